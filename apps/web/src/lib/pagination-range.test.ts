import { describe, expect, it } from 'vitest';
import { getPaginationRange } from './pagination-range';

describe('getPaginationRange', () => {
  it('lists every page when there are five or fewer', () => {
    expect(getPaginationRange(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows a window of five with the last page at the start', () => {
    expect(getPaginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('shows the first and last page around a window in the middle', () => {
    expect(getPaginationRange(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('shows the first page before a window at the end', () => {
    expect(getPaginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});
