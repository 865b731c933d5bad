import { describe, expect, it } from 'vitest';
import { requestCategoryFor } from './sample-request-categories.js';

describe('requestCategoryFor', () => {
  it.each([
    ['Engineered European Oak', 'wood'],
    ['Oak Veneer on MDF', 'wood'],
    ['Solid Chengal', 'wood'],
    ['Extruded Aluminium', 'metal'],
    ['Stainless Steel', 'metal'],
    ['Aluminium Composite', 'composite'],
    ['Wood Plastic Composite', 'composite'],
    ['Moisture-resistant MDF', 'composite'],
    ['Calacatta Marble', 'stone'],
    ['Resin Terrazzo', 'stone'],
    ['Glazed Porcelain', 'ceramic'],
    ['Extruded Terracotta', 'ceramic'],
    ['Acid-etched Float Glass', 'glass'],
    ['Glass Mosaic', 'glass'],
    ['Linen-wrapped Glasswool', 'fabric'],
    ['Wool Carpet', 'fabric'],
    ['Full Grain Leather on MDF', 'fabric'],
    ['PVC Vinyl on Cotton Backing', 'plastic'],
    ['Homogeneous Vinyl', 'plastic'],
  ])('files %s under %s', (material, category) => {
    expect(requestCategoryFor([material])).toBe(category);
  });

  it('reads the catalogue category or the name when the material names none, else answers other', () => {
    expect(requestCategoryFor(['Lime Plaster', 'Timber Flooring', 'Kinabalu'])).toBe('wood');
    expect(requestCategoryFor([null, undefined, 'Carrara Marble Slab'])).toBe('stone');
    expect(requestCategoryFor(['Lime Plaster'])).toBe('other');
    expect(requestCategoryFor([])).toBe('other');
  });
});
