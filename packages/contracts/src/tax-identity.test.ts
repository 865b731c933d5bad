import { describe, expect, it } from 'vitest';
import {
  formatIdNumber,
  identityKindOf,
  isSstNumber,
  isTin,
  normaliseSstNumber,
  normaliseTin,
} from './tax-identity.js';

describe('tax identification numbers', () => {
  it("takes LHDN's TINs typed any way and keeps them upper case without spaces", () => {
    for (const tin of ['C20880050010', 'IG21136626090', 'c 2088005001-0', 'EI00000000010', 'D1234567890']) {
      expect(isTin(tin), tin).toBe(true);
    }
    expect(normaliseTin('ig 2113 6626 090')).toBe('IG21136626090');
    for (const wrong of ['12345', 'C123', 'ABC12345678', 'C12345678901234', ''])
      expect(isTin(wrong), wrong).toBe(false);
  });

  it('takes SST registration numbers with or without their dashes and writes them dashed', () => {
    expect(isSstNumber('W10-1808-32000048')).toBe(true);
    expect(normaliseSstNumber('w10 1808 32000048')).toBe('W10-1808-32000048');
    for (const wrong of ['SST-123', 'W10-1808-3200004', '10-1808-32000048'])
      expect(isSstNumber(wrong), wrong).toBe(false);
  });

  it('tells a MyKad number with a real birth date from a passport number, and refuses a wrong one', () => {
    expect(identityKindOf('900101-14-5678')).toBe('NRIC');
    expect(identityKindOf('A12345678')).toBe('PASSPORT');
    expect(identityKindOf('k 1234567')).toBe('PASSPORT');
    // twelve digits whose month is 13: a mistyped MyKad, not a passport
    expect(identityKindOf('901301145678')).toBeNull();
    expect(identityKindOf('ABCDEFG')).toBeNull();
    expect(identityKindOf('12')).toBeNull();
    expect(formatIdNumber('900101145678')).toBe('900101-14-5678');
    expect(formatIdNumber('A12345678')).toBe('A12345678');
  });
});
