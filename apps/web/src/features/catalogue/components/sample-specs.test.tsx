// @vitest-environment jsdom
import type { TSampleSpecs } from '@samplebank/contracts/catalogue';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { hasPublishedSpecs, SampleSpecs } from './sample-specs';

const NONE: TSampleSpecs = {
  certifications: [],
  fireBs476: null,
  fireEuroclass: null,
  slipRating: null,
  slipPtv: null,
  vocLevel: null,
  recycledPercent: null,
  madeInMalaysia: false,
  leadTimeDays: null,
  unitPrice: null,
};

const FULL: TSampleSpecs = {
  certifications: [
    { scheme: 'myhijau', certificateNumber: 'MyHIJAU-P-01-23-0456', expiresOn: '2024-03-31', valid: false },
    { scheme: 'gbi', certificateNumber: 'GBI-NRNC-0412', expiresOn: '2027-06-30', valid: true },
    { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: null, valid: true },
  ],
  fireBs476: 'class-0',
  fireEuroclass: 'Bfl-s1',
  slipRating: 'R10',
  slipPtv: 36,
  vocLevel: 'a-plus',
  recycledPercent: 30,
  madeInMalaysia: true,
  leadTimeDays: 21,
  unitPrice: { amount: 1189.9, unit: 'm2' },
};

afterEach(cleanup);

/** The value shown beside a specification's label. */
const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SampleSpecs', () => {
  it('shows valid certificates as badges with number and expiry, and an expired one as expired', () => {
    renderWithMessages(<SampleSpecs specs={FULL} />);
    expect(screen.getByRole('region', { name: 'Specifications for specifiers' })).toBeTruthy();
    const badges = within(screen.getByRole('list', { name: 'Certifications' })).getAllByRole('listitem');
    // valid first, the expired one last
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'GBI (Green Building Index)Certificate no. GBI-NRNC-0412Valid until 30 Jun 2027',
      'FSCCertificate no. FSC-C123456Does not expire',
      'MyHIJAUCertificate no. MyHIJAU-P-01-23-0456Expired 31 Mar 2024',
    ]);
    expect(badges[2]!.className).toContain('bg-surface');
    expect(badges[0]!.className).toContain('bg-success-soft');
  });

  it('says every published specification in words, the unit price in ringgit', () => {
    renderWithMessages(<SampleSpecs specs={FULL} />);
    expect(shownFor('Fire: BS 476 Parts 6 and 7')).toBe('Class 0');
    expect(shownFor('Fire: Euroclass (EN 13501-1)')).toBe('Bfl-s1');
    expect(shownFor('Slip resistance (DIN 51130)')).toBe('R10');
    expect(shownFor('Pendulum test value (PTV, wet)')).toBe('36');
    expect(shownFor('VOC emissions')).toBe('A+ (very low emissions)');
    expect(shownFor('Recycled content')).toBe('30% recycled');
    expect(shownFor('Made in Malaysia')).toBe('Yes');
    expect(shownFor('Lead time')).toBe('21 days');
    expect(shownFor('Product price')).toBe('RM 1,189.90 per m²');
  });

  it('leaves out what the brand did not publish, and the whole section when it published nothing', () => {
    const { container } = renderWithMessages(<SampleSpecs specs={NONE} />);
    expect(container.textContent).toBe('');
    expect(hasPublishedSpecs(NONE)).toBe(false);
    cleanup();
    renderWithMessages(<SampleSpecs specs={{ ...NONE, leadTimeDays: 1, unitPrice: { amount: 12, unit: 'unit' } }} />);
    expect(shownFor('Lead time')).toBe('1 day');
    expect(shownFor('Product price')).toBe('RM 12.00 per unit');
    expect(screen.queryByText('Made in Malaysia')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Certifications' })).toBeNull();
  });

  it('speaks Bahasa Malaysia on a /ms page', () => {
    renderWithMessages(<SampleSpecs specs={FULL} />, { locale: 'ms' });
    expect(screen.getByRole('region', { name: 'Spesifikasi untuk arkitek dan pereka' })).toBeTruthy();
    expect(screen.getByText('Tamat tempoh 31 Mac 2024')).toBeTruthy();
    expect(shownFor('Tempoh penghantaran')).toBe('21 hari');
    expect(shownFor('Harga produk')).toBe('RM 1,189.90 setiap m²');
  });
});
