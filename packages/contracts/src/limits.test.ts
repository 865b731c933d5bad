import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.js';
import { tryAgainIn } from './limits.js';

describe('tryAgainIn', () => {
  it('says a wait in words a person reads at a glance', () => {
    expect(tryAgainIn(1)).toBe('in a minute');
    expect(tryAgainIn(60)).toBe('in a minute');
    expect(tryAgainIn(61)).toBe('in about 2 minutes');
    expect(tryAgainIn(889)).toBe('in about 15 minutes');
    expect(tryAgainIn(3599)).toBe('in about an hour');
    expect(tryAgainIn(3600)).toBe('in about an hour');
    expect(tryAgainIn(2.6 * 3600)).toBe('in about 3 hours');
    expect(tryAgainIn(24 * 3600)).toBe('tomorrow');
    expect(tryAgainIn(3 * 24 * 3600)).toBe('in about 3 days');
  });

  it('never says a count of seconds, however odd the wait', () => {
    for (const seconds of [0, -5, 0.4, 59.9, 889, 899, 901, 7199, 86_399, 1_000_000]) {
      expect(tryAgainIn(seconds)).toMatch(/^(in a minute|in about (\d+ minutes|an hour|\d+ hours|\d+ days)|tomorrow)$/);
      expect(tryAgainIn(seconds)).not.toMatch(/second/);
    }
  });

  it('tells a locked account when to try again in words', () => {
    expect(AUTH_MESSAGES.accountLocked(15)).toBe(
      'Too many failed sign-ins for this account. Try again in about 15 minutes, or reset your password.',
    );
    expect(AUTH_MESSAGES.accountLocked(1)).toContain('Try again in a minute');
  });
});

describe('tryAgainIn, in Bahasa Malaysia', () => {
  it('says the wait in Malay words', () => {
    expect(tryAgainIn(30, 'ms')).toBe('dalam seminit lagi');
    expect(tryAgainIn(889, 'ms')).toBe('dalam kira-kira 15 minit');
    expect(tryAgainIn(3600, 'ms')).toBe('dalam kira-kira sejam');
    expect(tryAgainIn(2.6 * 3600, 'ms')).toBe('dalam kira-kira 3 jam');
    expect(tryAgainIn(24 * 3600, 'ms')).toBe('esok');
    expect(tryAgainIn(3 * 24 * 3600, 'ms')).toBe('dalam kira-kira 3 hari');
  });
});
