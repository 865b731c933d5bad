import { useEffect, useRef } from 'react';

/**
 * Counts this visit of a sample's page for its brand's insights (issue 18): once per sample shown, after the page has
 * taken over (an effect never runs in the server's render), when the browser is idle. A beacon: nothing waits for it,
 * and whatever happens to it (a robot's, a limit reached, no network) never touches the page.
 */
export function useCountView(sampleId: string | undefined): void {
  // a refetch, or React running the effect twice in development, is the same visit
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!sampleId || counted.current === sampleId) return;
    counted.current = sampleId;
    const url = `/api/samples/${encodeURIComponent(sampleId)}/view`;
    const send = () => {
      try {
        if (navigator.sendBeacon?.(url)) return;
        void fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
      } catch {
        // a browser that refuses the beacon loses one view, nothing more
      }
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 3000 });
    else window.setTimeout(send, 0);
  }, [sampleId]);
}
