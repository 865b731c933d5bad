// @vitest-environment jsdom
import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { storeSession, testUser } from '../../../test/session-user';
import { SampleCard } from './sample-card';

const sample: TSampleSummary = {
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
  space: { usage: 'Interior', architectural: 'Flooring' },
  specifications: { material: 'Engineered Oak' },
  logistic: {},
  categoryId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const member = (isPremium: boolean): SessionUser => testUser({ isPremium });

/** Who is signed in when the card renders: nobody (a visitor) unless told. */
const signInAs = storeSession;

function renderCard(
  overrides: Partial<TSampleSummary> = {},
  priority = false,
  onRequestSample?: () => void,
  locale: 'en' | 'ms' = 'en',
) {
  return renderWithMessages(
    <SessionProvider>
      <MemoryRouter>
        <SampleCard sample={{ ...sample, ...overrides }} priority={priority} onRequestSample={onRequestSample} />
      </MemoryRouter>
    </SessionProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SampleCard in Bahasa Malaysia', () => {
  it('words the card in Malay and leaves the sample and brand names as written, marked not to translate', () => {
    renderCard({ stock: 0 }, false, () => {}, 'ms');
    expect(screen.getAllByText('Kehabisan Stok').length).toBeGreaterThan(0);
    expect(screen.getByText('Sampel percuma untuk ahli')).toBeTruthy();
    expect(screen.getByText('Kinabalu Oak Plank').closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByText('Borneo Timber Co.').closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByText('(kehabisan stok: minta sampel ini)')).toBeTruthy();
  });

  it('names a colour family in Malay, and a colour name from before the families as it was written', () => {
    renderCard({}, false, undefined, 'ms');
    expect(screen.getByText('Oak Asli')).toBeTruthy();
    cleanup();
    renderCard({ color: { label: 'Sparkle', colorHex: '#C0C0C0' } }, false, undefined, 'ms');
    expect(screen.getByText('Sparkle')).toBeTruthy();
  });
});

describe('SampleCard', () => {
  it('shows a premium member the name, brand, material, colour and the price in ringgit', () => {
    signInAs(member(true));
    renderCard();
    expect(screen.getByRole('heading', { name: 'Kinabalu Oak Plank' })).toBeTruthy();
    expect(screen.getByText('RM 12.50')).toBeTruthy();
    expect(screen.getByText('Engineered Oak')).toBeTruthy();
    expect(screen.getByText('Natural Oak')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('tells a visitor the sample is free for members and shows no price', () => {
    const { container } = renderCard();
    expect(screen.getByText('Free sample for members')).toBeTruthy();
    expect(container.textContent).not.toContain('RM');
  });

  it('tells a signed-in standard member the sample is free and shows no price', () => {
    signInAs(member(false));
    const { container } = renderCard();
    expect(screen.getByText('Free sample')).toBeTruthy();
    expect(container.textContent).not.toContain('RM');
  });

  it('links the sample to its details page and the brand to its listing', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Kinabalu Oak Plank' }).getAttribute('href')).toBe(
      '/sample-details/sample-1',
    );
    expect(screen.getByRole('link', { name: 'Borneo Timber Co.' }).getAttribute('href')).toBe(
      '/samples?manufacturer=brand-1',
    );
  });

  it('lazy-loads the image with explicit dimensions unless it is in the first row', () => {
    const { unmount } = renderCard();
    const image = screen.getByRole('img', { name: 'Kinabalu Oak Plank' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('600');
    unmount();
    renderCard({}, true);
    expect(screen.getByRole('img', { name: 'Kinabalu Oak Plank' }).getAttribute('loading')).toBe('eager');
  });

  it('greys out a sample with no stock and marks it Out of Stock', () => {
    const { container } = renderCard({ stock: 0 });
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('data-out-of-stock')).toBe('true');
    expect(screen.getByRole('img', { name: 'Kinabalu Oak Plank' }).className).toContain('grayscale');
  });

  it('asks for an out-of-stock sample instead of opening it', () => {
    const onRequestSample = vi.fn();
    renderCard({ stock: 0 }, false, onRequestSample);
    expect(screen.getByText('Click to Request Sample')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Kinabalu Oak Plank' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Kinabalu Oak Plank/ }));
    expect(onRequestSample).toHaveBeenCalledWith(expect.objectContaining({ _id: 'sample-1' }));
  });

  it('shows a placeholder when the sample has no image', () => {
    renderCard({ imageUrls: [], mainImageUrl: null });
    expect(screen.queryByRole('img')).toBeNull();
    // the name stays as written (translate="no"), the words around it follow the page
    const placeholder = screen.getByText(
      (_, element) => element?.className === 'sr-only' && element.textContent === 'Kinabalu Oak Plank (no image)',
    );
    expect(placeholder.querySelector('[translate="no"]')?.textContent).toBe('Kinabalu Oak Plank');
  });
});
