import '@fontsource-variable/inter';
import './styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter } from './app/router';
import { hydrateFromServer } from './lib/server-queries';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// each page writes its own description (lib/page-meta.tsx); the page's fallback would be read first
for (const element of document.head.querySelectorAll('[data-fallback]')) element.remove();

const app = (options: { queryClient?: QueryClient; hydrating: boolean }) => (
  <StrictMode>
    <AppProviders {...options}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// a public page comes rendered from the server with what its queries fetched (entry-server.tsx): the app takes over
// that markup; any other page is rendered here
const rendered = document.getElementById('samplebank-queries');
if (rendered) {
  const queryClient = createQueryClient();
  hydrateFromServer(queryClient, JSON.parse(rendered.textContent ?? '{"queries":[],"mutations":[]}'));
  // as a transition, React hydrates in slices of a few milliseconds and lets the browser paint and answer input
  // between them, instead of one long task a phone would feel (Lighthouse's Total Blocking Time)
  startTransition(() => {
    hydrateRoot(rootElement, app({ queryClient, hydrating: true }));
  });
} else {
  createRoot(rootElement).render(app({ hydrating: false }));
}
