import { setFormatLocale } from '@samplebank/domain/format';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter, preloadPagesAt, prepareRouter } from './app/router';
import { keepLinksToo, replayEarlyInput } from './lib/early-input';
import { ALWAYS_LOADED, browserRegistry } from './lib/i18n';
import { inTasksOfTheirOwn, nextTask } from './lib/next-task';
import { hydrateFromServer } from './lib/server-queries';
import { setValidationLanguage } from './lib/validation-language';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// the page's language is its address's (`/ms/...`) for its whole life: dates, and the messages every page shows
const registry = browserRegistry();
setFormatLocale(() => registry.locale);
setValidationLanguage(registry.locale);
// the server writes it (`<html lang>` from the first byte): set again to the same value, Blink styled the whole page
// again (10 ms on the test host, 35 ms for a change: three times that on a phone), as the page starts
if (document.documentElement.lang !== registry.locale) document.documentElement.lang = registry.locale;
const everyPageMessages = registry.load(ALWAYS_LOADED);

// each page writes its own description (lib/page-meta.tsx); the page's fallback would be read first
for (const element of document.head.querySelectorAll('[data-fallback]')) element.remove();

/** Once the page has hydrated, what was typed, tapped or sent on it before is done again (lib/early-input.ts). */
function ReplayEarlyInput() {
  // in a task of its own: an event dispatched while React is still committing could not hydrate the part it lands on
  useEffect(() => {
    const timer = setTimeout(replayEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

const app = (options: { queryClient?: QueryClient; hydrating: boolean }) => (
  <StrictMode>
    <AppProviders {...options} registry={registry}>
      <AppRouter hydrating={options.hydrating} locale={registry.locale} />
    </AppProviders>
    {options.hydrating && <ReplayEarlyInput />}
  </StrictMode>
);

/** Reads the storage once so that the browser loads it; a browser that refuses it is left to the code that reads it. */
function warmStorage(name: 'localStorage' | 'sessionStorage') {
  try {
    void window[name].length;
  } catch {
    // storage turned off: each reader has its own fallback
  }
}

// a public page comes rendered from the server with what its queries fetched (entry-server.tsx): the app takes over
// that markup; any other page is rendered here
const rendered = document.getElementById('samplebank-queries');
if (rendered) {
  const queryClient = createQueryClient();
  // the page's own code first (its route is loaded on first use), so the whole page hydrates in one pass: a page
  // left as server markup until its code arrived lost the taps made on it meanwhile. Should it fail to load, the
  // page hydrates all the same and its route shows the error
  // in a task after this module's: matching the address ranks every route, and with the app's own start it was one
  // long task
  const pageCode = nextTask()
    .then(() => preloadPagesAt(window.location.pathname, registry.locale))
    .catch(() => undefined);
  void Promise.all([pageCode, everyPageMessages]).then(() =>
    // each in a task of its own, the first after the one that evaluated the page's code
    inTasksOfTheirOwn([
      // what the server's queries fetched, in the cache before the page hydrates; not in this module's evaluation (a
      // listing's or the home page's data are tens of kilobytes, each query a cache entry)
      () => hydrateFromServer(queryClient, JSON.parse(rendered.textContent ?? '{"queries":[],"mutations":[]}')),
      // a page's first read of the browser's storage has the browser load it (the session is kept in localStorage,
      // the router's own state in sessionStorage): a few milliseconds each, that were inside the router's making and
      // a slice of React's
      () => warmStorage('localStorage'),
      () => warmStorage('sessionStorage'),
      () => prepareRouter({ hydrating: true, locale: registry.locale }),
      () => {
        // the page writes its own description and links as it hydrates, and React would adopt these copies, which
        // the server marked as its own: they go before it starts. The title stays: React takes it over when it
        // hydrates the page's own (a page without one for a moment showed the address as its name)
        for (const element of document.head.querySelectorAll('[data-server-head]:not(title)')) element.remove();
        // as a transition: React hydrates the page in slices of a few milliseconds and lets the phone draw and answer
        // between them, where one pass held it for the whole page. A tap or a send made meanwhile is still kept by
        // lib/early-input.ts (React never sees it), and from now on a link's click too, and done again once the page
        // has hydrated; typing into a field hydrates that part at once
        keepLinksToo();
        startTransition(() => {
          hydrateRoot(rootElement, app({ queryClient, hydrating: true }));
        });
      },
    ]),
  );
} else {
  void everyPageMessages.then(() => createRoot(rootElement).render(app({ hydrating: false })));
}
