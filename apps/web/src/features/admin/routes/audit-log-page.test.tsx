// @vitest-environment jsdom
import type { TAuditLogResponse } from '@samplebank/contracts/admin-audit';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { AuditLogPage } from './audit-log-page';

const admin = { _id: 'admin-1', name: 'Siti Aminah', email: 'siti@samplebank.my' };
const LOG: TAuditLogResponse = {
  entries: [
    {
      _id: 'entry-1',
      action: 'order.status',
      entityType: 'order',
      entityId: 'order-1',
      before: { status: 'processing' },
      after: { status: 'in-transit', number: 'SB-2603-4F7K' },
      actor: admin,
      createdAt: '2026-03-09T02:00:00.000Z',
    },
    {
      _id: 'entry-2',
      action: 'sample-request.update',
      entityType: 'sample-request',
      entityId: 'request-1',
      before: null,
      after: null,
      actor: null,
      createdAt: '2026-03-10T02:00:00.000Z',
    },
    {
      _id: 'entry-3',
      action: 'brand.archive',
      entityType: 'brand',
      entityId: 'brand-1',
      before: null,
      after: null,
      actor: admin,
      createdAt: '2026-03-11T02:00:00.000Z',
    },
  ],
  total: 3,
  currentPage: 1,
  totalPages: 1,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(LOG)),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(<AuditLogPage />, { locale });
}

// the table's rows once the log has loaded (grey rows stand in before)
const rows = async () => {
  await screen.findByText('SB-2603-4F7K');
  const [, order, request, unknown] = screen.getAllByRole('row');
  if (!order || !request || !unknown) throw new Error('expected a row for each of the 3 entries');
  return [order, request, unknown] as const;
};

describe('AuditLogPage', () => {
  it('names each action and record in words, an order by its number, an unknown action as stored', async () => {
    renderPage();
    const [order, request, unknown] = await rows();
    expect(within(order).getByText('Order status changed')).toBeTruthy();
    expect(within(order).getByText('SB-2603-4F7K')).toBeTruthy();
    expect(within(request).getByText('Sample request updated')).toBeTruthy();
    expect(within(request).getByText('Deleted account')).toBeTruthy();
    expect(within(unknown).getByText('brand.archive')).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page, the stored data as it is', async () => {
    renderPage('ms');
    expect(await screen.findByRole('table', { name: 'Log audit' })).toBeTruthy();
    const [order, request] = await rows();
    expect(within(order).getByText('Status pesanan ditukar')).toBeTruthy();
    expect(within(order).getByText('Pesanan')).toBeTruthy();
    expect(within(order).getByText(/^9 Mac 2026/)).toBeTruthy();
    expect(within(request).getByText('Permintaan sampel dikemas kini')).toBeTruthy();
    expect(within(request).getByText('Akaun telah dipadam')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rekod' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Rekod: Semua' })).toBeTruthy();
  });
});
