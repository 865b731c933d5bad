import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '../constants';
import {
  CATALOGUE_SCOPE,
  inScope,
  type ListingScope,
  listingAddressIn,
  listingParamsIn,
  listingStateIn,
} from '../filters/listing-scope';
import {
  hasUnusableValues,
  type ListingState,
  type PageCursor,
  serializeListingState,
  sortForSearch,
} from '../filters/listing-state';

/**
 * The listing's state lives in the address. Changes show at once in the controls, then after 300 ms of quiet they
 * become a new history entry (Back returns to the filters before; a burst of clicks within the 300 ms is one entry), go
 * back to page 1 and scroll to the top; the samples are fetched from the committed address only. A change of the brand
 * alone replaces the entry instead, as the spec has it for the brand filter. In a brand's store (`scope`) the brand is
 * the store's, from its path, and the address's query holds the rest.
 */
/** Whether `next` differs from `current` in its brand only (the page and its cursor aside). */
function onlyTheBrandChanged(current: ListingState, next: ListingState): boolean {
  const withoutBrand = (state: ListingState) =>
    serializeListingState({ ...state, manufacturer: null, page: 1, cursor: null }).toString();
  return current.manufacturer !== next.manufacturer && withoutBrand(current) === withoutBrand(next);
}

export function useListingState(scope: ListingScope = CATALOGUE_SCOPE) {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = useMemo(() => listingStateIn(scope, searchParams), [scope, searchParams]);
  const [draft, setDraftState] = useState<ListingState | null>(null);
  // the draft as the last change left it, read by the next change at once (not from a state updater, which React may
  // call again: one that also started the debounce's timer once sent a change again after Back)
  const latestDraft = useRef<ListingState | null>(null);
  const setDraft = useCallback((next: ListingState | null) => {
    latestDraft.current = next;
    setDraftState(next);
  }, []);
  const timer = useRef<number | undefined>(undefined);

  // the address this hook last committed, until the router has drawn it; and the address drawn last (read by a
  // change's timer, whose callback was made a render or more ago)
  const arriving = useRef<string | null>(null);
  const shown = useRef(searchParams.toString());

  // The address changed. Our own commit arriving leaves a change made since (a click while the router was still
  // drawing the last one, in its transition) in place with its timer; anything else (the header search, Back) drops
  // the draft.
  useEffect(() => {
    const search = searchParams.toString();
    shown.current = search;
    const isOurs = arriving.current === search;
    arriving.current = null;
    const draft = latestDraft.current;
    if (isOurs && draft && listingParamsIn(scope, draft).toString() !== search) return;
    window.clearTimeout(timer.current);
    setDraft(null);
  }, [scope, searchParams, setDraft]);

  // Back or Forward drops the draft too, even to the address it was made on: a change committed just before Back
  // may never have been drawn, and the address it leaves is the one the draft started from, so the effect above
  // would not see a change and the panel kept showing the undone filter
  useEffect(() => {
    const dropDraft = () => {
      arriving.current = null;
      window.clearTimeout(timer.current);
      setDraft(null);
    };
    window.addEventListener('popstate', dropDraft);
    return () => {
      window.removeEventListener('popstate', dropDraft);
      window.clearTimeout(timer.current);
    };
  }, [setDraft]);

  // a link with values the listing cannot use (a stale category link, a mistyped sort): the address keeps only what
  // it shows, and the page says that something was left out
  const [leftOut, setLeftOut] = useState(false);
  useEffect(() => {
    if (!hasUnusableValues(searchParams)) return;
    setLeftOut(true);
    setSearchParams(listingParamsIn(scope, listingStateIn(scope, searchParams)), {
      replace: true,
      preventScrollReset: true,
    });
  }, [scope, searchParams, setSearchParams]);
  const dismissLeftOut = useCallback(() => setLeftOut(false), []);

  const state = draft ?? committed;

  const commit = useCallback(
    (change: ListingState) => {
      // Clear all clears every filter, a store's own brand not among them
      const next = inScope(scope, change);
      const params = listingParamsIn(scope, next);
      // a change undone within its quiet time (a box ticked and unticked) is no new entry: the address stays
      if (params.toString() === shown.current) {
        setDraft(null);
        return;
      }
      arriving.current = params.toString();
      setSearchParams(params, { replace: onlyTheBrandChanged(committed, next), preventScrollReset: true });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [scope, committed, setSearchParams, setDraft],
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
    (page: number, cursor: PageCursor | null = null) => listingAddressIn(scope, { ...committed, page, cursor }),
    [scope, committed],
  );

  /** A change is shown in the controls and waits its 300 ms before the listing asks for it. */
  const isSettling = draft !== null;

  return { state, committed, isSettling, update, replace, hrefForPage, leftOut, dismissLeftOut };
}
