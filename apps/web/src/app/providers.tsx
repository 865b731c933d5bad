import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api-client';
import { DialogProvider } from '../lib/dialogs';
import { SessionProvider } from '../lib/session';

function createQueryClient() {
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>{children}</DialogProvider>
      </SessionProvider>
      <Toaster position="top-right" duration={3000} closeButton />
    </QueryClientProvider>
  );
}
