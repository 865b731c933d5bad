import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './diff';

describe('diffSnapshots', () => {
  it('lists changed, added and removed fields by path', () => {
    expect(
      diffSnapshots(
        { name: 'Oak', stock: 4, logistic: { deliveryTime: 3 }, old: true },
        { name: 'Oak', stock: 9, logistic: { deliveryTime: 3, weight: '1kg' } },
      ),
    ).toEqual([
      { path: 'logistic.weight', before: undefined, after: '1kg', kind: 'added' },
      { path: 'old', before: true, after: undefined, kind: 'removed' },
      { path: 'stock', before: 4, after: 9, kind: 'changed' },
    ]);
  });
});
