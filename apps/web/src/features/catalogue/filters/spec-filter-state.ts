// The specifications a listing is filtered by (issue 17), as its address holds them: each list repeats its parameter
// (`certifications=gbi&certifications=myhijau`, any of them), made in Malaysia is `madeInMalaysia=1`, and the recycled
// share and lead time are whole numbers. The lists come from the contracts' zod-free module.
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASSES,
  SLIP_RATINGS,
  type TBs476Class,
  type TCertificationScheme,
  type TEuroclass,
  type TSlipRating,
  type TVocLevel,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';

export type SpecFilters = {
  certifications: TCertificationScheme[];
  fireBs476: TBs476Class[];
  euroclass: TEuroclass[];
  slipRatings: TSlipRating[];
  vocLevels: TVocLevel[];
  madeInMalaysia: boolean;
  /** at least this share of recycled content, in % */
  recycledMin: number | null;
  /** delivered within this many days */
  leadTimeMax: number | null;
};

export const EMPTY_SPEC_FILTERS: SpecFilters = {
  certifications: [],
  fireBs476: [],
  euroclass: [],
  slipRatings: [],
  vocLevels: [],
  madeInMalaysia: false,
  recycledMin: null,
  leadTimeMax: null,
};

/** The spec filters that are lists of options, each with every option it offers, in the order they are shown. */
export const SPEC_LISTS = {
  certifications: CERTIFICATION_SCHEMES,
  fireBs476: BS476_CLASSES,
  euroclass: EUROCLASSES,
  slipRatings: SLIP_RATINGS,
  vocLevels: VOC_LEVELS,
} as const;
export type SpecListName = keyof typeof SPEC_LISTS;
export const SPEC_LIST_NAMES = Object.keys(SPEC_LISTS) as SpecListName[];

/** The bounds the API takes (contracts/catalogue.ts): recycled content in %, lead time in days. */
export const RECYCLED_RANGE = { min: 0, max: 100 } as const;
export const LEAD_TIME_RANGE = { min: 0, max: 365 } as const;

const MADE_IN_MALAYSIA = 'madeInMalaysia';
const RECYCLED_MIN = 'recycledMin';
const LEAD_TIME_MAX = 'leadTimeMax';

function isOption(name: SpecListName, value: string): boolean {
  return (SPEC_LISTS[name] as readonly string[]).includes(value);
}

/** A whole number within the range, or null for none or anything else. */
function readWhole(value: string | null, range: { min: number; max: number }): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : null;
}

/** Each list's chosen options, known ones only, once each, in the order they are offered. */
function listsOf(chosen: (name: SpecListName) => readonly string[]): Pick<SpecFilters, SpecListName> {
  return Object.fromEntries(
    SPEC_LIST_NAMES.map((name) => [
      name,
      (SPEC_LISTS[name] as readonly string[]).filter((option) => chosen(name).includes(option)),
    ]),
  ) as Pick<SpecFilters, SpecListName>;
}

export function parseSpecFilters(params: URLSearchParams): SpecFilters {
  return {
    ...listsOf((name) => params.getAll(name)),
    madeInMalaysia: params.get(MADE_IN_MALAYSIA) === '1',
    recycledMin: readWhole(params.get(RECYCLED_MIN), RECYCLED_RANGE),
    leadTimeMax: readWhole(params.get(LEAD_TIME_MAX), LEAD_TIME_RANGE),
  };
}

/** Whether the address holds a spec value the listing leaves out (an unknown scheme, a share over 100). */
export function hasUnusableSpecValues(params: URLSearchParams): boolean {
  const recycled = params.get(RECYCLED_MIN);
  const leadTime = params.get(LEAD_TIME_MAX);
  const madeInMalaysia = params.get(MADE_IN_MALAYSIA);
  return (
    SPEC_LIST_NAMES.some((name) => params.getAll(name).some((value) => !isOption(name, value))) ||
    (madeInMalaysia !== null && madeInMalaysia !== '1') ||
    (recycled !== null && readWhole(recycled, RECYCLED_RANGE) === null) ||
    (leadTime !== null && readWhole(leadTime, LEAD_TIME_RANGE) === null)
  );
}

/** Adds the spec filters that are set to `params`. */
export function serializeSpecFilters(filters: SpecFilters, params: URLSearchParams): void {
  for (const name of SPEC_LIST_NAMES) for (const value of filters[name]) params.append(name, value);
  if (filters.madeInMalaysia) params.set(MADE_IN_MALAYSIA, '1');
  if (filters.recycledMin !== null) params.set(RECYCLED_MIN, String(filters.recycledMin));
  if (filters.leadTimeMax !== null) params.set(LEAD_TIME_MAX, String(filters.leadTimeMax));
}

/** Each list in the order its options are offered: one address, and one query, for one choice. */
export function sortedSpecFilters(filters: SpecFilters): Pick<SpecFilters, SpecListName> {
  return listsOf((name) => filters[name]);
}

/** The spec filters in use, for the `filters` JSON of the listing and facets queries. */
export function specFiltersQuery(filters: SpecFilters): Record<string, unknown> {
  const sorted = sortedSpecFilters(filters);
  return Object.fromEntries(
    [
      ...SPEC_LIST_NAMES.map((name) => [name, sorted[name].length ? sorted[name] : undefined]),
      ['madeInMalaysia', filters.madeInMalaysia || undefined],
      ['recycledMin', filters.recycledMin ?? undefined],
      ['leadTimeMax', filters.leadTimeMax ?? undefined],
    ].filter(([, value]) => value !== undefined),
  );
}

/** How many spec filters are in use: each chosen option, and each of the switch and the two bounds. */
export function countSpecFilters(filters: SpecFilters): number {
  return (
    SPEC_LIST_NAMES.reduce((sum, name) => sum + filters[name].length, 0) +
    (filters.madeInMalaysia ? 1 : 0) +
    (filters.recycledMin !== null ? 1 : 0) +
    (filters.leadTimeMax !== null ? 1 : 0)
  );
}
