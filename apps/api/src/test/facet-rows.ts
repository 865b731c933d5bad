import type { FacetRow } from '../modules/catalogue/facet-index.js';

// Rows for the facet index's tests, each made of a number: its id, and what a listed sample holds.

/** A uuid made of the number (distinct numbers, distinct ids; the index's hash mixes words 1 and 3). */
export const facetIdOf = (n: number) =>
  `00000000-${(n >>> 16).toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const CATEGORY = { floors: facetIdOf(9001), walls: facetIdOf(9002), roofs: facetIdOf(9003) };
export const BRAND = { kayu: facetIdOf(9101), batu: facetIdOf(9102) };

/** A flooring sample of Kayu's, beige, in stock, with no specifications but what `overrides` gives it. */
export function facetRowOf(n: number, overrides: Partial<FacetRow> = {}): FacetRow {
  return {
    id: facetIdOf(n),
    categoryId: CATEGORY.floors,
    manufacturerId: BRAND.kayu,
    priceSen: 1_000,
    stock: 5,
    colorLabel: 'Beige',
    usage: 'Residential',
    architectural: 'Modern',
    fireBs476: null,
    fireEuroclass: null,
    slipRating: null,
    vocLevel: null,
    madeInMalaysia: false,
    recycledPercent: null,
    leadTimeDays: null,
    lab: null,
    certificates: [],
    ...overrides,
  };
}
