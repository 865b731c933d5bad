import type { ApiEndpoint } from '@samplebank/contracts/api';
import type { Endpoint, EndpointRequest, EndpointResponse } from '@samplebank/contracts/endpoint';
import { isErrorCode, type TErrorCode } from '@samplebank/contracts/errors';
import { browserRegistry, type MessageRegistry, translate } from './i18n';
import { storageKeys } from './storage-keys';

const API_BASE = '/api';

/** How a request reaches the API: `fetch` on the page's own origin in the browser. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * A server render calls the API inside the server it runs in, without a socket (the request does not queue behind
 * the visitors' connections); the browser never calls this.
 */
export function setApiFetch(fetcher: ApiFetch) {
  apiFetch = fetcher;
}

// Whose language the API's sentences and the fallback texts are in: the browser page's; a server render names its own
// page's (several renders run at once), see setApiMessages.
let pageMessages: () => MessageRegistry | undefined = () =>
  typeof window === 'undefined' ? undefined : browserRegistry();

/** A server render gives the messages of the page being rendered, so its API errors are in that page's language. */
export function setApiMessages(messages: () => MessageRegistry) {
  pageMessages = messages;
}

/** An error code's sentence in the page's language (the code itself when no messages are at hand). */
function errorText(code: 'NETWORK_ERROR' | 'REQUEST_FAILED', registry: MessageRegistry | undefined): string {
  return registry ? translate('errors', registry)(code) : code;
}

/** Dispatched on window when the API answers 401: the stored token (if any) was refused. */
export const SESSION_EXPIRED_EVENT = 'samplebank:session-expired';

/** An error's code: the server's (the contract's list), or the browser's own when the server was not reached. */
export type ApiErrorCode = TErrorCode | 'NETWORK_ERROR';

/** A failed API call: the server's `message`, `code` and field errors, and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: ApiErrorCode,
    readonly fields?: Record<string, string>,
    /** The whole refusal as sent, for an endpoint whose refusal says more (`errorBodies` in its description). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    // storage can be unavailable (private mode, blocked cookies): the visitor is simply signed out
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown, fallbackMessage: string): ApiError {
  if (payload && typeof payload === 'object') {
    const { message, code, fields } = payload as { message?: unknown; code?: unknown; fields?: unknown };
    return new ApiError(
      typeof message === 'string' && message ? message : fallbackMessage,
      status,
      isErrorCode(code) ? code : undefined,
      fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
      payload,
    );
  }
  return new ApiError(fallbackMessage, status);
}

/** Calls the API under `/api` with JSON in and out and the signed-in user's bearer token. */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // the API's own sentences (a refusal's message, an e-mail it sends) in the page's language
  const registry = pageMessages();
  if (registry) headers['Accept-Language'] = registry.locale;
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await apiFetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(errorText('NETWORK_ERROR', registry), 0, 'NETWORK_ERROR');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload, errorText('REQUEST_FAILED', registry));
    // a refused session (expired or revoked token, or one forgotten in another tab) ends it (accounts spec §4);
    // SessionRefresh decides whether anyone was signed in. A wrong password is a 401 too, but not the session's.
    if (response.status === 401 && error.code !== 'INVALID_CREDENTIALS' && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    }
    throw error;
  }
  return payload as T;
}

type Method = Endpoint['method'];
type PathOf<M extends Method> = Extract<ApiEndpoint, { method: M }>['path'];
type EndpointAt<M extends Method, P> = Extract<ApiEndpoint, { method: M; path: P }>;
type CallOptions<E extends ApiEndpoint> = EndpointRequest<E> & {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};
/** The options argument, optional when the endpoint needs neither params nor a body. */
type CallArgs<E extends ApiEndpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * `/projects/:id` with `{ id: 'p1' }` is `/projects/p1`; a wildcard tail (`/delete/*` with `{ '*': 'a/b c' }`) keeps
 * its slashes and encodes each segment (`/delete/a/b%20c`).
 */
function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  const paramValue = (name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return String(value);
  };
  return path
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(paramValue(name)))
    .replace(/\/\*$/, () => `/${paramValue('*').split('/').map(encodeURIComponent).join('/')}`);
}

function caller<M extends Method>(method: M) {
  return <P extends PathOf<M>>(path: P, ...[options]: CallArgs<EndpointAt<M, P>>) => {
    const { params, query, body, signal, headers } = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    return apiRequest<EndpointResponse<EndpointAt<M, P>>>(fillPath(path, params), {
      method,
      query,
      body,
      signal,
      headers,
    });
  };
}

/**
 * The API, typed by its endpoints (contracts): the method and path pick one, which fixes what is sent and what
 * comes back.
 *
 *   const wishlist = await api.post('/users/my-wishlist', { body: { id: sampleId } });
 *   const project = await api.get('/projects/:id', { params: { id }, signal });
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
