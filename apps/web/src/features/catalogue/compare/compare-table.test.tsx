// @vitest-environment jsdom
import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { storeSession, testUser } from '../../../test/session-user';
import { CompareTable } from './compare-table';

const base: TSampleDetail = {
  _id: 'sample-1',
  name: 'Kinabalu Oak Plank',
  price: 12.5,
  stock: 8,
  sku: 'SB-1000',
  imageUrls: ['/images/oak.webp'],
  mainImageUrl: '/images/oak.webp',
  mainPicture: null,
  manufacturerId: { _id: 'brand-1', name: 'Borneo Timber Co.', logoUrl: null },
  color: { label: 'Natural Oak', colorHex: '#C89F72' },
  space: { usage: 'Residential', architectural: 'Modern' },
  specifications: { material: 'Engineered Oak', thickness: '14 mm', edgeProfile: 'Micro bevel' },
  logistic: { deliveryTime: 7 },
  categoryId: 'category-1',
  createdAt: '2025-01-01T00:00:00.000Z',
  description: null,
  material: 'Engineered Oak',
  images: [],
  firstImage: null,
  image: null,
  category: { _id: 'category-1', name: 'Timber Flooring', nameMs: 'Lantai Kayu' },
  specs: {
    certifications: [
      { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: '2030-06-30', valid: true },
      { scheme: 'gbi', certificateNumber: 'GBI-0001', expiresOn: '2020-01-31', valid: false },
    ],
    fireBs476: 'class-1',
    fireEuroclass: null,
    slipRating: null,
    slipPtv: null,
    vocLevel: 'a-plus',
    recycledPercent: null,
    madeInMalaysia: true,
    leadTimeDays: 14,
    unitPrice: { amount: 189, unit: 'm2' },
  },
};

const second: TSampleDetail = {
  ...base,
  _id: 'sample-2',
  name: 'Sabah Walnut Plank',
  sku: 'SB-1001',
  price: 15,
  stock: 0,
  color: { label: 'Walnut', colorHex: '#5C4033' },
  specifications: { material: 'Engineered Oak', thickness: '14 mm' },
  specs: { ...base.specs, certifications: [], vocLevel: 'a-plus', leadTimeDays: 28 },
};

function renderTable(samples: TSampleDetail[], onRemove = vi.fn()) {
  renderWithMessages(
    <SessionProvider>
      <MemoryRouter>
        <CompareTable samples={samples} onRemove={onRemove} />
      </MemoryRouter>
    </SessionProvider>,
  );
  return onRemove;
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('CompareTable', () => {
  it('highlights the rows whose values differ and says so to a screen reader', () => {
    renderTable([base, second]);
    const colour = rowOf('Colour');
    expect(colour.dataset.differs).toBe('true');
    expect(within(colour).getByText('(differs)')).toBeTruthy();
    expect(rowOf('Lead time').dataset.differs).toBe('true');
    expect(rowOf('Availability').dataset.differs).toBe('true');
    // the same in both: not highlighted
    expect(rowOf('Brand').dataset.differs).toBeUndefined();
    expect(rowOf('Thickness').dataset.differs).toBeUndefined();
    expect(rowOf('VOC emissions').dataset.differs).toBeUndefined();
  });

  it('shows a valid certificate, an expired one and none, and a spec one sample lacks as not stated', () => {
    renderTable([base, second]);
    const fsc = rowOf('FSC');
    expect(within(fsc).getByText(/^Valid until/)).toBeTruthy();
    expect(within(fsc).getByText('Not certified')).toBeTruthy();
    expect(within(rowOf('GBI')).getByText(/^Expired/)).toBeTruthy();
    expect(within(rowOf('Edge Profile')).getByText('Not stated')).toBeTruthy();
  });

  it('hides the rows that do not differ on "Show only differences"', () => {
    renderTable([base, second]);
    expect(screen.getByText('7 rows differ')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(screen.queryByRole('rowheader', { name: /^Brand/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Colour/ })).toBeTruthy();
    for (const row of screen.getAllByRole('row').filter((row) => row.querySelector('th[scope="row"]')))
      expect(row.getAttribute('data-differs')).toBe('true');
  });

  it('shows a visitor what they pay, not the price, and a premium member the price', () => {
    renderTable([base, second]);
    expect(within(rowOf('Price')).getAllByText('Free sample for members')).toHaveLength(2);
    cleanup();
    storeSession(testUser({ isPremium: true }));
    renderTable([base, second]);
    expect(within(rowOf('Price')).getByText('RM 12.50')).toBeTruthy();
    expect(rowOf('Price').dataset.differs).toBe('true');
  });

  it('takes a sample out of the comparison', () => {
    const onRemove = renderTable([base, second]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sabah Walnut Plank from the comparison' }));
    expect(onRemove).toHaveBeenCalledWith('sample-2');
  });
});
