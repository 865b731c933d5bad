import { mulberry32 } from '@samplebank/demo-data/textures';
import { describe, expect, it } from 'vitest';
import { facetIdOf, facetRowOf } from '../../test/facet-rows.js';
import { FacetIndex } from './facet-index.js';
import { keyOfLexeme } from './facet-words.js';
import { type SearchTerm, searchTermsOf } from './search-terms.js';

// ADR 0023, "A search's matches from the index": the index finds the rows a search matches as PostgreSQL's
// `search_vector @@ to_tsquery('simple', ...)` does. The reference below is that match written out: a term is held
// when one of the row's lexemes begins with one of its beginnings, or is one of its whole words.

const idOf = facetIdOf;
const rowOf = (n: number, lexemes: string[]) => facetRowOf(n, { lexemes });

const holds = (lexemes: readonly string[], term: SearchTerm) =>
  lexemes.some(
    (lexeme) => term.beginnings.some((beginning) => lexeme.startsWith(beginning)) || term.wholeWords.includes(lexeme),
  );

describe('FacetWords: the words a search finds a sample by', () => {
  it('holds a word of letters as it is, another by the letters it begins with, and none that begins otherwise', () => {
    expect(keyOfLexeme('walnut')).toBe('walnut');
    expect(keyOfLexeme('sb-flr-00370')).toBe('sb\u0000');
    expect(keyOfLexeme('r10')).toBe('r\u0000');
    expect(keyOfLexeme('béton')).toBe('b\u0000');
    expect(keyOfLexeme('00370')).toBeUndefined();
    expect(keyOfLexeme('-x')).toBeUndefined();
  });

  it('finds the rows a search matches, as the full-text match does, for beginnings, whole words and several terms', () => {
    const index = new FacetIndex();
    const rows = [
      ['walnut', 'plank', 'sb-flr-00370', 'sb', 'flr', '00370'],
      ['walnuts', 'tile'],
      ['wal', 'grey'],
      ['gray', 'marble', 'r10'],
      ['marbled', 'kelabu'],
      [],
      ['r', 'tiles', 'walnut'],
    ];
    rows.forEach((lexemes, n) => {
      index.put(rowOf(n, lexemes));
    });
    // (rows put in order: row n holds the number n)
    const find = (terms: SearchTerm[]) => Array.from(index.searchRows(terms) ?? Int32Array.of(-1));
    expect(find(searchTermsOf(['walnut']))).toEqual([0, 1, 6]);
    expect(find(searchTermsOf(['wal']))).toEqual([0, 1, 2, 6]);
    expect(find(searchTermsOf(['walnut', 'plank']))).toEqual([0]);
    // synonyms: grey finds gray and kelabu
    expect(find(searchTermsOf(['grey']))).toEqual([2, 3, 4]);
    // a beginning of letters finds the word of digits it begins ("r10" for r, "sb-flr-00370" for s)
    expect(find(searchTermsOf(['r']))).toEqual([3, 6]);
    expect(find(searchTermsOf(['s']))).toEqual([0]);
    // a word of letters longer than the letters a word begins with does not find it ("sbx" is not "sb-...")
    expect(find(searchTermsOf(['sbx']))).toEqual([]);
    // whole words (a correction) only whole: "marble" is not "marbled"
    expect(find([{ beginnings: ['marbel'], wholeWords: ['marble'] }])).toEqual([3]);
    expect(find([{ beginnings: ['marbl'], wholeWords: [] }])).toEqual([3, 4]);
    // a word the index cannot answer for: the database is asked instead
    expect(index.searchRows(searchTermsOf(['00370']))).toBeUndefined();
    expect(index.searchRows(searchTermsOf(['béton']))).toBeUndefined();
    expect(index.searchRows([{ beginnings: ['marbel'], wholeWords: ['marble2'] }])).toBeUndefined();
  });

  it("follows a row's words as they change, and leaves out a dropped row", () => {
    const index = new FacetIndex();
    index.put(rowOf(0, ['oak', 'plank']));
    index.put(rowOf(1, ['oak', 'tile']));
    expect(Array.from(index.searchRows(searchTermsOf(['oak'])) ?? [])).toEqual([0, 1]);
    index.put(rowOf(0, ['teak', 'plank']));
    expect(Array.from(index.searchRows(searchTermsOf(['oak'])) ?? [])).toEqual([1]);
    expect(Array.from(index.searchRows(searchTermsOf(['teak'])) ?? [])).toEqual([0]);
    index.remove(idOf(1));
    expect(Array.from(index.searchRows(searchTermsOf(['oak'])) ?? [])).toEqual([]);
    index.put(rowOf(1, ['oak']));
    expect(Array.from(index.searchRows(searchTermsOf(['oak'])) ?? [])).toEqual([1]);
  });

  it('finds what the reference finds for random rows and searches, through rewrites that move its words about', () => {
    const random = mulberry32(41);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const stems = ['oak', 'oaken', 'oat', 'tile', 'til', 'grey', 'gray', 'marble', 'marbled', 'mar', 'a', 'ab', 'abc'];
    const lexemeOf = () =>
      pick([
        () => pick(stems),
        () => `${pick(stems)}${Math.floor(random() * 100)}`,
        () => `${pick(stems)}-${pick(stems)}`,
        () => String(Math.floor(random() * 1000)),
      ])();
    const index = new FacetIndex();
    const held = new Map<number, string[]>();
    const alive = new Set<number>();
    const write = (n: number) => {
      const lexemes = Array.from({ length: Math.floor(random() * 6) }, lexemeOf);
      index.put(rowOf(n, lexemes));
      held.set(n, lexemes);
      alive.add(n);
    };
    for (let n = 0; n < 3_000; n += 1) write(n);
    for (let round = 0; round < 30; round += 1) {
      // rewrites (the pool fills and is packed again), removals and new rows between the searches
      for (let change = 0; change < 400; change += 1) {
        const n = Math.floor(random() * 3_200);
        if (random() < 0.15 && alive.has(n)) {
          index.remove(idOf(n));
          alive.delete(n);
        } else write(n);
      }
      for (let search = 0; search < 10; search += 1) {
        const terms: SearchTerm[] = Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
          beginnings: [pick(stems).slice(0, 1 + Math.floor(random() * 4))],
          wholeWords: random() < 0.3 ? [pick(stems)] : [],
        }));
        const expected = index.rowsOf(
          [...held.entries()]
            .filter(([n, lexemes]) => alive.has(n) && terms.every((term) => holds(lexemes, term)))
            .map(([n]) => idOf(n)),
        );
        const found = Array.from(index.searchRows(terms) ?? []);
        expect({ terms, found }).toEqual({ terms, found: Array.from(expected).sort((x, y) => x - y) });
      }
    }
  });
});
