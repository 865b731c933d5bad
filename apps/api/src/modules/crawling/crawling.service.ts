import { DEFAULT_LOCALE, LOCALES, pathInLocale } from '@samplebank/contracts/locales';
import {
  brandPagePath,
  INDEXED_PAGES,
  PRIVATE_PATH_PREFIXES,
  samplePagePath,
} from '@samplebank/contracts/public-pages';
import type { Database } from '../../db/client.js';
import {
  type Chunk,
  findChunks,
  findHomeContentChange,
  findLastChange,
  findListed,
  type ListedKind,
} from './crawling.repository.js';

/** The sitemap protocol's most URLs in one file. */
export const URLS_PER_FILE_LIMIT = 50_000;
/**
 * URLs per sitemap file when the plan is made: under the protocol's limit, so a file still holds its share when
 * samples are added before the plan is next made (an hour later at most). Each page is listed once per language.
 */
export const URLS_PER_FILE = 40_000;

/** How the sitemap is cut into files: each kind's chunks, and when the web app's own pages last changed. */
export type SitemapPlan = {
  samples: Chunk[];
  brands: Chunk[];
  /** each indexed page's last change, where one is known */
  pages: { path: string; lastmod?: Date }[];
};

const latest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((found, date) => (date && (!found || date > found) ? date : found), undefined);

/**
 * The files of the sitemap. The web app's pages change when it is built (`builtAt`, the time of its `index.html`), the
 * listing and the brands page also when the catalogue does, the home page also when staff edit its content.
 */
export async function planSitemap(
  db: Database,
  { builtAt, urlsPerFile = URLS_PER_FILE }: { builtAt?: Date; urlsPerFile?: number },
): Promise<SitemapPlan> {
  // every sample and brand has an address in each language: a file holds that many fewer of them
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / LOCALES.length));
  const [samples, brands, lastSample, lastBrand, homeContent] = await Promise.all([
    findChunks(db, 'samples', pagesPerFile),
    findChunks(db, 'brands', pagesPerFile),
    findLastChange(db, 'samples'),
    findLastChange(db, 'brands'),
    findHomeContentChange(db),
  ]);
  const changedWith: Partial<Record<(typeof INDEXED_PAGES)[number], Date | undefined>> = {
    '/': homeContent,
    '/samples': lastSample,
    '/brands': lastBrand,
  };
  return {
    samples,
    brands,
    pages: INDEXED_PAGES.map((path) => ({ path, lastmod: latest(builtAt, changedWith[path]) })),
  };
}

/** The address of a sitemap file: `pages.xml`, `samples-1.xml`, `brands-2.xml`. */
export type SitemapFile = { kind: 'pages' } | { kind: ListedKind; number: number };

/** Reads a sitemap file's name; undefined for anything else. */
export function sitemapFileOf(name: string): SitemapFile | undefined {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(samples|brands)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!match) return undefined;
  return { kind: match[1] as ListedKind, number: Number(match[2]) };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const lastmodOf = (lastmod?: Date) => (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '');

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: Date) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</${tag}>`;

/**
 * A page's addresses, one `<url>` per language, each naming all of them as its alternates (Google's format for a
 * page in several languages: every version lists every version, itself included, and the default for others).
 */
export function pageEntries(publicUrl: string, path: string, lastmod?: Date): string[] {
  const href = (locale: (typeof LOCALES)[number]) => escapeXml(`${publicUrl}${pathInLocale(path, locale)}`);
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmodOf(lastmod)}${alternates}</url>`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** `/sitemap.xml`: the index of the sitemap's files, each with its latest change. */
export function sitemapIndexXml(plan: SitemapPlan, publicUrl: string): string {
  const files = [
    entry('sitemap', `${publicUrl}/sitemaps/pages.xml`, latest(...plan.pages.map((page) => page.lastmod))),
    ...plan.samples.map((chunk, index) =>
      entry('sitemap', `${publicUrl}/sitemaps/samples-${index + 1}.xml`, chunk.lastmod),
    ),
    ...plan.brands.map((chunk, index) =>
      entry('sitemap', `${publicUrl}/sitemaps/brands-${index + 1}.xml`, chunk.lastmod),
    ),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the sitemap, or undefined when the plan has no such file. */
export async function sitemapFileXml(
  db: Database,
  plan: SitemapPlan,
  file: SitemapFile,
  publicUrl: string,
): Promise<string | undefined> {
  let urls: string[];
  if (file.kind === 'pages') {
    urls = plan.pages.flatMap((page) => pageEntries(publicUrl, page.path, page.lastmod));
  } else {
    const chunks = plan[file.kind];
    const chunk = chunks[file.number - 1];
    if (!chunk) return undefined;
    const rows = await findListed(db, file.kind, {
      first: chunk.first,
      next: chunks[file.number]?.first,
      // a chunk grown since the plan was made still stays under the protocol's limit of URLs
      limit: Math.floor(URLS_PER_FILE_LIMIT / LOCALES.length),
    });
    const pathOf = file.kind === 'samples' ? samplePagePath : brandPagePath;
    urls = rows.flatMap((row) => pageEntries(publicUrl, pathOf(row.id), row.updatedAt));
  }
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/robots.txt`: everything but the private parts may be read, in every language (`/cart-sample` and
 * `/ms/cart-sample`; the API has no language); the sitemap's address.
 */
export function robotsTxt(publicUrl: string): string {
  const inEveryLanguage = (prefix: string) =>
    prefix.startsWith('/api/') ? [prefix] : LOCALES.map((locale) => pathInLocale(prefix, locale));
  const disallowed = PRIVATE_PATH_PREFIXES.flatMap(inEveryLanguage).map((prefix) => `Disallow: ${prefix}`);
  return `# Samplebank: the public catalogue is for everyone; accounts, carts, orders and boards are private.\nUser-agent: *\n${disallowed.join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
