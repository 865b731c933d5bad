import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { FILTER_DEBOUNCE_MS } from '../constants';
import {
  hasUnusableValues,
  type ListingState,
  type PageCursor,
  parseListingState,
  serializeListingState,
  sortForSearch,
} from '../filters/listing-state';

/**
 * The listing's state lives in the address. Changes show at once in the controls, then after 300 ms of quiet they
 * become a new history entry (Back returns to the filters before; a burst of clicks within the 300 ms is one entry), go
 * back to page 1 and scroll to the top; the samples are fetched from the committed address only. A change of the brand
 * alone replaces the entry instead, as the spec has it for the brand filter.
 */
/** Whether `next` differs from `current` in its brand only (the page and its cursor aside). */
function onlyTheBrandChanged(current: ListingState, next: ListingState): boolean {
  const withoutBrand = (state: ListingState) =>
    serializeListingState({ ...state, manufacturer: null, page: 1, cursor: null }).toString();
  return current.manufacturer !== next.manufacturer && withoutBrand(current) === withoutBrand(next);
}

export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = useMemo(() => parseListingState(searchParams), [searchParams]);
  const [draft, setDraftState] = useState<ListingState | null>(null);
  // the draft as the last change left it, read by the next change at once (not from a state updater, which React may
  // call again: one that also started the debounce's timer once sent a change again after Back)
  const latestDraft = useRef<ListingState | null>(null);
  const setDraft = useCallback((next: ListingState | null) => {
    latestDraft.current = next;
    setDraftState(next);
  }, []);
  const timer = useRef<number | undefined>(undefined);

  // another part of the app (the header search, the back button) changed the address: drop the draft
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the address on purpose
  useEffect(() => {
    window.clearTimeout(timer.current);
    setDraft(null);
  }, [searchParams]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // a link with values the listing cannot use (a stale category link, a mistyped sort): the address keeps only what
  // it shows, and the page says that something was left out
  const [leftOut, setLeftOut] = useState(false);
  useEffect(() => {
    if (!hasUnusableValues(searchParams)) return;
    setLeftOut(true);
    setSearchParams(serializeListingState(parseListingState(searchParams)), {
      replace: true,
      preventScrollReset: true,
    });
  }, [searchParams, setSearchParams]);
  const dismissLeftOut = useCallback(() => setLeftOut(false), []);

  const state = draft ?? committed;

  const commit = useCallback(
    (next: ListingState) => {
      const replace = onlyTheBrandChanged(committed, next);
      setSearchParams(serializeListingState(next), { replace, preventScrollReset: true });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [committed, setSearchParams],
  );

  /** Applies a change to the filters, search or sort: debounced, back to page 1. */
  const update = useCallback(
    (change: Partial<ListingState> | ((current: ListingState) => Partial<ListingState>)) => {
      const base = latestDraft.current ?? committed;
      const changed = { ...base, ...(typeof change === 'function' ? change(base) : change), page: 1, cursor: null };
      const next = { ...changed, sort: sortForSearch(base, changed) };
      setDraft(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => commit(next), FILTER_DEBOUNCE_MS);
    },
    [committed, commit, setDraft],
  );

  /** Replaces the whole state at once, without waiting (e.g. Clear all). */
  const replace = useCallback(
    (next: ListingState) => {
      window.clearTimeout(timer.current);
      setDraft(null);
      commit({ ...next, sort: sortForSearch(committed, next), page: 1, cursor: null });
    },
    [committed, commit, setDraft],
  );

  /** A numbered page's address; with a cursor (Next and Previous), the page next to the one shown. */
  const hrefForPage = useCallback(
    (page: number, cursor: PageCursor | null = null) => {
      const params = serializeListingState({ ...committed, page, cursor });
      const query = params.toString();
      return query ? `${paths.samples.path}?${query}` : paths.samples.path;
    },
    [committed],
  );

  /** A change is shown in the controls and waits its 300 ms before the listing asks for it. */
  const isSettling = draft !== null;

  return { state, committed, isSettling, update, replace, hrefForPage, leftOut, dismissLeftOut };
}
