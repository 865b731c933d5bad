import { describe, expect, it } from 'vitest';
import { compareIdsOf } from './compare-ids';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('compareIdsOf', () => {
  it('reads the ids in the order of the link', () => {
    expect(compareIdsOf(`${id(2)},${id(1)}`)).toEqual({
      ids: [id(2), id(1)],
      badCount: 0,
      duplicateCount: 0,
      tooMany: null,
    });
  });

  it('leaves out entries that are not sample ids and counts them', () => {
    expect(compareIdsOf(`${id(1)},nope,,${id(2)},123`)).toMatchObject({ ids: [id(1), id(2)], badCount: 2 });
  });

  it('shows a sample named twice once', () => {
    expect(compareIdsOf(`${id(1)},${id(1).toUpperCase()},${id(2)}`)).toMatchObject({
      ids: [id(1), id(2)],
      duplicateCount: 1,
    });
  });

  it('keeps the first four of more and says how many there were', () => {
    const six = [1, 2, 3, 4, 5, 6].map(id).join(',');
    expect(compareIdsOf(six)).toMatchObject({ ids: [id(1), id(2), id(3), id(4)], tooMany: 6 });
  });

  it('reads no parameter as nothing to compare', () => {
    expect(compareIdsOf(null)).toEqual({ ids: [], badCount: 0, duplicateCount: 0, tooMany: null });
  });
});
