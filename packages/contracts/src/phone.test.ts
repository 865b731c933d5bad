import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normaliseMalaysianPhone, parseMalaysianPhoneWithExtension } from './phone.js';

describe('normaliseMalaysianPhone', () => {
  it.each([
    ['012-345 6789', '+60123456789'],
    ['+60 3-1234 5678', '+60312345678'],
    ['(03) 2161 1234', '+60321611234'],
    ['60 12 345 6789', '+60123456789'],
    ['011-2345 6789', '+601123456789'],
    ['1300-88-1234', '+601300881234'],
  ])('stores %s as %s', (typed, stored) => {
    expect(normaliseMalaysianPhone(typed)).toBe(stored);
  });

  it.each(['call me maybe', '12345', '+65 6123 4567', '012-345 6789 ext 2', ''])('refuses %j', (typed) => {
    expect(normaliseMalaysianPhone(typed)).toBeNull();
  });
});

describe('formatPhoneNumber', () => {
  it('shows a stored number as Malaysians write it', () => {
    expect(formatPhoneNumber('+60123456789')).toBe('012-345 6789');
    expect(formatPhoneNumber('+60321611234')).toBe('03-2161 1234');
  });

  it('shows text that is not a Malaysian number as it is, and nothing as empty', () => {
    expect(formatPhoneNumber('+65 6123 4567')).toBe('+65 6123 4567');
    expect(formatPhoneNumber(null)).toBe('');
  });
});

describe('parseMalaysianPhoneWithExtension', () => {
  it.each([
    ['+60 3-2141 8888 ext. 123', '+60321418888', '123'],
    ['03-2141 8888 x123', '+60321418888', '123'],
    ['(03) 2141 8888 ext 12', '+60321418888', '12'],
    ['03-2141 8888, extension 4501', '+60321418888', '4501'],
    ['012-345 6789', '+60123456789', null],
    ['+6012 345 6789', '+60123456789', null],
  ])('reads %s as %s, extension %s', (typed, number, extension) => {
    expect(parseMalaysianPhoneWithExtension(typed)).toEqual({ number, extension });
  });

  it.each([
    'call me maybe',
    'ext. 123',
    '03-2141 8888 ext.',
    '03-2141 8888 ext. abc',
    '03-2141 8888 ext. 1234567',
    '+65 6123 4567 ext. 12',
    '12345 x12',
    '',
  ])('refuses %j', (typed) => {
    expect(parseMalaysianPhoneWithExtension(typed)).toBeNull();
  });
});
