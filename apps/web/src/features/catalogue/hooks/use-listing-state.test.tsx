// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from '../constants';
import { brandScope, type ListingScope } from '../filters/listing-scope';
import { clearFilters } from '../filters/listing-state';
import { useListingState } from './use-listing-state';

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.useRealTimers());

function renderListing(address: string, scope?: ListingScope) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ listing: useListingState(scope), location: useLocation() }), { wrapper });
}

describe('useListingState', () => {
  it('shows a change at once and commits it to the address after the quiet time', () => {
    const { result } = renderListing('/samples?availability=in-stock');
    act(() =>
      result.current.listing.update((current) => ({ availability: [...current.availability, 'out-of-stock'] })),
    );
    expect(result.current.listing.state.availability).toEqual(['in-stock', 'out-of-stock']);
    expect(result.current.listing.isSettling).toBe(true);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?availability=in-stock&availability=out-of-stock');
    expect(result.current.listing.isSettling).toBe(false);
  });

  it('drops a change waiting its turn when Back or Forward moves the page, though the address is the same', () => {
    const { result } = renderListing('/samples?availability=in-stock');
    act(() => result.current.listing.update({ availability: ['in-stock', 'out-of-stock'] }));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.listing.state.availability).toEqual(['in-stock']);
    expect(result.current.listing.isSettling).toBe(false);
    // nor is it committed later
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(result.current.location.search).toBe('?availability=in-stock');
  });

  it('keeps a change made while the last one was still arriving in the address, and commits it in turn', () => {
    const { result } = renderListing('/samples');
    act(() => result.current.listing.update({ availability: ['in-stock'] }));
    // the commit and the next click in one batch: the router has not drawn the first address when the click lands
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      result.current.listing.update((current) => ({ availability: [...current.availability, 'out-of-stock'] }));
    });
    expect(result.current.location.search).toBe('?availability=in-stock');
    expect(result.current.listing.state.availability).toEqual(['in-stock', 'out-of-stock']);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?availability=in-stock&availability=out-of-stock');
    expect(result.current.listing.isSettling).toBe(false);
  });

  it('makes no new entry for a change undone within its quiet time, and stops waiting', () => {
    const { result } = renderListing('/samples?availability=in-stock');
    const entry = result.current.location.key;
    act(() => result.current.listing.update({ availability: ['in-stock', 'out-of-stock'] }));
    act(() => result.current.listing.update({ availability: ['in-stock'] }));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(result.current.location.key).toBe(entry);
    expect(result.current.listing.isSettling).toBe(false);
  });

  it('a whole new state at once (Clear all, a new search) drops a change waiting its turn', () => {
    const { result } = renderListing('/samples?availability=in-stock');
    act(() => result.current.listing.update({ availability: [] }));
    act(() => result.current.listing.replace({ ...result.current.listing.committed, search: 'marble' }));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(result.current.listing.state.availability).toEqual(['in-stock']);
    expect(result.current.location.search).toContain('search=marble');
  });

  describe('in a brand’s store', () => {
    const BRAND = '630a51fc-9f5d-41de-b0a3-2a82ea59abcc';
    const store = brandScope(BRAND);

    it('lists the store’s brand from its path, and keeps its filters, sort and pages under that path', () => {
      const { result } = renderListing(`/supplier-store/${BRAND}?usage=Residential`, store);
      expect(result.current.listing.committed.manufacturer).toBe(BRAND);
      expect(result.current.listing.hrefForPage(2)).toBe(`/supplier-store/${BRAND}?usage=Residential&page=2`);
      act(() => result.current.listing.update({ availability: ['in-stock'] }));
      act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
      expect(result.current.location.pathname).toBe(`/supplier-store/${BRAND}`);
      expect(result.current.location.search).toBe('?usage=Residential&availability=in-stock');
    });

    it('keeps its own brand whatever the query says, and through Clear all', () => {
      const other = '11111111-1111-4111-8111-111111111111';
      const { result } = renderListing(`/supplier-store/${BRAND}?manufacturer=${other}&usage=Residential`, store);
      expect(result.current.listing.committed.manufacturer).toBe(BRAND);
      act(() => result.current.listing.replace(clearFilters(result.current.listing.state)));
      expect(result.current.location.pathname).toBe(`/supplier-store/${BRAND}`);
      expect(result.current.location.search).toBe('');
      expect(result.current.listing.committed.manufacturer).toBe(BRAND);
    });
  });
});
