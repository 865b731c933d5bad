import { describe, expect, it } from 'vitest';
import {
  changePercent,
  daysIn,
  eachDay,
  INSIGHTS_MAX_DAYS,
  lastDays,
  previousPeriod,
  rangeProblem,
  resolveRange,
} from './insights.js';

// 2026-03-01 00:30 in Kuala Lumpur is still 2026-02-28 in UTC
const justAfterMidnight = new Date('2026-02-28T16:30:00Z');

describe('insight periods', () => {
  it("counts the last days up to Malaysia's today, both ends included", () => {
    expect(lastDays(7, justAfterMidnight)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(daysIn(lastDays(30, justAfterMidnight))).toBe(30);
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
  });

  it('compares with the period of the same length right before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('lists every day of a period across a month end', () => {
    expect(eachDay({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('fills in what was not asked for', () => {
    expect(resolveRange({}, justAfterMidnight)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolveRange({ from: '2026-02-20' }, justAfterMidnight)).toEqual({ from: '2026-02-20', to: '2026-03-01' });
    expect(resolveRange({ from: '2026-04-01' }, justAfterMidnight)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(resolveRange({ to: '2026-01-30' }, justAfterMidnight)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });

  it('refuses dates that are not real, a reversed period and one longer than a year', () => {
    expect(rangeProblem({ from: '2026-02-30' })).toBe('invalidDate');
    expect(rangeProblem({ to: 'yesterday' })).toBe('invalidDate');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(daysIn({ from: '2024-01-01', to: '2024-12-31' })).toBe(INSIGHTS_MAX_DAYS);
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(rangeProblem({})).toBeUndefined();
  });

  it('says the change from the previous period, or nothing when there was none', () => {
    expect(changePercent(6, 4)).toBe(50);
    expect(changePercent(0, 3)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(1, 3)).toBe(-67);
  });
});
