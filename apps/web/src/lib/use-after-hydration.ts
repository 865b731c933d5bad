import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the window matches a media query: false on the server and while the browser takes over that markup, then
 * the browser's answer, set in a transition a phone does not feel, and kept up to date. For what a page draws or asks
 * for only where it is seen and used (a filter column, a menu's categories): left out of the server's page, it does
 * not weigh on the page nor on its hydration. Unlike `useMediaQuery`, which hydrates with a server value and then
 * re-renders at once, it never holds the phone up. `'all'` matches everywhere: once the page has taken over.
 */
export function useMatchesAfterHydration(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
