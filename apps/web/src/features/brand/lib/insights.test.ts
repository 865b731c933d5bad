import type { TInsightsSample } from '@samplebank/contracts/brand-insights';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  choiceFromSearch,
  hasActivity,
  rangeOfChoice,
  searchOfChoice,
  seriesSummary,
  sortSamples,
} from './insights';

// 2026-03-01 00:30 in Kuala Lumpur, still 28 February in UTC
const now = new Date('2026-02-28T16:30:00Z');

describe('the period in the address', () => {
  it('reads a quick choice, a picked period, and falls back to the last 30 days', () => {
    expect(choiceFromSearch(new URLSearchParams('days=7'))).toEqual({ preset: 7 });
    expect(choiceFromSearch(new URLSearchParams('days=90'))).toEqual({ preset: 90 });
    expect(choiceFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
    for (const search of [
      '',
      'days=12',
      'from=2026-02-01',
      'from=2026-03-01&to=2026-02-01',
      'from=2020-01-01&to=2026-01-01',
    ])
      expect(choiceFromSearch(new URLSearchParams(search)), search).toEqual({ preset: 30 });
  });

  it('writes a choice back, the default as no parameter at all', () => {
    expect(searchOfChoice({ preset: 30 })).toEqual({});
    expect(searchOfChoice({ preset: 7 })).toEqual({ days: '7' });
    expect(searchOfChoice({ range: { from: '2026-01-01', to: '2026-01-31' } })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it("counts a quick choice back from Malaysia's today", () => {
    expect(rangeOfChoice({ preset: 7 }, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(rangeOfChoice({ preset: 90 }, now)).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });
});

describe('the numbers', () => {
  it('says how a count changed from the previous period', () => {
    expect(changeOf(15, 10)).toEqual({ trend: 'up', percent: 50 });
    expect(changeOf(5, 10)).toEqual({ trend: 'down', percent: 50 });
    expect(changeOf(3, 0)).toEqual({ trend: 'new' });
    expect(changeOf(4, 4)).toEqual({ trend: 'same' });
    expect(changeOf(0, 0)).toEqual({ trend: 'none' });
    expect(changeOf(1001, 1000)).toEqual({ trend: 'same' });
  });

  it("sums a kind's series and finds its busiest day", () => {
    const zero = { view: 0, wishlist: 0, board: 0, request: 0, order: 0 };
    const daily = [
      { ...zero, day: '2026-03-01', view: 2 },
      { ...zero, day: '2026-03-02', view: 5 },
      { ...zero, day: '2026-03-03', view: 5 },
    ];
    expect(seriesSummary(daily, 'view')).toEqual({ total: 12, peak: { day: '2026-03-02', count: 5 } });
    expect(seriesSummary(daily, 'order')).toEqual({ total: 0, peak: null });
    expect(hasActivity(zero)).toBe(false);
    expect(hasActivity({ ...zero, board: 1 })).toBe(true);
  });

  it('sorts the samples by a column, equal rows kept in the order they came', () => {
    const row = (name: string, view: number, order: number) =>
      ({
        _id: name,
        name,
        sku: name,
        imageUrl: null,
        picture: null,
        view,
        wishlist: 0,
        board: 0,
        request: 0,
        order,
      }) as TInsightsSample;
    const rows = [row('Oak', 9, 1), row('Birch', 4, 3), row('Ash', 4, 0)];
    const names = (sorted: TInsightsSample[]) => sorted.map((sample) => sample.name);
    expect(names(sortSamples(rows, 'order', 'descending'))).toEqual(['Birch', 'Oak', 'Ash']);
    expect(names(sortSamples(rows, 'view', 'ascending'))).toEqual(['Birch', 'Ash', 'Oak']);
    expect(names(sortSamples(rows, 'name', 'ascending'))).toEqual(['Ash', 'Birch', 'Oak']);
    expect(names(rows)).toEqual(['Oak', 'Birch', 'Ash']);
  });
});
