import { describe, expect, it } from 'vitest';
import { canMoveSample, isOnSale, publishProblems } from './sample-lifecycle.js';

const ready = { images: [{}], categoryId: 'c', description: 'A warm oak', colorHex: '#B08050' };

describe('publishProblems', () => {
  it('is empty for a sample with an image, a category, a description and a colour', () => {
    expect(publishProblems(ready)).toEqual([]);
  });

  it('names each thing a sample lacks, in the order a form shows them', () => {
    expect(publishProblems({ images: [], categoryId: null, description: '  ', colorHex: null })).toEqual([
      'image',
      'category',
      'description',
      'colour',
    ]);
    expect(publishProblems({ ...ready, description: undefined })).toEqual(['description']);
  });
});

describe('canMoveSample', () => {
  it('publishes a draft, withdraws or discontinues a published sample, and brings a discontinued one back', () => {
    expect(canMoveSample('draft', 'published')).toBe(true);
    expect(canMoveSample('published', 'draft')).toBe(true);
    expect(canMoveSample('published', 'discontinued')).toBe(true);
    expect(canMoveSample('discontinued', 'published')).toBe(true);
    expect(canMoveSample('discontinued', 'draft')).toBe(true);
  });

  it('never discontinues a draft, which was never sold, and refuses a move to the same status', () => {
    expect(canMoveSample('draft', 'discontinued')).toBe(false);
    expect(canMoveSample('published', 'published')).toBe(false);
  });
});

describe('isOnSale', () => {
  it('is true only for published samples', () => {
    expect(isOnSale('published')).toBe(true);
    expect(isOnSale('draft')).toBe(false);
    expect(isOnSale('discontinued')).toBe(false);
  });
});
