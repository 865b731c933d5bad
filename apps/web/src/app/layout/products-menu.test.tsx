// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { ProductsMenu } from './products-menu';

const categories = {
  categories: [],
  tree: [
    {
      _id: 'architectural',
      name: 'Architectural',
      nameMs: 'Seni Bina',
      slug: 'architectural',
      parentId: null,
      children: [
        { _id: 'ceiling', name: 'Ceiling', nameMs: null, slug: 'ceiling', parentId: 'architectural', children: [] },
      ],
    },
  ],
};

function renderMenu(locale: 'en' | 'ms' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(categories), { headers: { 'Content-Type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductsMenu />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductsMenu', () => {
  it('opens the category tree with a See All Products link to the listing', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Products' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('link', { name: 'Ceiling' })).getAttribute('href')).toBe(
      '/samples?categoryId=ceiling',
    );
    expect(screen.getByRole('link', { name: /See All Products/ }).getAttribute('href')).toBe('/samples');
  });

  it('closes on Escape and gives focus back to the Products button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(button);
    await screen.findByRole('link', { name: 'Ceiling' });

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('names the categories in Bahasa Malaysia where they have a Malay name, else in English', async () => {
    renderMenu('ms');
    fireEvent.click(screen.getByRole('button', { name: 'Produk' }));
    expect(await screen.findByRole('link', { name: 'Seni Bina' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ceiling' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Lihat Semua Produk/ })).toBeTruthy();
  });
});
