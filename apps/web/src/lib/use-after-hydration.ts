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
