import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  createWorkload,
  drawPage,
  MIX,
  misspell,
  mixOf,
  NEXT_SHARE,
  REQUEST_KINDS,
  wordsOf,
} from './workload.js';

/** A seeded generator (mulberry32), so a failure can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Letters-only words: a, b, ..., aa, ab, ... prefixed so each has 3+ letters. */
const syntheticWord = (index: number) =>
  `tex${index.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))}`;

// about the size of the demo catalogue's vocabulary and ids
const catalogue: Catalogue = {
  words: [
    ...wordsOf(['Oak Grey Laminate', 'Carrara Marble Tile', 'Walnut Veneer']),
    ...Array.from({ length: 300 }, (_, index) => syntheticWord(index)),
  ],
  colors: ['Grey', 'White', 'Brown'],
  colorHexes: ['#C8B89A', '#808080'],
  usages: ['Floor', 'Wall'],
  architecturals: ['Interior'],
  brandIds: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
  categoryIds: ['33333333-3333-4333-8333-333333333333'],
  sampleIds: Array.from({ length: 5000 }, (_, index) => `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`),
  lastPage: 6667,
  limit: 15,
};

describe('the realistic workload', () => {
  const draws = Array.from({ length: 20_000 }, createWorkload(catalogue, seeded(7)));

  it('draws each kind about as often as the mix says', () => {
    const total = Object.values(MIX).reduce((sum, weight) => sum + weight, 0);
    for (const kind of REQUEST_KINDS) {
      const share = draws.filter((draw) => draw.kind === kind).length / draws.length;
      expect(share).toBeGreaterThan(MIX[kind] / total - 0.015);
      expect(share).toBeLessThan(MIX[kind] / total + 0.015);
    }
  });

  it('draws only the kinds asked for, in their shares of the mix (`--kinds`)', () => {
    const some = Array.from({ length: 5_000 }, createWorkload(catalogue, seeded(11), mixOf(['facets', 'colour'])));
    const facets = some.filter((draw) => draw.kind === 'facets').length / some.length;
    expect(some.every((draw) => draw.kind === 'facets' || draw.kind === 'colour')).toBe(true);
    // facets 8 to colour 7
    expect(facets).toBeGreaterThan(8 / 15 - 0.03);
    expect(facets).toBeLessThan(8 / 15 + 0.03);
    expect(mixOf()).toEqual(MIX);
  });

  it('repeats a URL about as often as shoppers do: the first page often, the rest seldom', () => {
    const counts = new Map<string, number>();
    for (const draw of draws) counts.set(draw.path, (counts.get(draw.path) ?? 0) + 1);
    const top = Math.max(...counts.values()) / draws.length;
    // the first page of the default listing: 30 % listing x 45 % page 1 x 60 % default sort
    expect(top).toBeGreaterThan(0.05);
    expect(top).toBeLessThan(0.1);
    // over a third of the draws are URLs seen once in 20,000
    const once = [...counts.values()].filter((count) => count === 1).length / draws.length;
    expect(once).toBeGreaterThan(0.33);
  });

  it('presses Next on a page of results about as often as NEXT_SHARE says, with its cursor and the next number', () => {
    const next = createWorkload(catalogue, seeded(11));
    const shown = {
      draw: { kind: 'filters' as const, path: '/api/samples?page=4&limit=15&before=x' },
      nextCursor: 'abc',
    };
    const followed = Array.from({ length: 5000 }, () => next(shown)).filter((draw) => draw.path.includes('after='));
    expect(followed.length / 5000).toBeGreaterThan(NEXT_SHARE - 0.03);
    expect(followed.length / 5000).toBeLessThan(NEXT_SHARE + 0.03);
    expect(followed[0]).toEqual({ kind: 'filters', path: '/api/samples?page=5&limit=15&after=abc' });
    // the last page has no Next
    expect(
      Array.from({ length: 500 }, () => next({ ...shown, nextCursor: null })).some((draw) =>
        draw.path.includes('after='),
      ),
    ).toBe(false);
  });

  it('keeps most pages on 1-3 with a tail to the last page', () => {
    const random = seeded(3);
    const pages = Array.from({ length: 10_000 }, () => drawPage(random, 6667));
    expect(pages.filter((page) => page <= 3).length / pages.length).toBeGreaterThan(0.7);
    expect(Math.max(...pages)).toBeGreaterThan(1000);
    expect(Math.max(...pages)).toBeLessThanOrEqual(6667);
    expect(Math.min(...pages)).toBe(1);
  });

  it('sends filters the API accepts, 1 to 3 of them, from the real facet values', () => {
    for (const draw of draws.filter((entry) => entry.kind === 'filters').slice(0, 500)) {
      const filters = JSON.parse(new URL(draw.path, 'http://x').searchParams.get('filters') ?? '{}');
      const names = Object.keys(filters);
      expect(names.length).toBeGreaterThanOrEqual(1);
      expect(names.length).toBeLessThanOrEqual(3);
      if (filters.color) expect(catalogue.colors).toContain(filters.color);
      if (filters.manufacturerIds) expect(catalogue.brandIds).toContain(filters.manufacturerIds[0]);
    }
  });

  it('misspells about one search word in five, by one slip', () => {
    const words = draws
      .filter((draw) => draw.kind === 'search')
      .flatMap((draw) => (new URL(draw.path, 'http://x').searchParams.get('search') ?? '').split(' '));
    const misspelt = words.filter((word) => !catalogue.words.includes(word)).length / words.length;
    expect(misspelt).toBeGreaterThan(0.12);
    expect(misspelt).toBeLessThan(0.25);
    const random = seeded(11);
    for (let index = 0; index < 200; index++) {
      const slip = misspell(random, 'marble');
      expect(Math.abs(slip.length - 6)).toBeLessThanOrEqual(1);
    }
  });
});
