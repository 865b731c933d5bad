import { describe, expect, it } from 'vitest';
import { csvFileName, isNamedLead, pageFromSearch, presetFromSearch, rangeOfPreset, searchOf } from './leads';

// 2026-03-31 09:00 in Kuala Lumpur
const now = new Date('2026-03-31T01:00:00Z');

describe('the leads page', () => {
  it('reads the period and page from the address, the last 90 days and page 1 otherwise', () => {
    expect(presetFromSearch(new URLSearchParams('days=180'))).toBe(180);
    expect(presetFromSearch(new URLSearchParams('days=12'))).toBe(90);
    expect(presetFromSearch(new URLSearchParams())).toBe(90);
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=2.5'))).toBe(1);
  });

  it('writes a choice back with the defaults left out', () => {
    expect(searchOf(90).toString()).toBe('');
    expect(searchOf(30, 2).toString()).toBe('days=30&page=2');
  });

  it('covers the last days up to Malaysia’s today, both ends included', () => {
    expect(rangeOfPreset(30, now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    // 23:30 UTC is already the next day in Malaysia
    expect(rangeOfPreset(90, new Date('2026-03-30T23:30:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('saves a download under the server’s name, else one of its own', () => {
    expect(csvFileName('attachment; filename="leads-2026-03-31.csv"', now)).toBe('leads-2026-03-31.csv');
    expect(csvFileName(null, now)).toBe('leads-2026-03-31.csv');
    expect(csvFileName('attachment; filename="../../evil.sh"', now)).toBe('leads-2026-03-31.csv');
  });

  it('names a lead only when it carries the studio’s contact', () => {
    expect(isNamedLead({ contact: null })).toBe(false);
    expect(isNamedLead({ contact: { name: 'Studio', personInCharge: null, email: null, phone: null } })).toBe(true);
  });
});
