// A page for component tests, as the app shows it: in one language (its messages and its dates and numbers), with a
// fresh query client that does not retry, inside a router.
import type { Locale } from '@samplebank/contracts/locales';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithMessages } from './i18n';

/**
 * Renders `page` at `path` (the router's only entry; give `page` its `<Routes>` when it reads the address). The
 * formats' language stays set: a test file resets it to English after each test (`setFormatLocale(() => 'en')`).
 */
export function renderPage(page: ReactElement, { locale = 'en', path }: { locale?: Locale; path?: string } = {}) {
  setFormatLocale(() => locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={path ? [path] : undefined}>{page}</MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}
