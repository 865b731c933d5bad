// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteSampleDialog } from '../../../components/sample-editor/delete-sample-dialog';
import { adminSample } from '../../../test/admin-sample';
import { renderWithMessages } from '../../../test/i18n';
import { SamplesPage } from './samples-page';

const sample = (id: string, name: string, stock: number) =>
  adminSample({
    _id: id,
    name,
    sku: `SKU-${id}`,
    price: 12.5,
    stock,
    manufacturer: { _id: 'brand-1', name: 'Lamina' },
    category: { _id: 'cat-1', name: 'Laminate' },
    material: 'HPL',
    logistic: { deliveryTime: 3 },
    specifications: { material: 'HPL' },
  });
const SAMPLES = {
  samples: [sample('1', 'HPL White', 10), sample('2', 'HPL Black', 0)],
  total: 2,
  currentPage: 1,
  totalPages: 1,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/admin/samples')) return Response.json(SAMPLES);
      if (url.includes('/api/admin/categories')) return Response.json({ tree: [] });
      return Response.json({ organizations: [], total: 0, currentPage: 1, totalPages: 1 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('SamplesPage', () => {
  it('lists the catalogue with its count', async () => {
    renderWithMessages(<SamplesPage />, { wrapper: Providers });
    expect(await screen.findByText('2 samples in the catalogue')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Samples' });
    expect(within(table).getByRole('link', { name: 'Edit HPL White' })).toBeTruthy();
    expect(within(table).getAllByText('RM 12.50')).toHaveLength(2);
  });

  it('speaks Bahasa Malaysia on a /ms page', async () => {
    renderWithMessages(<SamplesPage />, { locale: 'ms', wrapper: Providers });
    expect(await screen.findByText('2 sampel dalam katalog')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sampel' });
    expect(within(table).getByRole('columnheader', { name: 'Harga' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Padam HPL Black' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Kehabisan stok' })).toBeTruthy();
  });
});

const NO_SPECS = {
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

describe('DeleteSampleDialog', () => {
  it('says in Malay why a sample in orders cannot go', () => {
    renderWithMessages(
      <DeleteSampleDialog
        sample={{ ...sample('1', 'HPL White', 10), orderLineCount: 3, specs: NO_SPECS }}
        open
        onOpenChange={() => {}}
        remove={{ mutate: () => {}, isPending: false }}
        onDeleted={() => {}}
      />,
      { locale: 'ms', wrapper: Providers },
    );
    expect(screen.getByRole('dialog', { name: 'Padam HPL White?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sampel ini terdapat dalam 3 baris pesanan dan tidak boleh dipadam. Hentikannya sebagai ganti: ia kekal dalam pesanan tersebut, ditanda tidak lagi tersedia.',
      ),
    ).toBeTruthy();
  });
});
