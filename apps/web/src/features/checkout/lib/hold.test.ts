import { describe, expect, it } from 'vitest';
import { formatCountdown, formatHoldEnd, secondsUntil } from './hold';

describe('the checkout hold', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('counts whole seconds left, rounding up, and zero once it has ended', () => {
    const now = Date.parse('2026-12-01T02:00:00Z');
    expect(secondsUntil('2026-12-01T02:15:00Z', now)).toBe(900);
    expect(secondsUntil('2026-12-01T02:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-12-01T01:59:00Z', now)).toBe(0);
  });

  it("says when the hold ends in Malaysia's time", () => {
    expect(formatHoldEnd('2026-12-01T06:32:00Z')).toBe('2:32 pm');
  });
});
