import { AVAILABILITY_OPTIONS, FACET_NAMES, type TFacetName } from '@samplebank/contracts/catalogue';
import { CERTIFICATION_SCHEMES } from '@samplebank/contracts/material-specs';
import type { SampleFilters } from './catalogue.repository.js';
import { ColourCells, isNear } from './colour-cells.js';
import { FacetWords } from './facet-words.js';
import type { SearchTerm } from './search-terms.js';

// The facet index (ADR 0023): what the filters read of every listed sample, held in the server's memory as one typed
// array per column, so a facets call counts every option of every filter exactly, at a million samples, without
// reading the listing's rows again for each filter. PostgreSQL keeps the truth: the index is filled from the listing
// and follows its writes (facet-index-keeper.ts).

/** A listing row as the index holds it. */
export type FacetRow = {
  id: string;
  categoryId: string | null;
  manufacturerId: string;
  /** in sen: the listing's price has two decimals */
  priceSen: number;
  stock: number;
  colorLabel: string | null;
  usage: string | null;
  architectural: string | null;
  fireBs476: string | null;
  fireEuroclass: string | null;
  slipRating: string | null;
  vocLevel: string | null;
  madeInMalaysia: boolean;
  recycledPercent: number | null;
  leadTimeDays: number | null;
  /** the colour's OKLab point, as the listing's `cube` holds it */
  lab: [number, number, number] | null;
  /** each certificate held: its scheme and the day it expires (`dayOf`; Infinity for none) */
  certificates: { scheme: string; expires: number }[];
  /** the words of its search vector (`tsvector_to_array`), which a search finds it by (facet-words.ts) */
  lexemes?: readonly string[];
};

/** What a facets call counts among: the listing's filters, and the rows its search found (the search's words aside). */
export type FacetQuery = Omit<SampleFilters, 'textQuery' | 'colourByDistance'> & { rows?: Int32Array };

/** Counts by facet, then by option value. */
export type Counts = Map<TFacetName, Map<string, number>>;

/** The day a `YYYY-MM-DD` date is, counted from 1970 (the unit of a certificate's expiry). */
export function dayOf(date: string): number {
  if (date === 'infinity') return Number.POSITIVE_INFINITY;
  if (date === '-infinity') return Number.NEGATIVE_INFINITY;
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Today in Malaysia, as `dayOf` counts (the day a certificate stops counting on, as the listing's filter reads it). */
export function malaysianToday(now = new Date()): number {
  return dayOf(MALAYSIAN_DATE.format(now));
}

// made once: a formatter takes a millisecond to make, more than a count of a thousand rows
const MALAYSIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** A column's values as small numbers: 0 is none, then each value in the order first seen. */
class Dictionary {
  readonly values: (string | null)[] = [null];
  private readonly codes = new Map<string, number>();

  codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      if (code > 0xffff) throw new Error('the facet index holds at most 65,535 values per column');
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value asked for; -1 for a value no row has (nothing matches it). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

const CODED = [
  'categoryId',
  'manufacturerId',
  'colorLabel',
  'usage',
  'architectural',
  'fireBs476',
  'fireEuroclass',
  'slipRating',
  'vocLevel',
] as const;
type Coded = (typeof CODED)[number];

/** The facet each coded column's options are counted for. */
const FACET_OF: Record<Coded, TFacetName> = {
  categoryId: 'sampleCategoryIds',
  manufacturerId: 'manufacturerIds',
  colorLabel: 'color',
  usage: 'usage',
  architectural: 'architectural',
  fireBs476: 'fireBs476',
  fireEuroclass: 'euroclass',
  slipRating: 'slipRatings',
  vocLevel: 'vocLevels',
};

const SCHEMES: readonly string[] = CERTIFICATION_SCHEMES;
// the schemes a row holds are bits of a 16-bit word
if (SCHEMES.length > 16) throw new Error('the facet index holds at most 16 certification schemes');
/** a day beyond any expiry the index holds: a certificate without one */
const NEVER = 0x7fffffff;

/** Holds the samples' filter columns; `count` answers for any filters. Not safe to change while a count runs (none is async). */
export class FacetIndex {
  private capacity = 0;
  /** rows held, removed ones included (`alive`) */
  size = 0;
  /** each row's id, as four 32-bit words (no string per row: a million of them would weigh on every collection) */
  private idWords = new Uint32Array(0);
  /** an open-addressing table of row numbers by id (-1 empty), at least twice the rows */
  private slots = new Int32Array(0);
  private alive = new Uint8Array(0);
  private readonly dictionaries = Object.fromEntries(CODED.map((column) => [column, new Dictionary()])) as Record<
    Coded,
    Dictionary
  >;
  private coded = Object.fromEntries(CODED.map((column) => [column, new Uint16Array(0)])) as Record<Coded, Uint16Array>;
  private priceSen = new Float64Array(0);
  private stock = new Int32Array(0);
  private madeInMalaysia = new Uint8Array(0);
  /** -1 for none */
  private recycledPercent = new Int32Array(0);
  private leadTimeDays = new Int32Array(0);
  /** three per row; NaN for a sample without a colour */
  private lab = new Float64Array(0);
  /** the colours in cells, made when a colour page first needs them and dropped when a colour changes or is added */
  private cells: ColourCells | undefined;
  /** a bit per scheme (CERTIFICATION_SCHEMES' order) held */
  private certificatesHeld = new Uint16Array(0);
  /** a day per scheme per row (NEVER for no expiry) */
  private certificateExpiry = new Int32Array(0);
  /** each coded column's rows by code, made when a count first needs them and dropped at any change */
  private postings = new Map<Coded | 'certificates', Int32Array[]>();
  private alivePostings: Int32Array | undefined;
  /** each row's search words */
  private readonly words = new FacetWords();
  /** where a count's passes keep the rows that pass so far */
  private scratch = new Int32Array(0);
  /** beside them, for a colour's rows found in its cells, their squared distances to it */
  private squaredScratch = new Float64Array(0);
  /** a flag per row: in the rows a count chose */
  private chosen = new Uint8Array(0);
  /** the whole catalogue's counts (a filter panel with nothing chosen), made once per change and day */
  private unfiltered: { key: string; result: { counts: Counts; total: number } } | undefined;

  /** Adds a row, or replaces the one with its id. */
  put(row: FacetRow): void {
    const words = wordsOf(row.id);
    let at = this.rowOf(words);
    if (at < 0) {
      at = this.size;
      this.grow(at + 1);
      this.size += 1;
      this.cells = undefined;
      this.idWords.set(words, at * 4);
      this.place(at);
    }
    this.alive[at] = 1;
    for (const column of CODED) this.coded[column][at] = this.dictionaries[column].codeOf(row[column]);
    this.priceSen[at] = row.priceSen;
    this.stock[at] = row.stock;
    this.madeInMalaysia[at] = row.madeInMalaysia ? 1 : 0;
    this.recycledPercent[at] = row.recycledPercent ?? -1;
    this.leadTimeDays[at] = row.leadTimeDays ?? -1;
    const [l, a, b] = row.lab ?? [Number.NaN, Number.NaN, Number.NaN];
    // (the cells hold removed rows too, and pass over them: only a colour moved or added changes them)
    if (!(Object.is(this.lab[at * 3], l) && Object.is(this.lab[at * 3 + 1], a) && Object.is(this.lab[at * 3 + 2], b)))
      this.cells = undefined;
    this.lab[at * 3] = l;
    this.lab[at * 3 + 1] = a;
    this.lab[at * 3 + 2] = b;
    let held = 0;
    this.certificateExpiry.fill(0, at * SCHEMES.length, (at + 1) * SCHEMES.length);
    for (const { scheme, expires } of row.certificates) {
      const bit = SCHEMES.indexOf(scheme);
      if (bit < 0) continue;
      const day = Math.min(expires, NEVER);
      const slot = at * SCHEMES.length + bit;
      // two certificates of one scheme: the later expiry counts
      if (held & (1 << bit)) this.certificateExpiry[slot] = Math.max(this.certificateExpiry[slot] ?? 0, day);
      else this.certificateExpiry[slot] = day;
      held |= 1 << bit;
    }
    this.certificatesHeld[at] = held;
    this.words.set(at, row.lexemes ?? []);
    this.changed();
  }

  /** Drops the row with this id, if held. */
  remove(id: string): void {
    const at = this.rowOf(wordsOf(id));
    if (at < 0) return;
    this.alive[at] = 0;
    this.changed();
  }

  private changed() {
    if (this.postings.size) this.postings.clear();
    this.alivePostings = undefined;
    this.unfiltered = undefined;
  }

  /** How many rows are held (removed ones aside). */
  get rows(): number {
    let alive = 0;
    for (let at = 0; at < this.size; at += 1) alive += this.alive[at] ?? 0;
    return alive;
  }

  /**
   * The rows a search's terms all match, as the listing's full-text query matches them; undefined when a term has a
   * spelling only the database can match (see facet-words.ts).
   */
  searchRows(terms: readonly SearchTerm[]): Int32Array | undefined {
    return this.words.matching(terms, this.size, this.alive);
  }

  /**
   * Makes what a search and a colour page read now (the words' rows, the colours' cells), as a full read ends, rather
   * than at the first search or colour page.
   */
  prepare(): void {
    this.words.prepare(this.size);
    this.cellsOf();
  }

  /** How many rows pass the query. */
  count(query: FacetQuery, today = malaysianToday()): number {
    return this.select(query, today).length;
  }

  /** The row numbers of these ids (a search's matches), those not held left out. */
  rowsOf(ids: string[]): Int32Array {
    const rows: number[] = [];
    for (const id of ids) {
      const at = this.rowOf(wordsOf(id));
      if (at >= 0 && this.alive[at]) rows.push(at);
    }
    return Int32Array.from(rows);
  }

  /**
   * How many of the rows passing `query` have each value of each named facet, and how many pass: as `whereOf` and the
   * facets' SQL count them (a category by its own id; a certificate only while valid on `today`).
   */
  countOptions(
    query: FacetQuery,
    names: readonly TFacetName[],
    today = malaysianToday(),
  ): { counts: Counts; total: number } {
    if (Object.values(query).some((value) => value !== undefined)) return this.countAll(query, names, today);
    // the whole catalogue: every facet counted once per change and day, each call given the facets it names
    const key = String(today);
    if (this.unfiltered?.key !== key) this.unfiltered = { key, result: this.countAll({}, FACET_NAMES, today) };
    const { counts, total } = this.unfiltered.result;
    return { counts: new Map(names.map((name) => [name, counts.get(name) ?? new Map()])), total };
  }

  private countAll(query: FacetQuery, names: readonly TFacetName[], today: number): { counts: Counts; total: number } {
    const filtered = Object.values(query).some((value) => value !== undefined);
    // (counted before the query's rows are chosen: both use the one buffer)
    const whole = filtered ? this.countOptions({}, FACET_NAMES, today).counts : undefined;
    const rows = this.select(query, today);
    const alive = this.aliveRows();
    if (!whole || rows.length * 2 <= alive.length)
      return { counts: new Map(names.map((name) => [name, this.tally(name, rows, today)])), total: rows.length };
    // most of the catalogue (in stock, say): the whole catalogue's counts less those of the few rows left out
    const chosen = this.chosen;
    chosen.fill(0, 0, this.size);
    for (const at of rows) chosen[at] = 1;
    const left = this.scratch;
    let count = 0;
    for (const at of alive) if (!chosen[at]) left[count++] = at;
    const leftOut = left.subarray(0, count);
    const counts: Counts = new Map(
      names.map((name) => {
        const less = this.tally(name, leftOut, today);
        const all = whole.get(name) ?? new Map<string, number>();
        const result = new Map<string, number>();
        for (const [value, total] of all) {
          const remaining = total - (less.get(value) ?? 0);
          if (remaining > 0) result.set(value, remaining);
        }
        return [name, result];
      }),
    );
    return { counts, total: rows.length };
  }

  /**
   * A page of the samples passing the query in "Closest colour" order, as the listing's SQL orders them: by the
   * `cube`'s distance to the colour (`<->`), nearest first, samples at one distance by id as PostgreSQL orders uuids;
   * `offset` samples skipped. With how many pass, exactly. Only the nearest `offset + limit` are ever sorted (a heap).
   */
  nearest(
    query: FacetQuery & { nearColor: string },
    offset: number,
    limit: number,
    today = malaysianToday(),
  ): { page: { id: string; distance: number }[]; total: number } {
    const point = pointOf(query.nearColor);
    if (!point) return { page: [], total: 0 };
    const { rows, squared } = this.choose(query, today, true);
    const wanted = Math.min(offset + limit, rows.length);
    if (offset >= wanted) return { page: [], total: rows.length };
    const nearest = new Nearest(wanted, this.idWords);
    if (squared) offerMeasured(nearest, rows, squared);
    else offerEach(nearest, rows, this.lab, point);
    const page = nearest
      .inOrder()
      .slice(offset)
      .map(({ at, distance }) => ({ id: this.idOf(at), distance }));
    return { page, total: rows.length };
  }

  /** A row's id, as PostgreSQL writes a uuid. */
  private idOf(at: number): string {
    const hex = Array.from(this.idWords.subarray(at * 4, at * 4 + 4), (word) =>
      word.toString(16).padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * The rows passing the query, in row order, found as a column store finds them: the most selective value list's rows
   * (or every row), then each filter in turn, one tight pass over one column each.
   */
  private select(query: FacetQuery, today: number): Int32Array {
    return this.choose(query, today, false).rows;
  }

  /**
   * `select`'s rows; with `measured` and a colour asked for alone, maybe as its cells give them instead: in their order,
   * with `squared`, each one's squared distance to the colour.
   */
  private choose(query: FacetQuery, today: number, measured: boolean): { rows: Int32Array; squared?: Float64Array } {
    // the passes compact the rows in place, in one buffer kept for them (a count runs to its end before another starts)
    const rows = this.scratch;
    const point = query.nearColor ? pointOf(query.nearColor) : undefined;
    if (query.nearColor && !point) return { rows: rows.subarray(0, 0) };
    const drivers = this.driversOf(query) ?? [this.aliveRows()];
    // a colour's own cells drive when they hold fewer rows than the filters' lists: the rows near it, found exactly
    const byColour =
      point !== undefined && this.cellsOf().candidates(point) < drivers.reduce((sum, list) => sum + list.length, 0);
    let count = 0;
    if (byColour) {
      count = this.cellsOf().near(point, this.alive, rows, this.squaredScratch);
      const alone = Object.entries(query).every(([name, value]) => value === undefined || name === 'nearColor');
      if (measured && alone) return { rows: rows.subarray(0, count), squared: this.squaredScratch.subarray(0, count) };
      // the passes below read each column in row order, as it is stored
      count = this.inRowOrder(rows, count);
    } else
      for (const list of drivers) {
        rows.set(list, count);
        count += list.length;
      }
    const coded: [Coded, string[] | undefined][] = [
      ['categoryId', query.categoryIds],
      ['manufacturerId', nonEmpty(query.manufacturerIds)],
      ['colorLabel', query.color ? [query.color] : undefined],
      ['usage', query.usage ? [query.usage] : undefined],
      ['architectural', query.architectural ? [query.architectural] : undefined],
      ['fireBs476', nonEmpty(query.fireBs476)],
      ['fireEuroclass', nonEmpty(query.euroclass)],
      ['slipRating', nonEmpty(query.slipRatings)],
      ['vocLevel', nonEmpty(query.vocLevels)],
    ];
    for (const [column, values] of coded) {
      if (!values) continue;
      const mask = new Uint8Array(this.dictionaries[column].values.length);
      for (const value of values) {
        const code = this.dictionaries[column].find(value);
        if (code > 0) mask[code] = 1;
      }
      count = keepCoded(rows, count, this.coded[column], mask);
    }
    if (query.rows) {
      const inSearch = new Uint8Array(this.size);
      for (const at of query.rows) inSearch[at] = 1;
      count = keepFlagged(rows, count, inSearch);
    }
    const priceMin = query.priceMin !== undefined && query.priceMin > 0 ? senAtLeast(query.priceMin) : undefined;
    const priceMax = query.priceMax !== undefined ? senAtMost(query.priceMax) : undefined;
    if (priceMin !== undefined || priceMax !== undefined)
      count = keepBetween(
        rows,
        count,
        this.priceSen,
        priceMin ?? Number.NEGATIVE_INFINITY,
        priceMax ?? Number.POSITIVE_INFINITY,
      );
    if (query.inStock === true) count = keepWhole(rows, count, this.stock, 1, Number.POSITIVE_INFINITY);
    if (query.inStock === false) count = keepWhole(rows, count, this.stock, 0, 0);
    if (query.madeInMalaysia) count = keepFlagged(rows, count, this.madeInMalaysia);
    if (query.recycledMin !== undefined && query.recycledMin > 0)
      count = keepWhole(rows, count, this.recycledPercent, query.recycledMin, Number.POSITIVE_INFINITY);
    // none is -1: below any limit asked for, and left out as the listing leaves a sample without a lead time out
    if (query.leadTimeMax !== undefined) count = keepWhole(rows, count, this.leadTimeDays, 0, query.leadTimeMax);
    if (query.certifications?.length) {
      const bits = query.certifications.map((scheme) => SCHEMES.indexOf(scheme)).filter((bit) => bit >= 0);
      count = keepCertified(rows, count, this.certificatesHeld, this.certificateExpiry, bits, today);
    }
    if (point && !byColour) count = keepNear(rows, count, this.lab, point);
    return { rows: rows.subarray(0, count) };
  }

  /** Puts the first `count` rows in row order (each held once). */
  private inRowOrder(rows: Int32Array, count: number): number {
    // a few are sorted; more are flagged, and the flags read back in one pass
    if (count * 64 < this.size) {
      rows.subarray(0, count).sort();
      return count;
    }
    const flags = this.chosen;
    flags.fill(0, 0, this.size);
    for (let index = 0; index < count; index += 1) flags[rows[index] as number] = 1;
    let kept = 0;
    for (let at = 0; at < this.size; at += 1) if (flags[at]) rows[kept++] = at;
    return kept;
  }

  private cellsOf(): ColourCells {
    this.cells ??= ColourCells.of(this.lab, this.size);
    return this.cells;
  }

  /** Every row held, removed ones aside (kept until the next change). */
  private aliveRows(): Int32Array {
    if (this.alivePostings) return this.alivePostings;
    const rows = new Int32Array(this.size);
    let kept = 0;
    for (let at = 0; at < this.size; at += 1) if (this.alive[at]) rows[kept++] = at;
    this.alivePostings = rows.subarray(0, kept);
    return this.alivePostings;
  }

  private driversOf(query: FacetQuery): Int32Array[] | undefined {
    const candidates: Int32Array[][] = [];
    if (query.rows) candidates.push([query.rows]);
    const byValues = (column: Coded, values: string[] | undefined) => {
      if (!values) return;
      const lists = this.postingsOf(column);
      const codes = new Set(values.map((value) => this.dictionaries[column].find(value)).filter((code) => code > 0));
      candidates.push([...codes].map((code) => lists[code] ?? new Int32Array(0)));
    };
    byValues('categoryId', query.categoryIds);
    byValues('manufacturerId', nonEmpty(query.manufacturerIds));
    byValues('colorLabel', query.color ? [query.color] : undefined);
    byValues('usage', query.usage ? [query.usage] : undefined);
    byValues('architectural', query.architectural ? [query.architectural] : undefined);
    byValues('fireBs476', nonEmpty(query.fireBs476));
    byValues('fireEuroclass', nonEmpty(query.euroclass));
    byValues('slipRating', nonEmpty(query.slipRatings));
    byValues('vocLevel', nonEmpty(query.vocLevels));
    // a sample holding two of the schemes asked for is in both lists: only one certificate's list is a driver then
    if (query.certifications?.length === 1) {
      const bit = SCHEMES.indexOf(query.certifications[0] as string);
      candidates.push([bit < 0 ? new Int32Array(0) : (this.postingsOf('certificates')[bit] ?? new Int32Array(0))]);
    }
    let best: Int32Array[] | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const lists of candidates) {
      const rows = lists.reduce((sum, list) => sum + list.length, 0);
      if (rows < fewest) {
        fewest = rows;
        best = lists;
      }
    }
    return best;
  }

  /** Each code's rows of a column (of a scheme's for the certificates), in row order. */
  private postingsOf(column: Coded | 'certificates'): Int32Array[] {
    const made = this.postings.get(column);
    if (made) return made;
    const codeAt = column === 'certificates' ? undefined : (at: number) => this.coded[column][at] as number;
    const slots = column === 'certificates' ? SCHEMES.length : this.dictionaries[column].values.length;
    const sizes = new Int32Array(slots);
    const each = (add: (slot: number, at: number) => void) => {
      for (let at = 0; at < this.size; at += 1) {
        if (!this.alive[at]) continue;
        if (codeAt) add(codeAt(at), at);
        else {
          const held = this.certificatesHeld[at] as number;
          for (let bit = 0; held >> bit; bit += 1) if (held & (1 << bit)) add(bit, at);
        }
      }
    };
    each((slot) => {
      sizes[slot] = (sizes[slot] as number) + 1;
    });
    const lists = Array.from(sizes, (size) => new Int32Array(size));
    const filled = new Int32Array(slots);
    each((slot, at) => {
      (lists[slot] as Int32Array)[filled[slot] as number] = at;
      filled[slot] = (filled[slot] as number) + 1;
    });
    this.postings.set(column, lists);
    return lists;
  }

  /** Counts one facet's options among the rows. */
  private tally(name: TFacetName, rows: Int32Array, today: number): Map<string, number> {
    const coded = (Object.keys(FACET_OF) as Coded[]).find((column) => FACET_OF[column] === name);
    if (coded) {
      const values = this.dictionaries[coded].values;
      return counted(values, tallyCoded(rows, this.coded[coded], values.length));
    }
    if (name === 'availability') {
      const inStock = countPositive(rows, this.stock);
      return counted(AVAILABILITY_OPTIONS, Int32Array.of(inStock, rows.length - inStock));
    }
    if (name === 'madeInMalaysia') return counted(['true'], Int32Array.of(countFlagged(rows, this.madeInMalaysia)));
    return counted(SCHEMES, countValidCertificates(rows, this.certificatesHeld, this.certificateExpiry, today));
  }

  /** The row holding the id of these words, or -1. */
  private rowOf(words: Uint32Array): number {
    const mask = this.slots.length - 1;
    if (mask < 0) return -1;
    for (let slot = hashOf(words) & mask; ; slot = (slot + 1) & mask) {
      const at = this.slots[slot] as number;
      if (at < 0) return -1;
      const base = at * 4;
      if (
        this.idWords[base] === words[0] &&
        this.idWords[base + 1] === words[1] &&
        this.idWords[base + 2] === words[2] &&
        this.idWords[base + 3] === words[3]
      )
        return at;
    }
  }

  /** Enters a row's id in the table. */
  private place(at: number) {
    const mask = this.slots.length - 1;
    let slot = hashOf(this.idWords.subarray(at * 4, at * 4 + 4)) & mask;
    while ((this.slots[slot] as number) >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = at;
  }

  private grow(rows: number) {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, Math.ceil(this.capacity * 1.5), 1024);
    const widened = <T extends Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float64Array>(
      old: T,
      make: (length: number) => T,
      perRow = 1,
    ) => {
      const next = make(capacity * perRow);
      next.set(old);
      return next;
    };
    this.alive = widened(this.alive, (length) => new Uint8Array(length));
    for (const column of CODED) this.coded[column] = widened(this.coded[column], (length) => new Uint16Array(length));
    this.priceSen = widened(this.priceSen, (length) => new Float64Array(length));
    this.stock = widened(this.stock, (length) => new Int32Array(length));
    this.madeInMalaysia = widened(this.madeInMalaysia, (length) => new Uint8Array(length));
    this.recycledPercent = widened(this.recycledPercent, (length) => new Int32Array(length));
    this.leadTimeDays = widened(this.leadTimeDays, (length) => new Int32Array(length));
    this.lab = widened(this.lab, (length) => new Float64Array(length), 3);
    this.certificatesHeld = widened(this.certificatesHeld, (length) => new Uint16Array(length));
    this.certificateExpiry = widened(this.certificateExpiry, (length) => new Int32Array(length), SCHEMES.length);
    this.idWords = widened(this.idWords, (length) => new Uint32Array(length), 4);
    this.words.grow(capacity);
    this.scratch = new Int32Array(capacity);
    this.squaredScratch = new Float64Array(capacity);
    this.chosen = new Uint8Array(capacity);
    this.capacity = capacity;
    // the id table, twice the capacity rounded up to a power of two, filled again
    let slots = 1;
    while (slots < capacity * 2) slots *= 2;
    this.slots = new Int32Array(slots).fill(-1);
    for (let at = 0; at < this.size; at += 1) this.place(at);
  }
}

/**
 * The `size` nearest rows offered so far, in a heap whose top is the farthest of them (ties: the larger id), so a row
 * offered is compared with one row and, when it is nearer, replaces it in log(size) steps.
 */
class Nearest {
  private readonly rows: Int32Array;
  private readonly distances: Float64Array;
  private count = 0;

  constructor(
    private readonly size: number,
    private readonly idWords: Uint32Array,
  ) {
    this.rows = new Int32Array(size);
    this.distances = new Float64Array(size);
  }

  /** Offers a row; answers whether the heap is full (`farthest` then bounds what it can still take). */
  offer(at: number, distance: number): boolean {
    if (this.count < this.size) {
      this.rows[this.count] = at;
      this.distances[this.count] = distance;
      this.count += 1;
      this.up(this.count - 1);
      return this.count === this.size;
    }
    if (!this.isBefore(at, distance, this.rows[0] as number, this.distances[0] as number)) return true;
    this.rows[0] = at;
    this.distances[0] = distance;
    this.down(0);
    return true;
  }

  /** The distance of the farthest row kept. */
  farthest(): number {
    return this.distances[0] as number;
  }

  /** The rows kept, nearest first. */
  inOrder(): { at: number; distance: number }[] {
    const kept = Array.from(this.rows.subarray(0, this.count), (at, index) => ({
      at,
      distance: this.distances[index] as number,
    }));
    return kept.sort((x, y) => (this.isBefore(x.at, x.distance, y.at, y.distance) ? -1 : 1));
  }

  /** Whether row `a` comes before row `b` in the order: nearer, or as near with the smaller id (bytes compared). */
  private isBefore(a: number, distanceA: number, b: number, distanceB: number): boolean {
    if (distanceA !== distanceB) return distanceA < distanceB;
    for (let word = 0; word < 4; word += 1) {
      const x = this.idWords[a * 4 + word] as number;
      const y = this.idWords[b * 4 + word] as number;
      if (x !== y) return x < y;
    }
    return false;
  }

  /** Whether the heap's entry `i` belongs above entry `j` (it comes later in the order). */
  private above(i: number, j: number): boolean {
    return this.isBefore(
      this.rows[j] as number,
      this.distances[j] as number,
      this.rows[i] as number,
      this.distances[i] as number,
    );
  }

  private swap(i: number, j: number) {
    const row = this.rows[i] as number;
    this.rows[i] = this.rows[j] as number;
    this.rows[j] = row;
    const distance = this.distances[i] as number;
    this.distances[i] = this.distances[j] as number;
    this.distances[j] = distance;
  }

  private up(index: number) {
    let at = index;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.above(at, parent)) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private down(index: number) {
    let at = index;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let top = at;
      if (left < this.count && this.above(left, top)) top = left;
      if (right < this.count && this.above(right, top)) top = right;
      if (top === at) return;
      this.swap(at, top);
      at = top;
    }
  }
}

// The passes over one column each (monomorphic, so each runs as a tight loop): each keeps the first `count` rows that
// pass at the front of `rows`, and answers how many.

function keepCoded(rows: Int32Array, count: number, column: Uint16Array, mask: Uint8Array): number {
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    if (mask[column[at] as number]) rows[kept++] = at;
  }
  return kept;
}

function keepFlagged(rows: Int32Array, count: number, flags: Uint8Array): number {
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    if (flags[at]) rows[kept++] = at;
  }
  return kept;
}

function keepWhole(rows: Int32Array, count: number, column: Int32Array, min: number, max: number): number {
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    const value = column[at] as number;
    if (value >= min && value <= max) rows[kept++] = at;
  }
  return kept;
}

function keepBetween(rows: Int32Array, count: number, column: Float64Array, min: number, max: number): number {
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    const value = column[at] as number;
    if (value >= min && value <= max) rows[kept++] = at;
  }
  return kept;
}

function keepCertified(
  rows: Int32Array,
  count: number,
  held: Uint16Array,
  expiry: Int32Array,
  bits: number[],
  today: number,
): number {
  let wanted = 0;
  for (const bit of bits) wanted |= 1 << bit;
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    const both = (held[at] as number) & wanted;
    if (!both) continue;
    for (const bit of bits)
      if (both & (1 << bit) && (expiry[at * SCHEMES.length + bit] as number) >= today) {
        rows[kept++] = at;
        break;
      }
  }
  return kept;
}

/** Offers each row to the nearest, its distance from its squared distance in `squared` beside it. */
function offerMeasured(nearest: Nearest, rows: Int32Array, squared: Float64Array) {
  // a row clearly farther than the farthest kept (its squared distance past that one's square, with room for
  // rounding) is passed over without a square root or a call
  let beyond = Number.POSITIVE_INFINITY;
  for (let index = 0; index < rows.length; index += 1) {
    const distance = squared[index] as number;
    if (distance > beyond) continue;
    if (nearest.offer(rows[index] as number, Math.sqrt(distance))) beyond = nearest.farthest() ** 2 * (1 + 1e-9);
  }
}

/** Offers each row to the nearest, its distance to the point measured from its colour in `lab`. */
function offerEach(nearest: Nearest, rows: Int32Array, lab: Float64Array, [l, a, b]: [number, number, number]) {
  let beyond = Number.POSITIVE_INFINITY;
  for (let index = 0; index < rows.length; index += 1) {
    const at = rows[index] as number;
    const dl = (lab[at * 3] as number) - l;
    const da = (lab[at * 3 + 1] as number) - a;
    const db = (lab[at * 3 + 2] as number) - b;
    const squared = dl * dl + da * da + db * db;
    if (squared > beyond) continue;
    if (nearest.offer(at, Math.sqrt(squared))) beyond = nearest.farthest() ** 2 * (1 + 1e-9);
  }
}

/** Within NEAR_COLOR_MAX_DISTANCE of the point, as the `cube`'s `<->` measures (a row without a colour is NaN away). */
function keepNear(rows: Int32Array, count: number, lab: Float64Array, [l, a, b]: [number, number, number]): number {
  let kept = 0;
  for (let index = 0; index < count; index += 1) {
    const at = rows[index] as number;
    const dl = (lab[at * 3] as number) - l;
    const da = (lab[at * 3 + 1] as number) - a;
    const db = (lab[at * 3 + 2] as number) - b;
    if (isNear(dl * dl + da * da + db * db)) rows[kept++] = at;
  }
  return kept;
}

function countPositive(rows: Int32Array, column: Int32Array): number {
  let positive = 0;
  for (let index = 0; index < rows.length; index += 1) if ((column[rows[index] as number] as number) > 0) positive += 1;
  return positive;
}

function countFlagged(rows: Int32Array, flags: Uint8Array): number {
  let flagged = 0;
  for (let index = 0; index < rows.length; index += 1) flagged += flags[rows[index] as number] as number;
  return flagged;
}

/** How many of the rows hold a certificate of each scheme valid on `today`. */
function countValidCertificates(rows: Int32Array, held: Uint16Array, expiry: Int32Array, today: number): Int32Array {
  const counts = new Int32Array(SCHEMES.length);
  for (let index = 0; index < rows.length; index += 1) {
    const at = rows[index] as number;
    const schemes = held[at] as number;
    if (!schemes) continue;
    for (let bit = 0; schemes >> bit; bit += 1)
      if (schemes & (1 << bit) && (expiry[at * SCHEMES.length + bit] as number) >= today)
        counts[bit] = (counts[bit] as number) + 1;
  }
  return counts;
}

function tallyCoded(rows: Int32Array, column: Uint16Array, codes: number): Int32Array {
  const counts = new Int32Array(codes);
  for (let index = 0; index < rows.length; index += 1) {
    const code = column[rows[index] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  return counts;
}

/** A list of values asked for, as `whereOf` reads it: an empty one asks for nothing (a category list excepted). */
function nonEmpty(values: string[] | undefined): string[] | undefined {
  return values?.length ? values : undefined;
}

/** A uuid's 128 bits as four words. */
function wordsOf(id: string): Uint32Array {
  const hex = id.replaceAll('-', '');
  const words = new Uint32Array(4);
  for (let word = 0; word < 4; word += 1) words[word] = Number.parseInt(hex.slice(word * 8, word * 8 + 8), 16) >>> 0;
  return words;
}

/** A slot for an id: two of its words mixed (murmur3's finaliser), as uuids of any version have random bits there. */
function hashOf(words: Uint32Array): number {
  let hash = (words[3] as number) ^ (words[1] as number);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** The counts above 0, by value. */
function counted(values: readonly (string | null)[], counts: Int32Array): Map<string, number> {
  const result = new Map<string, number>();
  counts.forEach((count, code) => {
    const value = values[code];
    if (count > 0 && value !== null && value !== undefined) result.set(value, count);
  });
  return result;
}

/** The fewest sen a price of at least `ringgit` has (a price is whole sen: 10.005 asks for 10.01). */
function senAtLeast(ringgit: number): number {
  const sen = ringgit * 100;
  const whole = Math.round(sen);
  return Math.abs(sen - whole) < 1e-6 ? whole : Math.ceil(sen);
}

/** The most sen a price of at most `ringgit` has. */
function senAtMost(ringgit: number): number {
  const sen = ringgit * 100;
  const whole = Math.round(sen);
  return Math.abs(sen - whole) < 1e-6 ? whole : Math.floor(sen);
}

/** A `cube` point's text, "(l, a, b)", as numbers. */
export function pointOf(cube: string): [number, number, number] | undefined {
  const numbers = cube
    .replace(/[()\s]/g, '')
    .split(',')
    .map(Number);
  if (numbers.length !== 3 || numbers.some((value) => !Number.isFinite(value))) return undefined;
  return numbers as [number, number, number];
}
