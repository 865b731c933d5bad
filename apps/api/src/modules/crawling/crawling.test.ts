import { gunzipSync } from 'node:zlib';
import { INDEXED_PAGES } from '@samplebank/contracts/public-pages';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, samples } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import { planSitemap, sitemapFileXml, URLS_PER_FILE_LIMIT } from './crawling.service.js';

// a few thousand samples, so a plan of 1,000 addresses a file has several files
const SAMPLES = 2500;
const PUBLIC_URL = 'https://samplebank.example';

let t: TestContext;
let sampleIds: string[];
let brandIds: string[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await seedCatalogue(t.db, t.storage, { samples: SAMPLES, brands: 12, rasterImages: false });
  sampleIds = (await t.db.select({ id: samples.id }).from(samples)).map((row) => row.id);
  brandIds = (
    await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.type, 'BRAND'))
  ).map((row) => row.id);
}, 120_000);
afterAll(() => t.close());

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** The document's XML checked for well-formedness, then read. */
function readXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The addresses (and their last changes) a sitemap file lists. */
async function urlsOf(file: string) {
  const response = await get(file);
  expect(response.statusCode, file).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const urls: { loc: string; lastmod?: string }[] = readXml(response.body).urlset.url;
  return urls;
}

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the private ones and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/cart-sample', '/orders', '/boards', '/project/', '/admin', '/finish-profile', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((line) => /^Disallow: \/(samples|sample-details|brands|supplier-store)?$/.test(line))).toBe(
      false,
    );
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('indexes the pages, the samples and the brands, each file with its last change', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const files: { loc: string; lastmod?: string }[] = readXml(response.body).sitemapindex.sitemap;
    expect(files.map((file) => file.loc)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/samples-1.xml`,
      `${PUBLIC_URL}/sitemaps/brands-1.xml`,
    ]);
    for (const file of files.slice(1)) expect(Number.isNaN(Date.parse(file.lastmod ?? ''))).toBe(false);
  });

  it('lists every sample and every brand once, with its last change, and the indexed pages', async () => {
    const sampleUrls = await urlsOf('/sitemaps/samples-1.xml');
    expect(sampleUrls.map((url) => url.loc).sort()).toEqual(
      sampleIds.map((id) => `${PUBLIC_URL}/sample-details/${id}`).sort(),
    );
    const [sample] = await t.db
      .select()
      .from(samples)
      .where(eq(samples.id, sampleIds[0] as string));
    const listed = sampleUrls.find((url) => url.loc.endsWith(sampleIds[0] as string));
    expect(listed?.lastmod).toBe(sample?.updatedAt.toISOString());

    const brandUrls = await urlsOf('/sitemaps/brands-1.xml');
    expect(brandUrls.map((url) => url.loc).sort()).toEqual(
      brandIds.map((id) => `${PUBLIC_URL}/supplier-store/${id}`).sort(),
    );
    expect(brandUrls.every((url) => !Number.isNaN(Date.parse(url.lastmod ?? '')))).toBe(true);

    const pageUrls = await urlsOf('/sitemaps/pages.xml');
    expect(pageUrls.map((url) => url.loc)).toEqual(INDEXED_PAGES.map((path) => `${PUBLIC_URL}${path}`));
    // the listing changes with the catalogue
    expect(pageUrls.find((url) => url.loc === `${PUBLIC_URL}/samples`)?.lastmod).toBeDefined();
  });

  it('sends a file compressed to a crawler that accepts gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/samples-1.xml',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    expect(readXml(xml).urlset.url).toHaveLength(SAMPLES);
  });

  it('answers a plain 404 for a file it does not have', async () => {
    for (const file of [
      'samples-2.xml',
      'samples-0.xml',
      'brands-x.xml',
      'other.xml',
      'samples-1.xml.gz',
      '..%2Fsecret',
    ]) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });
});

describe('the sitemap plan', () => {
  it('cuts the samples into files of at most the given size, which together list each sample once', async () => {
    const plan = await planSitemap(t.db, { urlsPerFile: 1000 });
    expect(plan.samples).toHaveLength(Math.ceil(SAMPLES / 1000));
    const listed: string[] = [];
    for (let number = 1; number <= plan.samples.length; number++) {
      const xml = await sitemapFileXml(t.db, plan, { kind: 'samples', number }, PUBLIC_URL);
      const urls: { loc: string }[] = readXml(xml ?? '').urlset.url;
      expect(urls.length).toBeLessThanOrEqual(1000);
      listed.push(...urls.map((url) => url.loc));
    }
    expect(listed).toHaveLength(SAMPLES);
    expect(new Set(listed).size).toBe(SAMPLES);
    expect(await sitemapFileXml(t.db, plan, { kind: 'samples', number: plan.samples.length + 1 }, PUBLIC_URL)).toBe(
      undefined,
    );
    expect(URLS_PER_FILE_LIMIT).toBe(50_000);
  });

  it('dates the web app pages by its build, and the listing by the catalogue when that is later', async () => {
    const builtAt = new Date('2026-01-02T03:04:05.000Z');
    const plan = await planSitemap(t.db, { builtAt });
    const lastmodOf = (path: string) => plan.pages.find((page) => page.path === path)?.lastmod;
    expect(lastmodOf('/faq')).toEqual(builtAt);
    expect((lastmodOf('/samples') as Date) > builtAt).toBe(true);
  });
});
