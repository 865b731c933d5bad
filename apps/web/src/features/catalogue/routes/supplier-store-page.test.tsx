// @vitest-environment jsdom
import type { TSampleListResponse, TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { SupplierStorePage } from './supplier-store-page';

const BRAND = '630a51fc-9f5d-41de-b0a3-2a82ea59abcc';

const STORE: TSupplierStore = {
  _id: BRAND,
  name: 'Cahaya Tiles',
  logoUrl: '/api/files/catalogue/brands/cahaya-logo.svg',
  bannerUrl: '/api/files/catalogue/brands/cahaya-banner.svg',
  description: 'Porcelain and terrazzo made in Selangor since 1998.',
  sampleCount: 2,
  certifications: [
    { scheme: 'gbi', samples: 2 },
    { scheme: 'myhijau', samples: 1 },
  ],
  contact: {
    website: 'https://www.cahaya.example.my',
    email: 'sales@cahaya.example.my',
    phone: { display: '03-7000 1234', dial: '+60370001234' },
    city: 'Petaling Jaya',
    state: 'Selangor',
  },
};

const sample = (id: string, name: string): TSampleSummary => ({
  _id: id,
  name,
  price: 25,
  stock: 4,
  sku: `CT-${id}`,
  imageUrls: [],
  mainImageUrl: null,
  mainPicture: null,
  manufacturerId: { _id: BRAND, name: 'Cahaya Tiles', logoUrl: null },
  color: { label: 'Grey', colorHex: '#888888' },
  space: { usage: 'Residential', architectural: 'Modern' },
  specifications: {},
  logistic: {},
  categoryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const PAGE: TSampleListResponse = {
  samples: [sample('s1', 'Terrazzo Grey'), sample('s2', 'Porcelain White')],
  totalSamples: 2,
  totalIsEstimate: false,
  totalPages: 1,
  currentPage: 1,
  nextCursor: null,
  previousCursor: null,
  searchMatch: null,
} as unknown as TSampleListResponse;

let asked: string[] = [];

/** The API as the page meets it: this store (or a 404), one page of its samples, no facets. */
function stubApi(store: TSupplierStore | null) {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === `/api/brands/${BRAND}/store`)
        return store ? Response.json(store) : Response.json({ message: 'Brand not found' }, { status: 404 });
      if (url.pathname === '/api/samples') return Response.json(PAGE);
      return Response.json({ message: 'Not here' }, { status: 404 });
    }),
  );
}

function renderStore(locale: 'en' | 'ms' = 'en', path = `/supplier-store/${BRAND}`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/supplier-store/:brandId"
                element={<SupplierStorePage notFound={<h1>The site’s not-found page</h1>} />}
              />
            </Routes>
          </MemoryRouter>
        </DialogProvider>
      </SessionProvider>
    </QueryClientProvider>,
    { locale },
  );
}

beforeEach(() => {
  // a phone: the filters stay folded away, as the server sends them
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SupplierStorePage', () => {
  it('shows the brand: its banner, logo, name as the page’s heading, its words and how many samples', async () => {
    stubApi(STORE);
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cahaya Tiles' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cahaya Tiles logo' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About Cahaya Tiles' })).toBeTruthy();
    expect(screen.getByText('Porcelain and terrazzo made in Selangor since 1998.')).toBeTruthy();
    expect(screen.getAllByText('2 samples').length).toBeGreaterThan(0);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/brands');
  });

  it('lists each certification with its samples, each a link to those samples below', async () => {
    stubApi(STORE);
    renderStore();
    const certifications = await screen.findByRole('region', { name: 'Certifications' });
    const gbi = within(certifications).getByRole('link', { name: /GBI \(Green Building Index\)\s*2 samples/ });
    expect(gbi.getAttribute('href')).toBe(`/supplier-store/${BRAND}?certifications=gbi#store-samples`);
    expect(within(certifications).getByRole('link', { name: /MyHIJAU\s*1 sample$/ })).toBeTruthy();
  });

  it('gives its contacts as links: the website in a new tab, the e-mail, the phone; its city and state', async () => {
    stubApi(STORE);
    renderStore();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const website = within(contact).getByRole('link', { name: /^cahaya\.example\.my/ });
    expect(website.getAttribute('href')).toBe('https://www.cahaya.example.my');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.textContent).toContain('(opens in a new tab)');
    expect(within(contact).getByRole('link', { name: 'sales@cahaya.example.my' }).getAttribute('href')).toBe(
      'mailto:sales@cahaya.example.my',
    );
    expect(within(contact).getByRole('link', { name: '03-7000 1234' }).getAttribute('href')).toBe('tel:+60370001234');
    expect(within(contact).getByText('Petaling Jaya, Selangor')).toBeTruthy();
  });

  it('lists the brand’s samples under their own heading, asking the listing for this brand only', async () => {
    stubApi(STORE);
    renderStore();
    const samples = await screen.findByRole('region', { name: 'Samples from Cahaya Tiles' });
    expect(await within(samples).findByRole('heading', { level: 3, name: 'Terrazzo Grey' })).toBeTruthy();
    expect(within(samples).getByRole('heading', { level: 3, name: 'Porcelain White' })).toBeTruthy();
    const listing = asked.find((request) => request.startsWith('/api/samples?'));
    expect(new URLSearchParams(listing?.split('?')[1]).get('manufacturer')).toBe(BRAND);
    // the brand is the store's own: not a filter the visitor chose
    expect(within(samples).getByRole('button', { name: 'FILTERS' })).toBeTruthy();
  });

  it('says plainly that a brand lists no samples yet, and offers the whole catalogue', async () => {
    stubApi({ ...STORE, sampleCount: 0, certifications: [] });
    renderStore();
    expect(await screen.findByRole('heading', { level: 2, name: 'No samples listed yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all samples' }).getAttribute('href')).toBe('/samples');
    expect(screen.queryByRole('region', { name: 'Samples from Cahaya Tiles' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certifications' })).toBeNull();
  });

  it('shows the site’s not-found page for an id that is no brand’s', async () => {
    stubApi(null);
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'The site’s not-found page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('reads in Bahasa Malaysia on a Malay page, the brand’s name and words as written', async () => {
    stubApi(STORE);
    renderStore('ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cahaya Tiles' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tentang Cahaya Tiles' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pensijilan' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Hubungi' });
    expect(within(contact).getByText('Nombor telefon')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Sampel daripada Cahaya Tiles' })).toBeTruthy();
  });
});
