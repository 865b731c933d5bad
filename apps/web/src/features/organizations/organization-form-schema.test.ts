import type { TOrganization } from '@samplebank/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { EMPTY_ORGANIZATION_FORM, formValuesOf, organizationRequestOf } from './organization-form-schema';

const address = {
  addressLine1: '12 Jalan Kemajuan',
  addressLine2: '',
  postcode: '46000',
  district: '',
  city: 10,
  state: 1,
};

const saved = (overrides: Partial<TOrganization>): TOrganization => ({
  _id: 'org-1',
  name: 'Studio Rimba',
  type: 'DESIGNER',
  logoUrl: null,
  bannerUrl: null,
  description: null,
  website: null,
  ssmNumber: '202301012345',
  contactNumber: '+60312345678',
  orgEmail: 'hello@studiorimba.my',
  personInCharge: 'Aisyah Rahman',
  logo: null,
  banner: null,
  billingAddress: [],
  shippingAddress: [],
  shareWithBrands: true,
  tin: null,
  sstNumber: null,
  idNumber: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe("the company form's consent to be named to brands", () => {
  it('starts off for a new company and as saved for one that exists', () => {
    expect(EMPTY_ORGANIZATION_FORM.shareWithBrands).toBe(false);
    expect(formValuesOf(saved({ shareWithBrands: true })).shareWithBrands).toBe(true);
    expect(formValuesOf(saved({ shareWithBrands: false })).shareWithBrands).toBe(false);
  });

  it("is sent with a company's details, never with an individual's", () => {
    const company = organizationRequestOf({
      kind: 'company',
      name: 'Studio Rimba',
      type: 'DESIGNER',
      ssmNumber: '202301012345',
      contactNumber: '+60312345678',
      orgEmail: 'hello@studiorimba.my',
      personInCharge: 'Aisyah Rahman',
      billingAddress: address,
      shareWithBrands: true,
    } as never);
    expect(company).toMatchObject({ type: 'DESIGNER', shareWithBrands: true });
    const individual = organizationRequestOf({
      kind: 'individual',
      name: 'Nurul Huda',
      contactNumber: '+60123456789',
      orgEmail: null,
      billingAddress: address,
    } as never);
    expect(individual).not.toHaveProperty('shareWithBrands');
  });
});
