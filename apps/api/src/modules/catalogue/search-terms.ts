// What a catalogue search asks of the database: its words (with the spellings a Malaysian specifier uses for the same
// thing), the full-text query that finds samples, and what "Best match" ranks them by.

/**
 * Words that mean the same to a specifier, in British and American English and in Bahasa Malaysia: a search for any
 * of them finds every spelling ("grey" finds "gray", "jubin" finds "tile"). Lower case, letters and digits only.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['grey', 'gray', 'kelabu'],
  ['colour', 'color', 'warna'],
  ['timber', 'wood', 'wooden', 'kayu'],
  ['tile', 'tiles', 'jubin'],
  ['marble', 'marmar'],
  ['stone', 'batu'],
  ['glass', 'kaca'],
  ['carpet', 'permaidani'],
  ['fabric', 'textile', 'kain', 'fabrik'],
  ['leather', 'kulit'],
  ['floor', 'flooring', 'lantai'],
  ['wall', 'dinding'],
  ['ceiling', 'siling'],
  ['aluminium', 'aluminum'],
  ['white', 'putih'],
  ['black', 'hitam'],
  ['brown', 'coklat'],
  ['green', 'hijau'],
  ['blue', 'biru'],
  ['red', 'merah'],
  ['metal', 'logam'],
  ['concrete', 'konkrit'],
  ['plaster', 'lepa'],
];

const SYNONYMS = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word)] as const)),
);

/** The other words that mean the same as `word` (none for most words). */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYMS.get(word) ?? [];
}

/** The words of a search, lower-cased, without accents ("bouclé" is "boucle"), letters and digits only, at most 8. */
export function searchWordsOf(search: string): string[] {
  return search
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * One word of a search, as a sample must hold it: one of `beginnings` as the beginning of a word (the word typed and
 * its synonyms), or one of `wholeWords` whole (its corrections).
 */
export type SearchTerm = { beginnings: string[]; wholeWords: string[] };

/** The search's words as terms, every one of which a sample must hold (`alternatives`: each word's corrections). */
export function searchTermsOf(words: string[], alternatives: string[][] = []): SearchTerm[] {
  return words.map((word, index) => ({
    beginnings: [word, ...synonymsOf(word)],
    wholeWords: alternatives[index] ?? [],
  }));
}

/**
 * A full-text query: each word, or its beginning, or one of its synonyms must appear (`(grey:* | gray:*) & oak:*`);
 * a word given alternatives (its corrections) may appear in any of its spellings (`(marbel:* | marble) & grey:*`).
 */
export function textQueryOf(words: string[], alternatives: string[][] = []): string {
  return searchTermsOf(words, alternatives)
    .map(({ beginnings, wholeWords }) => {
      const all = [...beginnings.map((beginning) => `${beginning}:*`), ...wholeWords];
      return all.length > 1 ? `(${all.join(' | ')})` : all[0];
    })
    .join(' & ');
}

/** Any of the words (or their synonyms or corrections) whole: what "Best match" rewards over a word's beginning. */
export function wholeWordsQueryOf(words: string[], alternatives: string[][] = []): string {
  const all = words.flatMap((word, index) => [word, ...synonymsOf(word), ...(alternatives[index] ?? [])]);
  return [...new Set(all)].join(' | ');
}

/**
 * What "Best match" ranks a sample by: the words as found (`textQuery`), the whole words, and the search as a SKU
 * ("sb-flr-00370", or its beginning: the search's text lower case, its spaces taken out).
 */
export type Relevance = { textQuery: string; wholeWords: string; sku: string };

/** The search as "Best match" reads it. */
export function relevanceOf(search: string, words: string[], alternatives: string[][] = []): Relevance {
  return {
    textQuery: textQueryOf(words, alternatives),
    wholeWords: wholeWordsQueryOf(words, alternatives),
    sku: search.trim().toLowerCase().replace(/\s+/g, ''),
  };
}
