import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept up to date. A server render has no window: it answers
 * `serverValue`, and the hydrated page then takes the browser's answer without a mismatch.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
