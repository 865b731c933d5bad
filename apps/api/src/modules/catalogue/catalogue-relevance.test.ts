import type { TSampleListResponse, TSampleSummary } from '@samplebank/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';

// The relevance test set: searches a designer types (single materials, colour and material, misspelt, several words,
// SKUs, Bahasa Malaysia words), each with what a relevant result is, run against the demo catalogue through the API.
// Top-3 precision over the set must stay at 0.9 or more, and each search must find at least one relevant sample first.

type Found = { name: string; sku: string; color: string; material: string; category: string; brand: string };
type Case = { search: string; relevant: (sample: Found) => boolean };

const has = (text: string, ...words: string[]) => words.some((word) => text.toLowerCase().includes(word));
const about = (sample: Found) => [sample.name, sample.material, sample.category].join(' ');
const GREYS = ['Grey', 'Light Grey', 'Charcoal', 'Silver'];

/** Relevant: the sample is about one of `words` (its name, material or category says so). */
const isAbout =
  (...words: string[]) =>
  (sample: Found) =>
    has(about(sample), ...words);
/** Relevant: about one of `words` and of one of `colors`. */
const coloured =
  (colors: string[], ...words: string[]) =>
  (sample: Found) =>
    colors.includes(sample.color) && has(about(sample), ...words);

const CASES: Case[] = [
  // one material
  { search: 'marble', relevant: isAbout('marble') },
  { search: 'carrara', relevant: isAbout('carrara') },
  { search: 'calacatta', relevant: isAbout('calacatta') },
  { search: 'terrazzo', relevant: isAbout('terrazzo') },
  { search: 'granite', relevant: isAbout('granite') },
  { search: 'travertine', relevant: isAbout('travertine') },
  { search: 'linen', relevant: isAbout('linen') },
  { search: 'wool', relevant: isAbout('wool') },
  { search: 'oak', relevant: isAbout('oak') },
  { search: 'walnut', relevant: isAbout('walnut') },
  { search: 'teak', relevant: isAbout('teak') },
  { search: 'chengal', relevant: isAbout('chengal') },
  { search: 'bamboo', relevant: isAbout('bamboo') },
  { search: 'vinyl', relevant: isAbout('vinyl') },
  { search: 'leather', relevant: isAbout('leather') },
  { search: 'perforated', relevant: isAbout('perforated') },
  { search: 'acoustic', relevant: isAbout('acoustic') },
  { search: 'bouclé', relevant: isAbout('boucl') },
  // several words, colour and material
  { search: 'grey marble', relevant: coloured(GREYS, 'marble') },
  { search: 'charcoal leather', relevant: coloured(['Charcoal'], 'leather') },
  { search: 'white marble', relevant: coloured(['White', 'Ivory'], 'marble') },
  { search: 'black granite', relevant: coloured(['Black', 'Charcoal'], 'granite') },
  { search: 'wool carpet', relevant: (sample) => has(about(sample), 'wool') && has(about(sample), 'carpet') },
  { search: 'frosted glass', relevant: (sample) => has(about(sample), 'frosted') && has(about(sample), 'glass') },
  { search: 'fluted glass', relevant: (sample) => has(about(sample), 'fluted') && has(about(sample), 'glass') },
  { search: 'porcelain tile', relevant: (sample) => has(about(sample), 'porcelain') },
  {
    search: 'timber decking',
    relevant: (sample) => has(about(sample), 'decking') && !has(about(sample), 'composite', 'wpc'),
  },
  { search: 'oak flooring', relevant: (sample) => has(about(sample), 'oak') },
  { search: 'gray', relevant: (sample) => GREYS.includes(sample.color) || has(about(sample), 'grey') },
  { search: 'grey wool', relevant: (sample) => GREYS.includes(sample.color) && has(about(sample), 'wool') },
  // misspelt
  { search: 'terazzo', relevant: isAbout('terrazzo') },
  { search: 'marbel', relevant: isAbout('marble') },
  { search: 'walnutt', relevant: isAbout('walnut') },
  { search: 'travertin', relevant: isAbout('travertine') },
  { search: 'lether', relevant: isAbout('leather') },
  { search: 'calacata', relevant: isAbout('calacatta') },
  // Bahasa Malaysia
  { search: 'marmar', relevant: isAbout('marble') },
  { search: 'jubin', relevant: isAbout('tile') },
  { search: 'kayu', relevant: isAbout('wood', 'timber', 'oak', 'walnut', 'teak', 'veneer', 'hardwood') },
  { search: 'kaca', relevant: isAbout('glass') },
  { search: 'kulit', relevant: isAbout('leather') },
  { search: 'marmar kelabu', relevant: coloured(GREYS, 'marble') },
];

let t: TestContext;
const categoryNames = new Map<string, string>();
const catalogue: TSampleSummary[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db, t.storage, { rasterImages: false });
  const categories = await t.app.inject({ method: 'GET', url: '/api/sample-categories' });
  for (const category of categories.json().categories as { _id: string; name: string }[])
    categoryNames.set(category._id, category.name);
  for (let page = 1; ; page++) {
    const response = await t.app.inject({ method: 'GET', url: `/api/samples?limit=100&page=${page}` });
    const body = response.json() as TSampleListResponse;
    catalogue.push(...body.samples);
    if (page >= body.totalPages) break;
  }
}, 300_000);
afterAll(() => t.close());

const found = (sample: TSampleSummary): Found => ({
  name: sample.name,
  sku: sample.sku,
  color: sample.color.label ?? '',
  material: String(sample.specifications.material ?? ''),
  category: categoryNames.get(sample.categoryId ?? '') ?? '',
  brand: sample.manufacturerId.name,
});

async function topThree(search: string): Promise<Found[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/samples?limit=3&search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TSampleListResponse).samples.map(found);
}

describe('the relevance test set', () => {
  it('has at least 40 searches, and the demo catalogue has what each one asks for', () => {
    expect(CASES.length + 3).toBeGreaterThanOrEqual(40);
    for (const { search, relevant } of CASES)
      expect(catalogue.filter((sample) => relevant(found(sample))).length, search).toBeGreaterThanOrEqual(1);
  });

  it('finds relevant samples in the first three places (precision 0.9 or more)', async () => {
    // three SKUs from across the catalogue, exactly and (the third) by its beginning
    const [a, b, c] = [catalogue[7], catalogue[Math.floor(catalogue.length / 2)], catalogue.at(-3)] as [
      TSampleSummary,
      TSampleSummary,
      TSampleSummary,
    ];
    const cases: Case[] = [
      ...CASES,
      { search: a.sku, relevant: (sample) => sample.sku === a.sku },
      { search: b.sku.toLowerCase(), relevant: (sample) => sample.sku === b.sku },
      { search: c.sku.slice(0, -1), relevant: (sample) => sample.sku.startsWith(c.sku.slice(0, -1)) },
    ];
    let relevantCount = 0;
    let shownCount = 0;
    const misses: string[] = [];
    const firstWrong: string[] = [];
    for (const { search, relevant } of cases) {
      const top = await topThree(search);
      const wanted = Math.min(3, catalogue.filter((sample) => relevant(found(sample))).length);
      const hits = top.filter(relevant).length;
      relevantCount += hits;
      shownCount += wanted;
      if (!top[0] || !relevant(top[0])) firstWrong.push(search);
      if (hits < wanted || !top[0] || !relevant(top[0]))
        misses.push(
          `${search}: ${top.map((sample) => `${sample.name} [${sample.category}, ${sample.color}]`).join(' | ')}`,
        );
    }
    const precision = relevantCount / shownCount;
    if (process.env.RELEVANCE_REPORT)
      console.log(`precision ${precision.toFixed(3)}, first wrong: ${firstWrong.length}\n${misses.join('\n')}`);
    expect(precision, `precision ${precision.toFixed(3)}; missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    // and the first result of every search is one of what it asks for
    expect(firstWrong, misses.join('\n')).toEqual([]);
  });
});
