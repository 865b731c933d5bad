import { describe, expect, it } from 'vitest';
// the Malay of the contracts' messages, as the API and a Malay page load it
import './api-messages.js';
import {
  isMalaysianPhoneNumber,
  isSsmNumber,
  ORGANIZATION_MESSAGES,
  ZCompanyOrganizationRequestSchema,
  ZCreateOrganizationRequestSchema,
  ZOrganizationRequestSchema,
} from './organizations.js';
import { inValidationLocale } from './validation-messages.js';

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

  it.each([
    '12345',
    '012-345',
    '+44 20 7946 0958',
    '01234567890123',
    '02-1234 5678',
    'call me maybe',
    '012-345 6789 x2',
  ])('refuses %s', (value) => {
    expect(isMalaysianPhoneNumber(value)).toBe(false);
  });
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

  it('stores the contact number in E.164, however it was typed', () => {
    expect(ZCreateOrganizationRequestSchema.parse(form).contactNumber).toBe('+60123456789');
    expect(ZCreateOrganizationRequestSchema.parse({ ...form, contactNumber: '(03) 2161 1234' }).contactNumber).toBe(
      '+60321611234',
    );
  });

  it('takes the new company types and refuses a brand', () => {
    expect(ZCreateOrganizationRequestSchema.parse({ ...form, type: 'DEVELOPER' }).type).toBe('DEVELOPER');
    expect(ZCreateOrganizationRequestSchema.parse({ ...form, type: 'OTHER' }).type).toBe('OTHER');
    const brand = ZCreateOrganizationRequestSchema.safeParse({ ...form, type: 'BRAND' });
    expect(brand.error?.issues[0]?.message).toBe(ORGANIZATION_MESSAGES.brandNeedsAdmin);
    const unknown = ZCreateOrganizationRequestSchema.safeParse({ ...form, type: 'FRIEND' });
    expect(unknown.error?.issues[0]?.message).toBe(ORGANIZATION_MESSAGES.buyerKind);
  });

  it('asks a company for its SSM number in words', () => {
    const { ssmNumber: _ssm, ...withoutSsm } = form;
    const result = ZCreateOrganizationRequestSchema.safeParse(withoutSsm);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['ssmNumber'], message: 'SSM number is required' }),
    ]);
  });

  it('takes an individual with a name, a phone number and an address, and no SSM number', () => {
    const individual = {
      name: 'Nurul Huda',
      type: 'INDIVIDUAL',
      contactNumber: '016-222 3344',
      billingAddress: form.billingAddress,
    };
    expect(ZCreateOrganizationRequestSchema.parse(individual)).toMatchObject({
      type: 'INDIVIDUAL',
      ssmNumber: null,
      contactNumber: '+60162223344',
    });
    expect(ZCreateOrganizationRequestSchema.parse({ ...individual, ssmNumber: '' }).ssmNumber).toBeNull();
    const withSsm = ZCreateOrganizationRequestSchema.safeParse({ ...individual, ssmNumber: '1234567-X' });
    expect(withSsm.error?.issues[0]?.message).toBe(ORGANIZATION_MESSAGES.individualHasNoSsm);
    const badPhone = ZCreateOrganizationRequestSchema.safeParse({ ...individual, contactNumber: 'call me maybe' });
    expect(badPhone.error?.issues[0]?.message).toBe(ORGANIZATION_MESSAGES.phone);
  });
});

describe('ZOrganizationRequestSchema', () => {
  const address = [{ addressLine1: '1 Jalan', postcode: '46000', city: '12', state: 3 }];

  it('asks an individual for a phone number and refuses an SSM number', () => {
    const missing = ZOrganizationRequestSchema.safeParse({
      name: 'Nurul',
      type: 'INDIVIDUAL',
      billingAddress: address,
    });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Contact number is required']);
    const withSsm = ZOrganizationRequestSchema.safeParse({
      name: 'Nurul',
      type: 'INDIVIDUAL',
      contactNumber: '0162223344',
      ssmNumber: '1234567-X',
      billingAddress: address,
    });
    expect(withSsm.error?.issues.map((issue) => issue.message)).toEqual([ORGANIZATION_MESSAGES.individualHasNoSsm]);
  });
});

describe('a company form refused in Bahasa Malaysia', () => {
  it('names the fields in Malay, and its own words too', () => {
    const messages = inValidationLocale('ms', () =>
      ZCompanyOrganizationRequestSchema.safeParse({ type: 'Designer', name: '', ssmNumber: 'x' }).error?.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      ),
    );
    expect(messages).toContain('name: Nama diperlukan');
    expect(messages).toContain(
      'ssmNumber: Sila masukkan nombor pendaftaran SSM yang sah, cth. 202301012345 atau 1234567-X',
    );
    expect(messages).toContain('personInCharge: Orang yang bertanggungjawab diperlukan');
    const english = ZCompanyOrganizationRequestSchema.safeParse({ type: 'Designer', name: '' }).error?.issues;
    expect(english?.find((issue) => issue.path[0] === 'name')?.message).toBe('Name is required');
  });
});
