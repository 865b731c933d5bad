import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { dehydrateForBrowser, hydrateFromServer, isNotFoundError } from './server-queries';

/** A client whose queries settled as a server render leaves them: one answered, one 404, one failed otherwise. */
async function renderedQueries() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['sample', 'found'], queryFn: async () => ({ name: 'Oak' }) });
  await server.prefetchQuery({
    queryKey: ['sample', 'missing'],
    queryFn: async () => {
      throw new ApiError('Sample not found', 404, 'NOT_FOUND');
    },
  });
  await server.prefetchQuery({
    queryKey: ['facets'],
    queryFn: async () => {
      throw new ApiError('Internal error', 500);
    },
  });
  return server;
}

describe('the server render’s queries in the browser', () => {
  it('carries answers and 404s through JSON, the 404 an ApiError again with its message and status', async () => {
    const carried = JSON.parse(JSON.stringify(dehydrateForBrowser(await renderedQueries())));
    const browser = new QueryClient();
    hydrateFromServer(browser, carried);
    expect(browser.getQueryData(['sample', 'found'])).toEqual({ name: 'Oak' });
    const missing = browser.getQueryState(['sample', 'missing']);
    expect(missing?.status).toBe('error');
    expect(missing?.error).toBeInstanceOf(ApiError);
    expect(missing?.error).toMatchObject({ message: 'Sample not found', status: 404, code: 'NOT_FOUND' });
    expect(isNotFoundError(missing?.error)).toBe(true);
  });

  it('leaves any other failure out, so the browser asks again', async () => {
    const carried = JSON.parse(JSON.stringify(dehydrateForBrowser(await renderedQueries())));
    expect(carried.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['sample', 'found'],
      ['sample', 'missing'],
    ]);
  });
});
