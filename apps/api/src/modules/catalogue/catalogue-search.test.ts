import type { TSampleListResponse } from '@samplebank/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMisses } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { relevanceOf, searchWordsOf, textQueryOf, wholeWordsQueryOf } from './search-terms.js';

// "Best match": a search ranks name and SKU over material, colour and category, over brand, over description; whole
// words over word beginnings; the catalogue's own spellings for a misspelt word only when nothing matches, and says so.

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const indera = await createBrand(t.db, { name: 'Indera Terrazzo' });
  const alor = await createBrand(t.db, { name: 'Alor Stone' });
  const plaster = await createCategory(t.db, { name: 'Wall Finishes' });
  const terrazzo = await createCategory(t.db, { name: 'Terrazzo' });
  const marble = await createCategory(t.db, { name: 'Marble' });
  const leather = await createCategory(t.db, { name: 'Upholstery Leather' });
  const sample = async (
    key: string,
    brand: string,
    fields: {
      name: string;
      sku: string;
      material: string;
      colorLabel: string;
      categoryId: string;
      description?: string;
    },
  ) => {
    const row = await createSample(t.db, brand, {
      ...fields,
      searchText: [fields.name, fields.material, fields.colorLabel].join(' ').toLowerCase(),
    });
    ids[key] = row.id;
  };
  // the brand is called Terrazzo, and its plasters must not come before terrazzo itself
  await sample('plaster', indera.id, {
    name: 'Kapur Lime Plaster',
    sku: 'SB-WAL-00011',
    material: 'Lime Plaster',
    colorLabel: 'Ivory',
    categoryId: plaster.id,
  });
  await sample('terrazzo', alor.id, {
    name: 'Venetian Terrazzo Tile',
    sku: 'SB-FLR-00370',
    material: 'Cement Terrazzo',
    colorLabel: 'Grey',
    categoryId: terrazzo.id,
  });
  await sample('terrazzoChips', alor.id, {
    name: 'Palladiana Chip Tile',
    sku: 'SB-FLR-00371',
    material: 'Resin Terrazzo',
    colorLabel: 'White',
    categoryId: terrazzo.id,
  });
  await sample('greyMarble', alor.id, {
    name: 'Bardiglio Grey Marble Tile',
    sku: 'SB-FLR-00400',
    material: 'Marble',
    colorLabel: 'Grey',
    categoryId: marble.id,
  });
  await sample('whiteMarble', alor.id, {
    name: 'Carrara Marble Slab',
    sku: 'SB-FLR-00401',
    material: 'Marble',
    colorLabel: 'White',
    categoryId: marble.id,
    description: 'A white marble with soft grey veining.',
  });
  await sample('charcoalLeather', indera.id, {
    name: 'Nappa Charcoal Leather',
    sku: 'SB-LEA-00020',
    material: 'Full Grain Leather',
    colorLabel: 'Charcoal',
    categoryId: leather.id,
  });
  await sample('boucle', indera.id, {
    name: 'Bouclé Wool Weave',
    sku: 'SB-FAB-00030',
    material: 'Wool',
    colorLabel: 'Ivory',
    categoryId: leather.id,
  });
});
afterAll(() => t.close());

const search = async (query: string, extra = '') => {
  const params = new URLSearchParams({ limit: '15', search: query });
  for (const [key, value] of new URLSearchParams(extra)) params.set(key, value);
  const response = await t.app.inject({ method: 'GET', url: `/api/samples?${params}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSampleListResponse;
};
const order = (result: TSampleListResponse) =>
  result.samples.map((sample) => Object.entries(ids).find(([, id]) => id === sample._id)?.[0]);

describe('the words of a search', () => {
  it('are lower case, without accents, letters and digits only, at most 8', () => {
    expect(searchWordsOf('  Bouclé  SB-FLR-00370! ')).toEqual(['boucle', 'sb', 'flr', '00370']);
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(8);
  });

  it('find every spelling of a word a specifier uses, in English and Malay', () => {
    expect(textQueryOf(['gray', 'jubin'])).toBe('(gray:* | grey:* | kelabu:*) & (jubin:* | tile:* | tiles:*)');
    expect(textQueryOf(['oak'])).toBe('oak:*');
    expect(textQueryOf(['marbel'], [['marble']])).toBe('(marbel:* | marble)');
    expect(wholeWordsQueryOf(['grey', 'oak'])).toBe('grey | gray | kelabu | oak');
    expect(relevanceOf(' SB-FLR 003 ', ['sb', 'flr', '003']).sku).toBe('sb-flr003');
  });
});

describe('Best match', () => {
  it('is the order while searching, and puts a material above a brand named after it', async () => {
    const result = await search('terrazzo');
    expect(order(result).slice(0, 2).sort()).toEqual(['terrazzo', 'terrazzoChips']);
    // the brand's own samples match by its name, below the terrazzo
    expect(order(result).slice(2).sort()).toEqual(['boucle', 'charcoalLeather', 'plaster']);
    expect(result.searchMatch).toBe('exact');
  });

  it('puts the samples whose name holds the words first, and needs every word', async () => {
    // the white marble's description speaks of grey veining: it matches, below the grey marble
    expect(order(await search('grey marble'))).toEqual(['greyMarble', 'whiteMarble']);
    expect(order(await search('charcoal leather'))).toEqual(['charcoalLeather']);
    expect(order(await search('nappa leather'))).toEqual(['charcoalLeather']);
    expect((await search('marble leather')).totalSamples).toBe(0);
  });

  it('finds a SKU, exactly and by its beginning, first', async () => {
    expect(order(await search('SB-FLR-00370'))).toEqual(['terrazzo']);
    expect(order(await search('sb-flr-0037')).sort()).toEqual(['terrazzo', 'terrazzoChips']);
    const prefix = await search('SB-FLR-004');
    expect(order(prefix).sort()).toEqual(['greyMarble', 'whiteMarble']);
  });

  it('finds the other spellings of a word, and words without their accents', async () => {
    expect(order(await search('gray marble'))[0]).toBe('greyMarble');
    expect(order(await search('marmar kelabu'))[0]).toBe('greyMarble');
    expect(order(await search('boucle'))).toEqual(['boucle']);
    expect(order(await search('bouclé'))).toEqual(['boucle']);
  });

  it('shows the closest spellings of a misspelt word, and says the matches are only similar', async () => {
    const result = await search('marbel');
    expect(result.searchMatch).toBe('similar');
    expect(order(result).slice(0, 2).sort()).toEqual(['greyMarble', 'whiteMarble']);
    const none = await search('xylophone');
    expect(none.totalSamples).toBe(0);
    expect(none.searchMatch).toBe('exact');
  });

  it('may be asked for, and another order may be asked for while searching; without a search it is Stock First', async () => {
    const explicit = await search('grey marble', '&sort=best_match');
    expect(order(explicit)).toEqual(['greyMarble', 'whiteMarble']);
    const byName = await search('marble', '&sort=product_name_asc');
    expect(order(byName)).toEqual(['greyMarble', 'whiteMarble']);
    const byNameDesc = await search('marble', '&sort=product_name_desc');
    expect(order(byNameDesc)).toEqual(['whiteMarble', 'greyMarble']);
    const plain = await t.app.inject({ method: 'GET', url: '/api/samples?limit=100&sort=best_match' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().searchMatch).toBeNull();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/samples?sort=relevance' });
    expect(unknown.statusCode).toBe(400);
  });

  it('puts, among equally relevant samples, those one can order first', async () => {
    const brand = await createBrand(t.db, { name: 'Rimba Timber' });
    const soldOut = await createSample(t.db, brand.id, { name: 'Alpha Kempas Strip', stock: 0, material: 'Kempas' });
    const inStock = await createSample(t.db, brand.id, { name: 'Zeta Kempas Strip', stock: 5, material: 'Kempas' });
    const result = await search('kempas');
    expect(result.samples.map((sample) => sample._id)).toEqual([inStock.id, soldOut.id]);
  });

  it('pages through its matches with Next, as it does by page number', async () => {
    const first = await search('sb', '&limit=3');
    expect(first.nextCursor).not.toBeNull();
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/samples?limit=3&page=2&search=sb&after=${first.nextCursor}`,
    });
    const byNumber = await t.app.inject({ method: 'GET', url: '/api/samples?limit=3&page=2&search=sb' });
    expect(next.json().samples).toEqual(byNumber.json().samples);
  });
});

describe('searches that find nothing', () => {
  it('are counted for staff, once per search, and shown on the dashboard', async () => {
    await search('Rattan  Weave');
    await search('zebrawood', '&page=2');
    await search('rattan weave', '&limit=14');
    const rows = await t.db.select().from(searchMisses);
    expect(rows.find((row) => row.search === 'rattan weave')?.searches).toBe(2);
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().searchesWithoutResults[0]).toMatchObject({ search: 'rattan weave', searches: 2 });
  });

  it('are not counted when a search finds something', async () => {
    await search('terrazzo');
    const rows = await t.db.select().from(searchMisses);
    expect(rows.some((row) => row.search === 'terrazzo')).toBe(false);
  });
});
