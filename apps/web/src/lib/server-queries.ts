// What a server render's queries fetched, carried to the browser's query client (ADR 0017): the answers, and the
// queries that found nothing (a 404), so the hydrated page shows "not found" exactly as the server rendered it.
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Whether an error is the API saying that what was asked for does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return (error as { status?: unknown } | null | undefined)?.status === 404;
}

// an error goes through JSON as these fields (an Error's message is not one of its own enumerable properties)
type CarriedError = { message: string; status: number; code?: string };

/** The server's queries as JSON-ready data: the answered ones, and those the API answered 404. */
export function dehydrateForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) || isNotFoundError(query.state.error),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as ApiError | null;
      if (!error) return query;
      const carried: CarriedError = { message: error.message, status: error.status, code: error.code };
      return { ...query, state: { ...query.state, error: carried as unknown as Error } };
    }),
  };
}

/** Puts the server's queries into the browser's client, each carried error an `ApiError` again. */
export function hydrateFromServer(queryClient: QueryClient, state: DehydratedState) {
  const queries = state.queries.map((query) => {
    const carried = query.state.error as unknown as CarriedError | null;
    if (!carried) return query;
    const error = new ApiError(carried.message, carried.status, carried.code as ApiError['code']);
    return { ...query, state: { ...query.state, error } };
  });
  hydrate(queryClient, { ...state, queries });
}
