import { describe, expect, it } from 'vitest';
import { tryAgainIn } from './limits.js';

describe('tryAgainIn', () => {
  it('says a wait in words a person reads at a glance', () => {
    expect(tryAgainIn(1)).toBe('in a minute');
    expect(tryAgainIn(60)).toBe('in a minute');
    expect(tryAgainIn(61)).toBe('in about 2 minutes');
    expect(tryAgainIn(889)).toBe('in about 15 minutes');
    expect(tryAgainIn(3600)).toBe('in about an hour');
    expect(tryAgainIn(2.6 * 3600)).toBe('in about 3 hours');
    expect(tryAgainIn(24 * 3600)).toBe('tomorrow');
    expect(tryAgainIn(3 * 24 * 3600)).toBe('in about 3 days');
  });
});
