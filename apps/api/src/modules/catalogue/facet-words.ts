import type { SearchTerm } from './search-terms.js';

// The facet index's words (ADR 0023, "A search's matches from the index"): the words of each listed sample's search
// vector, held so that the samples a search matches are found in memory, exactly as `search_vector @@
// to_tsquery('simple', ...)` finds them, for a search whose words are letters a-z only (nearly every search typed). A
// search with a digit or another letter ("00370", "béton" read as such) is left to the database.
//
// A query word `w:*` of letters a-z matches a sample's word that begins with `w`. A word of the vector made of
// letters a-z alone is held as it is; any other ("sb-flr-00370", "r10") by the letters it begins with, marked as a
// beginning only ("sb\0", "r\0"): it begins with `w` exactly when those letters do, and it is never a whole word a
// correction asks for. A word beginning with anything else is not held: no such query word can match it.

/** What marks a held key as only the beginning of a word of the vector. */
const BEGINNING_ONLY = '\u0000';
const LETTERS = /^[a-z]+$/;

/** The key a word of a search vector is held by, if a search of letters a-z can match it. */
export function keyOfLexeme(lexeme: string): string | undefined {
  // (a loop, not a regular expression: a full read sets some fifteen million of them at a million samples)
  let letters = 0;
  while (letters < lexeme.length && isLetter(lexeme.charCodeAt(letters))) letters += 1;
  if (letters === lexeme.length) return lexeme.length ? lexeme : undefined;
  return letters ? `${lexeme.slice(0, letters)}${BEGINNING_ONLY}` : undefined;
}

/** a to z */
function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Whether the words can find a term's matches: all its spellings of letters a-z. */
function answerable(term: SearchTerm): boolean {
  return [...term.beginnings, ...term.wholeWords].every((spelling) => LETTERS.test(spelling));
}

const NONE = new Int32Array(0);

/** A key's first letter as a bit (a to z). */
function initialOf(key: string): number {
  return 1 << (key.charCodeAt(0) - 97);
}

/** Each row's words as codes, and the rows of each word (made when a search first needs them). */
export class FacetWords {
  private readonly codes = new Map<string, number>();
  private readonly keys: string[] = [];
  /** every key's code, in the keys' order (for a beginning's range), made when needed */
  private sorted: Int32Array | undefined;
  /** each row's codes: `pool[start[at] .. start[at] + count[at]]`, ascending */
  private start = new Int32Array(0);
  private count = new Int32Array(0);
  private pool = new Int32Array(1024);
  private used = 0;
  /** each row's words' first letters, a bit each (a search for one letter reads these, not half the words' rows) */
  private initials = new Int32Array(0);
  /** pool entries no row points at any more (rewritten rows' old codes) */
  private unused = 0;
  /** each code's rows, ascending, made when a search first needs them and dropped when a row's words change */
  private postings: Int32Array[] | undefined;
  /** where `set` sorts a row's codes */
  private buffer = new Int32Array(64);
  /** how many of a search's terms each row held so far */
  private marks = new Uint8Array(0);

  /** Makes room for `capacity` rows. */
  grow(capacity: number): void {
    if (capacity <= this.start.length) return;
    const widened = (old: Int32Array) => {
      const next = new Int32Array(capacity);
      next.set(old);
      return next;
    };
    this.start = widened(this.start);
    this.count = widened(this.count);
    this.initials = widened(this.initials);
    this.marks = new Uint8Array(capacity);
  }

  /** Sets a row's words (its search vector's lexemes); nothing changes when they are the ones held. */
  set(at: number, lexemes: readonly string[]): void {
    // the row's codes, ascending and each once, in a buffer kept for it (no set or array per row)
    if (this.buffer.length < lexemes.length) this.buffer = new Int32Array(lexemes.length * 2);
    const codes = this.buffer;
    let count = 0;
    let initials = 0;
    for (const lexeme of lexemes) {
      const key = keyOfLexeme(lexeme);
      if (key === undefined) continue;
      const code = this.codeOf(key);
      let place = count;
      while (place > 0 && (codes[place - 1] as number) > code) place -= 1;
      if (place > 0 && codes[place - 1] === code) continue;
      codes.copyWithin(place + 1, place, count);
      codes[place] = code;
      count += 1;
      initials |= initialOf(key);
    }
    this.initials[at] = initials;
    const start = this.start[at] as number;
    const held = this.count[at] as number;
    if (held === count) {
      let same = true;
      for (let index = 0; index < count && same; index += 1) same = this.pool[start + index] === codes[index];
      if (same) return;
    }
    this.unused += held;
    this.reserve(count);
    this.pool.set(codes.subarray(0, count), this.used);
    this.start[at] = this.used;
    this.count[at] = count;
    this.used += count;
    this.postings = undefined;
  }

  /** Makes each word's rows now (a second at a million samples), so the first search after a load does not wait. */
  prepare(size: number): void {
    this.postingsOf(size);
    this.sortedCodes();
  }

  /**
   * The rows below `size` flagged in `alive` that hold every term, ascending; undefined when a term has a spelling
   * the words cannot answer for (a digit, a letter beyond a-z), or there are more than 255 terms.
   */
  matching(terms: readonly SearchTerm[], size: number, alive: Uint8Array): Int32Array | undefined {
    if (!terms.length || terms.length > 255 || !terms.every(answerable)) return undefined;
    const postings = this.postingsOf(size);
    const marks = this.marks;
    terms.forEach((term, position) => {
      // one letter: every row whose words begin with it, from their initials
      const letters = term.beginnings.filter((beginning) => beginning.length === 1);
      if (letters.length) {
        const wanted = letters.reduce((bits, letter) => bits | initialOf(letter), 0);
        for (let at = 0; at < size; at += 1)
          if (marks[at] === position && (this.initials[at] as number) & wanted) marks[at] = position + 1;
      }
      const longer = { ...term, beginnings: term.beginnings.filter((beginning) => beginning.length > 1) };
      for (const code of this.codesOf(longer)) {
        const rows = postings[code] ?? NONE;
        for (let index = 0; index < rows.length; index += 1) {
          const at = rows[index] as number;
          if (marks[at] === position) marks[at] = position + 1;
        }
      }
    });
    const all = terms.length;
    let found = 0;
    for (let at = 0; at < size; at += 1) if (marks[at] === all && alive[at]) found += 1;
    const rows = new Int32Array(found);
    found = 0;
    for (let at = 0; at < size; at += 1) if (marks[at] === all && alive[at]) rows[found++] = at;
    marks.fill(0, 0, size);
    return rows;
  }

  /** The codes of the keys a term matches: those beginning with one of its beginnings, and its whole words. */
  private codesOf(term: SearchTerm): Set<number> {
    const codes = new Set<number>();
    for (const word of term.wholeWords) {
      const code = this.codes.get(word);
      if (code !== undefined) codes.add(code);
    }
    const sorted = this.sortedCodes();
    for (const beginning of term.beginnings) {
      // the first key not before the beginning, then every key that begins with it
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((this.keys[sorted[middle] as number] as string) < beginning) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < sorted.length; index += 1) {
        const code = sorted[index] as number;
        if (!(this.keys[code] as string).startsWith(beginning)) break;
        codes.add(code);
      }
    }
    return codes;
  }

  private codeOf(key: string): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codes.set(key, code);
      this.keys.push(key);
      this.sorted = undefined;
      this.postings = undefined;
    }
    return code;
  }

  private sortedCodes(): Int32Array {
    this.sorted ??= Int32Array.from(this.keys.keys()).sort((x, y) => {
      const a = this.keys[x] as string;
      const b = this.keys[y] as string;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    return this.sorted;
  }

  /** Each code's rows among the first `size`, counted then placed in one array (rows ascending in each). */
  private postingsOf(size: number): Int32Array[] {
    if (this.postings) return this.postings;
    const sizes = new Int32Array(this.keys.length);
    for (let at = 0; at < size; at += 1) {
      const first = this.start[at] as number;
      for (let index = first; index < first + (this.count[at] as number); index += 1) {
        const code = this.pool[index] as number;
        sizes[code] = (sizes[code] as number) + 1;
      }
    }
    const all = new Int32Array(sizes.reduce((sum, n) => sum + n, 0));
    const postings: Int32Array[] = [];
    let offset = 0;
    for (const n of sizes) {
      postings.push(all.subarray(offset, offset + n));
      offset += n;
    }
    const filled = new Int32Array(this.keys.length);
    for (let at = 0; at < size; at += 1) {
      const first = this.start[at] as number;
      for (let index = first; index < first + (this.count[at] as number); index += 1) {
        const code = this.pool[index] as number;
        (postings[code] as Int32Array)[filled[code] as number] = at;
        filled[code] = (filled[code] as number) + 1;
      }
    }
    this.postings = postings;
    return postings;
  }

  /** Room for `more` codes at the pool's end: its rows' codes moved together when half of it is unused, else a wider pool. */
  private reserve(more: number) {
    if (this.used + more <= this.pool.length) return;
    if (this.unused * 2 > this.used) {
      const rows = this.start.length;
      const compact = new Int32Array(Math.max(1024, Math.ceil((this.used - this.unused + more) * 1.5)));
      let used = 0;
      for (let at = 0; at < rows; at += 1) {
        const first = this.start[at] as number;
        const n = this.count[at] as number;
        compact.set(this.pool.subarray(first, first + n), used);
        this.start[at] = used;
        used += n;
      }
      this.pool = compact;
      this.used = used;
      this.unused = 0;
      if (this.used + more <= this.pool.length) return;
    }
    const wider = new Int32Array(Math.max(this.used + more, Math.ceil(this.pool.length * 1.5)));
    wider.set(this.pool.subarray(0, this.used));
    this.pool = wider;
  }
}
