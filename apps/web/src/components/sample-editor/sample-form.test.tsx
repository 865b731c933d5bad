// @vitest-environment jsdom
import type { TAdminSampleDetail, TAdminSampleRequest } from '@samplebank/contracts/admin-catalogue';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { adminSample } from '../../test/admin-sample';
import { renderWithMessages } from '../../test/i18n';
import { SampleForm } from './sample-form';

const SAMPLE: TAdminSampleDetail = {
  ...adminSample(),
  orderLineCount: 0,
  specs: {
    certifications: [{ scheme: 'gbi', certificateNumber: 'GBI-PC-24-0412', expiresOn: '2027-06-30', valid: true }],
    fireBs476: 'class-0',
    fireEuroclass: 'A1fl',
    slipRating: 'R10',
    slipPtv: 40,
    vocLevel: null,
    recycledPercent: null,
    madeInMalaysia: true,
    leadTimeDays: 21,
    unitPrice: { amount: 89.5, unit: 'm2' },
  },
};

const sent: { method: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        sent.push({ method: 'PUT', body: JSON.parse(String(init.body)) });
        return Response.json(SAMPLE);
      }
      return Response.json({ message: `unexpected ${url}` }, { status: 404 });
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

const CATEGORIES = [{ _id: SAMPLE.category!._id, name: 'Porcelain Tile', nameMs: null, children: [] }];

/** The form as a page mounts it: the back office's brand select, or a brand portal's own brand. */
function Form({ brandId, sample = SAMPLE }: { brandId?: string; sample?: TAdminSampleDetail }) {
  const save = useMutation({
    mutationFn: (body: TAdminSampleRequest) => api.put('/admin/samples/:id', { params: { id: SAMPLE._id }, body }),
  });
  return (
    <SampleForm
      sample={sample}
      categories={CATEGORIES}
      brand={
        brandId
          ? { id: brandId }
          : {
              options: (
                <>
                  <option value="">Choose a brand</option>
                  <option value={SAMPLE.manufacturer._id}>{SAMPLE.manufacturer.name}</option>
                </>
              ),
            }
      }
      save={save}
      onCreated={() => {}}
    />
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('SampleForm specifications', () => {
  it('opens with the sample’s specifications and saves them with its certificates', async () => {
    renderWithMessages(<Form />, { wrapper: Providers });
    // the selects fill once their options (brands, categories) have come
    await screen.findByRole('option', { name: 'Alor Ceramics' });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    expect((screen.getByLabelText('Fire: BS 476 Parts 6 and 7 (optional)') as HTMLSelectElement).value).toBe('class-0');
    expect((screen.getByLabelText('Fire: Euroclass (EN 13501-1) (optional)') as HTMLInputElement).value).toBe('A1fl');
    expect((screen.getByLabelText('Made in Malaysia') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Product price (RM) (optional)') as HTMLInputElement).value).toBe('89.50');
    fireEvent.change(screen.getByLabelText('VOC emissions (optional)'), { target: { value: 'a-plus' } });
    fireEvent.change(screen.getByLabelText('Lead time (days) (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Certificate 2: scheme' }), { target: { value: 'fsc' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Certificate 2: number' }), {
      target: { value: 'FSC-C123456' },
    });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      fireBs476: 'class-0',
      fireEuroclass: 'A1fl',
      slipRating: 'R10',
      slipPtv: 40,
      vocLevel: 'a-plus',
      recycledPercent: null,
      madeInMalaysia: true,
      leadTimeDays: null,
      unitPrice: 89.5,
      priceUnit: 'm2',
      certifications: [
        { scheme: 'gbi', certificateNumber: 'GBI-PC-24-0412', expiresOn: '2027-06-30' },
        { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: null },
      ],
    });
  });

  it('refuses a price without its unit and a bad Euroclass beside their fields, sending nothing', async () => {
    renderWithMessages(<Form />, { wrapper: Providers });
    await screen.findByRole('option', { name: 'Alor Ceramics' });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    fireEvent.change(screen.getByLabelText('Price per (optional)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Fire: Euroclass (EN 13501-1) (optional)'), {
      target: { value: 'Class B' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    save();
    expect(await screen.findByText('Say whether the product price is per m² or per unit')).toBeTruthy();
    expect(screen.getByText(/The Euroclass must read like B-s1,d0/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Certificate 2: scheme' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('clears a field’s error as the field is fixed, and then saves (a mistyped hex no longer jams the form)', async () => {
    renderWithMessages(<Form />, { wrapper: Providers });
    await screen.findByRole('option', { name: 'Alor Ceramics' });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    const hex = screen.getByRole('textbox', { name: 'Colour hex' });
    const euroclass = screen.getByLabelText('Fire: Euroclass (EN 13501-1) (optional)');
    fireEvent.change(hex, { target: { value: '#12' } });
    fireEvent.change(euroclass, { target: { value: 'Class B' } });
    save();
    expect(await screen.findByText(/#RRGGBB/)).toBeTruthy();
    expect(screen.getByText(/The Euroclass must read like B-s1,d0/)).toBeTruthy();
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(hex, { target: { value: '#12AB56' } });
    fireEvent.change(euroclass, { target: { value: 'B-s1,d0' } });
    await waitFor(() => expect(screen.queryByText(/#RRGGBB/)).toBeNull());
    expect(screen.queryByText(/The Euroclass must read like B-s1,d0/)).toBeNull();
    expect(hex.getAttribute('aria-invalid')).toBeNull();
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ colorHex: '#12AB56', fireEuroclass: 'B-s1,d0' });
  });

  it('in a brand’s portal has no brand to choose and saves the sample as the brand’s own', async () => {
    renderWithMessages(<Form brandId={SAMPLE.manufacturer._id} />, { wrapper: Providers });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    expect(screen.queryByRole('combobox', { name: /Brand/ })).toBeNull();
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ manufacturerId: SAMPLE.manufacturer._id, categoryId: SAMPLE.category!._id });
  });

  it('takes its colour name from the colour families, the family’s own shade filling an empty hex', async () => {
    renderWithMessages(<Form brandId={SAMPLE.manufacturer._id} />, { wrapper: Providers });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    fireEvent.change(screen.getByRole('combobox', { name: /Colour family/ }), { target: { value: 'Terracotta' } });
    expect((screen.getByRole('textbox', { name: 'Colour hex' }) as HTMLInputElement).value).toBe('#B5573B');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ colorLabel: 'Terracotta', colorHex: '#B5573B' });
  });

  it('names the nearest family for a shade typed first, and keeps an old free label until another is chosen', async () => {
    renderWithMessages(<Form />, { wrapper: Providers });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    const hex = screen.getByRole('textbox', { name: 'Colour hex' });
    const family = screen.getByRole('combobox', { name: /Colour family/ }) as HTMLSelectElement;
    // typed a character at a time: '#1E1' is no shade yet, and the family follows the whole one
    for (const typed of ['#', '#1', '#1E', '#1E1', '#1E1F', '#1E1F2', '#1E1F22'])
      fireEvent.change(hex, { target: { value: typed } });
    expect(family.value).toBe('Black');
    fireEvent.change(hex, { target: { value: '#F3F1ED' } });
    expect(family.value).toBe('White');
    // once the person picks a family, the shade no longer moves it
    fireEvent.change(family, { target: { value: 'Ivory' } });
    fireEvent.change(hex, { target: { value: '#1E1F22' } });
    expect(family.value).toBe('Ivory');
    cleanup();
    renderWithMessages(<Form sample={{ ...SAMPLE, colorLabel: 'Sparkle', colorHex: '#EEEEEE' }} />, {
      wrapper: Providers,
    });
    await screen.findByRole('option', { name: 'Porcelain Tile' });
    const oldFamily = screen.getByRole('combobox', { name: /Colour family/ }) as HTMLSelectElement;
    expect(oldFamily.value).toBe('Sparkle');
    expect(screen.getByRole('option', { name: 'Sparkle (old name, choose a family)' })).toBeTruthy();
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ colorLabel: 'Sparkle', colorHex: '#EEEEEE' });
  });
});
