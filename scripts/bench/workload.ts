// The realistic workload of `npm run bench`: every request drawn afresh, the way shoppers use the catalogue, so a
// per-URL cache helps only as much as real traffic lets it. Pure: the facts come from the catalogue under test, the
// dice from `random`, so a test can check the mix.
import { SAMPLE_SORTS } from '../../packages/contracts/src/catalogue-constants.js';

/** What the draws are made from: the catalogue's own facet values, words, ids and size. */
export type Catalogue = {
  /** words of the sample names (lower case, 3+ letters) */
  words: string[];
  colors: string[];
  /** the samples' own colours (#RRGGBB), which a designer's photo or hex code lands near */
  colorHexes: string[];
  usages: string[];
  architecturals: string[];
  brandIds: string[];
  categoryIds: string[];
  sampleIds: string[];
  /** the last page of the unfiltered listing at `limit` per page */
  lastPage: number;
  limit: number;
};

export const REQUEST_KINDS = [
  'listing',
  'filters',
  'search',
  'brand',
  'details',
  'colour',
  'facets',
  'categories',
  'brands',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How often each kind comes up, out of 100: browsing pages first, then filters, searches and details. */
export const MIX: Record<RequestKind, number> = {
  listing: 27,
  filters: 18,
  search: 16,
  brand: 7,
  details: 14,
  // issue 17: a colour from a photo or a hex code, and the counted filters the listing asks for with every query
  colour: 7,
  facets: 8,
  categories: 2,
  brands: 1,
};

/**
 * The mix of only these kinds, their shares as in MIX (the others 0): a route's budget measured on its own, with no
 * other kind's database work to wait behind (`npm run bench -- --kinds facets,colour`).
 */
export function mixOf(kinds: readonly RequestKind[] = REQUEST_KINDS): Record<RequestKind, number> {
  return Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, kinds.includes(kind) ? MIX[kind] : 0])) as Record<
    RequestKind,
    number
  >;
}

export const MISSPELT_SHARE = 0.2;

/** How often a shopper who has a page of results goes on to the next one (the Next button, a keyset cursor). */
export const NEXT_SHARE = 0.3;

export type Draw = { kind: RequestKind; path: string };

/** A page of results a shopper has in front of them: what they asked for, and its Next cursor. */
export type Shown = { draw: Draw; nextCursor: string | null };

/** The kinds whose answer is a page of results, with Next and Previous. */
export const LISTING_KINDS: readonly RequestKind[] = ['listing', 'filters', 'search', 'brand', 'colour'];

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Pages 1-3 most of the time; otherwise anywhere up to the last page, nearer pages likelier (log-uniform). */
export function drawPage(random: Random, lastPage: number): number {
  const roll = random();
  const page =
    roll < 0.45 ? 1 : roll < 0.65 ? 2 : roll < 0.75 ? 3 : Math.floor(Math.exp(random() * Math.log(lastPage)));
  return Math.min(Math.max(page, 1), Math.max(lastPage, 1));
}

/** One typing slip: a letter dropped, doubled, swapped with the next, or replaced. */
export function misspell(random: Random, word: string): string {
  if (word.length < 3) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
    default: {
      const others = letters.replace(word[at] ?? '', '');
      return word.slice(0, at) + pick(random, [...others]) + word.slice(at + 1);
    }
  }
}

/** One or two words from the catalogue, each misspelt one time in five. */
export function drawSearch(random: Random, words: string[]): string {
  const count = random() < 0.7 ? 1 : 2;
  return Array.from({ length: count }, () => {
    const word = pick(random, words);
    return random() < MISSPELT_SHARE ? misspell(random, word) : word;
  }).join(' ');
}

/** One to three filters from the real facet values, as the sidebar would send them. */
export function drawFilters(random: Random, catalogue: Catalogue): Record<string, unknown> {
  const makers: Record<string, () => unknown> = {
    price: () => {
      const low = pick(random, [0, 10, 20, 50, 100]);
      return [low, low + pick(random, [50, 100, 200, 500])];
    },
    color: () => pick(random, catalogue.colors),
    availability: () => [pick(random, ['in-stock', 'out-of-stock'] as const)],
    usage: () => pick(random, catalogue.usages),
    architectural: () => pick(random, catalogue.architecturals),
    manufacturerIds: () => [pick(random, catalogue.brandIds)],
    sampleCategoryIds: () => [pick(random, catalogue.categoryIds)],
    // the specifiers' filters (issue 17)
    certifications: () => [pick(random, ['gbi', 'myhijau', 'sirim-qas', 'fsc', 'greenguard'] as const)],
    fireBs476: () => [pick(random, ['class-0', 'class-1'] as const)],
    slipRatings: () => [pick(random, ['R10', 'R11', 'R12'] as const)],
    madeInMalaysia: () => true,
  };
  const available = Object.keys(makers).filter((name) => {
    if (name === 'color') return catalogue.colors.length > 0;
    if (name === 'usage') return catalogue.usages.length > 0;
    if (name === 'architectural') return catalogue.architecturals.length > 0;
    if (name === 'manufacturerIds') return catalogue.brandIds.length > 0;
    if (name === 'sampleCategoryIds') return catalogue.categoryIds.length > 0;
    return true;
  });
  const count = 1 + Math.floor(random() * 3);
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, available.length)) chosen.add(pick(random, available));
  return Object.fromEntries([...chosen].map((name) => [name, makers[name]?.()]));
}

function listingPath(random: Random, catalogue: Catalogue, extra: Record<string, string>, lastPage: number): string {
  const query = new URLSearchParams({
    page: String(drawPage(random, lastPage)),
    limit: String(catalogue.limit),
    // the default order most of the time, as people rarely change it
    sort: random() < 0.6 ? 'availability_first' : pick(random, SAMPLE_SORTS),
    ...extra,
  });
  return `/api/samples?${query}`;
}

/**
 * A colour near one of the catalogue's (a photo of a sample, a hex code from a mood board): each channel moved by up to
 * 12 of 255, or, one time in five, any colour at all.
 */
export function drawColour(random: Random, hexes: string[]): string {
  if (!hexes.length || random() < 0.2)
    return `#${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
  const base = pick(random, hexes);
  const channels = [1, 3, 5].map((at) => Number.parseInt(base.slice(at, at + 2), 16));
  return `#${channels
    .map((value) => Math.min(255, Math.max(0, value + Math.round((random() * 2 - 1) * 12))))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** What the filter panel asks the counts for: the listing's query, without a filter two times in five. */
function facetsPath(random: Random, catalogue: Catalogue): string {
  const roll = random();
  const query = new URLSearchParams(
    roll < 0.4
      ? {}
      : roll < 0.75
        ? { filters: JSON.stringify(drawFilters(random, catalogue)) }
        : roll < 0.9
          ? { search: drawSearch(random, catalogue.words) }
          : { nearColor: drawColour(random, catalogue.colorHexes) },
  );
  const search = query.toString();
  return search ? `/api/samples/facets?${search}` : '/api/samples/facets';
}

/** The kind whose share of the mix holds `roll` (0 to the mix's total). */
function kindAt(roll: number, mix: Record<RequestKind, number>): RequestKind {
  let below = 0;
  for (const kind of REQUEST_KINDS) {
    below += mix[kind];
    if (roll < below) return kind;
  }
  return REQUEST_KINDS.find((kind) => mix[kind] > 0) ?? 'listing';
}

/** The page after `shown`, as its Next button asks for it: the next page number, after the last sample's key. */
export function nextPagePath({ draw, nextCursor }: Shown & { nextCursor: string }): string {
  const url = new URL(draw.path, 'http://bench');
  url.searchParams.set('page', String(Number(url.searchParams.get('page') ?? '1') + 1));
  url.searchParams.delete('before');
  url.searchParams.set('after', nextCursor);
  return `${url.pathname}${url.search}`;
}

/**
 * A drawer of requests: each call is a fresh draw from the mix, except that a shopper with a page of results in front
 * of them (`shown`) presses Next now and then.
 */
export function createWorkload(
  catalogue: Catalogue,
  random: Random = Math.random,
  mix: Record<RequestKind, number> = MIX,
): (shown?: Shown) => Draw {
  const total = Object.values(mix).reduce((sum, weight) => sum + weight, 0);
  // filtered and searched results are shorter: their deep pages are drawn from a tenth of the catalogue's
  const shortLastPage = Math.max(1, Math.ceil(catalogue.lastPage / 10));
  return (shown) => {
    if (shown?.nextCursor && random() < NEXT_SHARE)
      return { kind: shown.draw.kind, path: nextPagePath({ ...shown, nextCursor: shown.nextCursor }) };
    const kind = kindAt(random() * total, mix);
    switch (kind) {
      case 'listing':
        return { kind, path: listingPath(random, catalogue, {}, catalogue.lastPage) };
      case 'filters':
        return {
          kind,
          path: listingPath(
            random,
            catalogue,
            { filters: JSON.stringify(drawFilters(random, catalogue)) },
            shortLastPage,
          ),
        };
      case 'search':
        return { kind, path: listingPath(random, catalogue, { search: drawSearch(random, catalogue.words) }, 3) };
      case 'brand':
        return {
          kind,
          path: listingPath(random, catalogue, { manufacturer: pick(random, catalogue.brandIds) }, 5),
        };
      case 'details':
        return { kind, path: `/api/samples/${pick(random, catalogue.sampleIds)}` };
      case 'colour':
        return {
          kind,
          path: listingPath(
            random,
            catalogue,
            {
              nearColor: drawColour(random, catalogue.colorHexes),
              sort: 'closest_color',
              ...(random() < 0.3 ? { filters: JSON.stringify(drawFilters(random, catalogue)) } : {}),
            },
            5,
          ),
        };
      case 'facets':
        return { kind, path: facetsPath(random, catalogue) };
      case 'categories':
        return { kind, path: '/api/sample-categories' };
      case 'brands':
        return { kind, path: '/api/organizations?type=BRAND' };
    }
  };
}

/** Lower-case words of 3+ letters from sample names, each once. */
export function wordsOf(names: string[]): string[] {
  return [...new Set(names.flatMap((name) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []))];
}
