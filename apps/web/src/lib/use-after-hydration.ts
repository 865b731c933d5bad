import { startTransition, useEffect, useState } from 'react';

/**
 * False while the page renders on the server and while the browser takes over that markup; true once it has, set in
 * a transition a phone does not feel. For what a page needs only when someone uses it (a filter's options, a menu's
 * categories): left out of the server's page, it does not weigh on the page nor on its hydration.
 */
export function useAfterHydration(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => startTransition(() => setIsAfter(true)), []);
  return isAfter;
}

/**
 * Whether the window matches a media query, answered false on the server and while the page hydrates, then the
 * browser's answer in a transition, kept up to date. Unlike `useMediaQuery`, which hydrates with a server value and
 * then re-renders at once, it never holds up the phone for what the page only draws where it is seen.
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
