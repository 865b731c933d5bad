import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { DialogProvider } from '../lib/dialogs';
import { I18nProvider, type MessageRegistry } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { ToastArea } from '../lib/toast';

/** The app's query client: one per browser tab, one per server render. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a 4xx will not change on retry; a network blip or a 5xx might
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function AppProviders({
  children,
  queryClient: given,
  hydrating = false,
  registry,
}: {
  children: ReactNode;
  /** the page's language and its messages (lib/i18n.tsx), the namespaces every page needs already loaded */
  registry: MessageRegistry;
  /** a client already holding what the server render fetched (else a new one) */
  queryClient?: QueryClient;
  /** the page came rendered from the server, for a visitor: the stored session is read once it is hydrated */
  hydrating?: boolean;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider registry={registry}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider hydrating={hydrating}>
          <DialogProvider>{children}</DialogProvider>
        </SessionProvider>
        <ToastArea position="top-right" duration={3000} closeButton />
      </QueryClientProvider>
    </I18nProvider>
  );
}
