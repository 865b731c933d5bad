import {
  SAMPLES_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  SAMPLE_SORTS as CONTRACT_SORTS,
} from '@samplebank/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SKELETON_COUNT, SAMPLE_SORT_LABELS, SAMPLE_SORTS, SAMPLES_PAGE_SIZE } from './constants';

describe('catalogue constants', () => {
  it('use the page size and sorts the API contract defines', () => {
    expect(SAMPLES_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
    expect(SAMPLE_SORTS).toBe(CONTRACT_SORTS);
  });

  it('label all nine sorts, the default reading Stock First', () => {
    expect(SAMPLE_SORTS).toHaveLength(9);
    expect(SAMPLE_SORT_LABELS[SAMPLE_SORTS[0]]).toBe('Stock First');
    expect(SAMPLE_SKELETON_COUNT).toBe(8);
  });
});
