import { describe, expect, it } from 'vitest';
import { isMalaysianPhoneNumber, isSsmNumber, ZCreateOrganizationRequestSchema } from './organizations.js';

describe('isMalaysianPhoneNumber', () => {
  it.each([
    '+60 3-1234 5678',
    '03-2161 1234',
    '04-229 1234',
    '088-123456',
    '012-345 6789',
    '0123456789',
    '011-2345 6789',
    '+60112345678',
    '60 12 345 6789',
    '1300-88-1234',
  ])('accepts %s', (value) => {
    expect(isMalaysianPhoneNumber(value)).toBe(true);
  });

  it.each(['12345', '012-345', '+44 20 7946 0958', '01234567890123', '02-1234 5678', 'call me', '+60 0123456789'])(
    'refuses %s',
    (value) => {
      expect(isMalaysianPhoneNumber(value)).toBe(false);
    },
  );
});

describe('isSsmNumber', () => {
  it.each([
    '202301012345',
    '202301012345 (1234567-X)',
    '201901000005(1312525-A)',
    '1234567-X',
    '123456-a',
    'JM0123456-X',
    '002309835-K',
  ])('accepts %s', (value) => {
    expect(isSsmNumber(value)).toBe(true);
  });

  it.each([
    'ABC',
    '20230101234',
    '202309012345',
    '1234567',
    '12345678-X',
    '202301012345 (ABC)',
    '1234567-X (202301012345)',
  ])('refuses %s', (value) => {
    expect(isSsmNumber(value)).toBe(false);
  });
});

describe('ZCreateOrganizationRequestSchema', () => {
  const form = {
    name: ' Studio Rimba ',
    ssmNumber: '1234567-X',
    type: 'ARCHITECT',
    contactNumber: '012-345 6789',
    orgEmail: 'studio@rimba.my',
    personInCharge: 'Aisyah',
    billingAddress: [{ addressLine1: '1 Jalan', postcode: '46000', city: '12', state: 3, addressLine2: '' }],
  };

  it('trims text, reads ids as numbers and blanks as null', () => {
    const parsed = ZCreateOrganizationRequestSchema.parse(form);
    expect(parsed.name).toBe('Studio Rimba');
    expect(parsed.billingAddress[0]).toMatchObject({ city: 12, state: 3, addressLine2: null });
  });

  it('refuses unknown fields', () => {
    expect(ZCreateOrganizationRequestSchema.safeParse({ ...form, role: 'ADMIN' }).success).toBe(false);
  });
});
