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

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => name === 'url' || name === 'sitemap' || name === 'xhtml:link',
});

type Listed = { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] };

/** A path's English and Bahasa Malaysia addresses. */
const bothLanguages = (path: string) => [`${PUBLIC_URL}${path}`, `${PUBLIC_URL}/ms${path === '/' ? '' : path}`];

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
  const urls: Listed[] = readXml(response.body).urlset.url;
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
    expect(
      lines.some((line) => /^Disallow: (\/ms)?\/(samples|sample-details|brands|supplier-store)?$/.test(line)),
    ).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('keeps crawlers out of the Bahasa Malaysia versions of the private pages too', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    for (const path of ['/ms/cart-sample', '/ms/orders', '/ms/boards', '/ms/project/', '/ms/admin', '/ms/account'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /ms/api/');
    expect(lines).not.toContain('Disallow: /ms');
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
      sampleIds.flatMap((id) => bothLanguages(`/sample-details/${id}`)).sort(),
    );
    const [sample] = await t.db
      .select()
      .from(samples)
      .where(eq(samples.id, sampleIds[0] as string));
    const listed = sampleUrls.find((url) => url.loc.endsWith(sampleIds[0] as string));
    expect(listed?.lastmod).toBe(sample?.updatedAt.toISOString());

    const brandUrls = await urlsOf('/sitemaps/brands-1.xml');
    expect(brandUrls.map((url) => url.loc).sort()).toEqual(
      brandIds.flatMap((id) => bothLanguages(`/supplier-store/${id}`)).sort(),
    );
    expect(brandUrls.every((url) => !Number.isNaN(Date.parse(url.lastmod ?? '')))).toBe(true);

    const pageUrls = await urlsOf('/sitemaps/pages.xml');
    expect(pageUrls.map((url) => url.loc)).toEqual(INDEXED_PAGES.flatMap(bothLanguages));
    // the listing changes with the catalogue
    expect(pageUrls.find((url) => url.loc === `${PUBLIC_URL}/samples`)?.lastmod).toBeDefined();
  });

  it('lists each page in English and Bahasa Malaysia, each naming both and the default as its alternates', async () => {
    const pageUrls = await urlsOf('/sitemaps/pages.xml');
    const [english, malay] = ['/samples', '/ms/samples'].map((path) =>
      pageUrls.find((url) => url.loc === `${PUBLIC_URL}${path}`),
    );
    const expected = [
      { rel: 'alternate', hreflang: 'en', href: `${PUBLIC_URL}/samples` },
      { rel: 'alternate', hreflang: 'ms', href: `${PUBLIC_URL}/ms/samples` },
      { rel: 'alternate', hreflang: 'x-default', href: `${PUBLIC_URL}/samples` },
    ];
    expect(english?.['xhtml:link']).toEqual(expected);
    expect(malay?.['xhtml:link']).toEqual(expected);
    expect(malay?.lastmod).toBe(english?.lastmod);
    const home = pageUrls.find((url) => url.loc === `${PUBLIC_URL}/ms`);
    expect(home?.['xhtml:link']?.map((link) => link.href)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/ms`,
      `${PUBLIC_URL}/`,
    ]);

    const [sampleId] = sampleIds;
    const sampleUrl = (await urlsOf('/sitemaps/samples-1.xml')).find(
      (url) => url.loc === `${PUBLIC_URL}/ms/sample-details/${sampleId}`,
    );
    expect(sampleUrl?.['xhtml:link']?.map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      `en ${PUBLIC_URL}/sample-details/${sampleId}`,
      `ms ${PUBLIC_URL}/ms/sample-details/${sampleId}`,
      `x-default ${PUBLIC_URL}/sample-details/${sampleId}`,
    ]);
  });

  it('declares the xhtml namespace its alternates use', async () => {
    const response = await get('/sitemaps/brands-1.xml');
    expect(response.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
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
    expect(readXml(xml).urlset.url).toHaveLength(SAMPLES * 2);
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
    // two addresses a sample, one per language
    expect(plan.samples).toHaveLength(Math.ceil(SAMPLES / 500));
    const listed: string[] = [];
    for (let number = 1; number <= plan.samples.length; number++) {
      const xml = await sitemapFileXml(t.db, plan, { kind: 'samples', number }, PUBLIC_URL);
      const urls: { loc: string }[] = readXml(xml ?? '').urlset.url;
      expect(urls.length).toBeLessThanOrEqual(1000);
      listed.push(...urls.map((url) => url.loc));
    }
    expect(listed).toHaveLength(SAMPLES * 2);
    expect(new Set(listed).size).toBe(SAMPLES * 2);
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
