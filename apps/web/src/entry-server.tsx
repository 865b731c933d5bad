/// <reference types="node" />
// The server render of the public pages (ADR 0017): the same routes and components as the browser's, rendered for a
// visitor with the data their queries ask for, so the first answer carries the page's content and its metadata.
// Built by `vite build --ssr` into dist-server/; the API server imports it (platform/plugins/web-app.ts).

import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { LOCALES, type Locale, localeOfPath } from '@samplebank/contracts/locales';
import { setFormatLocale } from '@samplebank/domain/format';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { type ApiFetch, setApiFetch, setApiMessages } from './lib/api-client';
import { basenameOf, MessageRegistry } from './lib/i18n';
import { SiteOriginContext, scriptSafeJson } from './lib/page-meta';
import { dehydrateForBrowser, isNotFoundError } from './lib/server-queries';
import { prefetchPage } from './server-prefetch';

export type RenderResult = {
  /** the page's language (`<html lang>`) */
  locale: Locale;
  /** the page's status: 404 when the path is no page, or a query of the page found nothing; 3xx for a redirect */
  status: number;
  /** where a redirect leads */
  location?: string;
  /** the title, meta and link elements the page wrote, for the document's head */
  head: string;
  /** the page's markup, for the root element */
  html: string;
  /** what the page's queries fetched, as JSON safe inside a <script> element, for the browser's query client */
  queries: string;
};

// each language's pages are the same routes under its own base (`/ms`), with every message at hand
const languages = Object.fromEntries(
  LOCALES.map((locale) => {
    const registry = new MessageRegistry(locale);
    return [
      locale,
      { registry, ready: registry.loadAll(), handler: createStaticHandler(routes, { basename: basenameOf(locale) }) },
    ];
  }),
) as Record<
  Locale,
  { registry: MessageRegistry; ready: Promise<unknown>; handler: ReturnType<typeof createStaticHandler> }
>;

// dates and times are written in the language of the page being rendered (several renders run at once)
const renderLocale = new AsyncLocalStorage<Locale>();
setFormatLocale(() => renderLocale.getStore() ?? 'en');
// and so are the API's answers (Accept-Language) and the fallback texts of its errors
setApiMessages(() => languages[renderLocale.getStore() ?? 'en'].registry);

// a page that asks for more than server-prefetch.ts knows (a lookup some states need, a query that depends on another's
// answer) is rendered again until nothing new is asked, at most this
const MAX_PASSES = 3;

/** Renders the app to HTML once every lazy part has loaded. */
function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      // React's few inline scripts (revealing the parts that loaded after the first) carry the response's nonce
      nonce,
      // every part inline where it belongs, so the page reads whole before (and without) any script; React would
      // otherwise move parts over 12.8 kB to the end and show them with a script
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        // a failed part renders its error boundary, and the render goes on
        console.warn('server render:', error);
      },
    });
  });
}

/** The queries a render asked for that are enabled and have no answer yet. */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // the observer's options, as the query keeps them: a query the page leaves disabled (a signed-in user's) is not run
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && isEnabled && Boolean(query.options.queryFn);
    });
}

// the leading title, meta and link elements React writes for the page (it puts them first when it renders no <head>)
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export async function render({
  url,
  origin,
  fetchApi,
  nonce,
}: {
  /** the page's address: path and query */
  url: string;
  /** the site's public address (PUBLIC_URL), for canonical and shared links */
  origin: string;
  /** how the page's queries reach the API of the server this render runs in (the same for every render) */
  fetchApi: ApiFetch;
  /** what React's inline scripts carry as their nonce: the server puts each response's own there (server-render.ts) */
  nonce: string;
}): Promise<RenderResult> {
  setApiFetch(fetchApi);
  const request = new Request(new URL(url, origin));
  const { locale } = localeOfPath(new URL(request.url).pathname);
  return renderLocale.run(locale, () => renderIn(locale, request, origin, nonce));
}

async function renderIn(locale: Locale, request: Request, origin: string, nonce: string): Promise<RenderResult> {
  const { registry, ready, handler } = languages[locale];
  await ready;
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location)
      return { locale, status: context.status, location, head: '', html: '', queries: '{}' };
    throw new Error(`a route answered ${context.status}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // what the page always asks for, before its first render: most pages render once
  await prefetchPage(queryClient, context, new URL(request.url));
  const app = () => (
    <StrictMode>
      <SiteOriginContext.Provider value={origin}>
        <AppProviders queryClient={queryClient} registry={registry}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SiteOriginContext.Provider>
    </StrictMode>
  );
  let html = await renderToHtml(app(), nonce);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = unanswered(queryClient);
    if (!asked.length) break;
    await Promise.all(
      asked.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })),
    );
    html = await renderToHtml(app(), nonce);
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => isNotFoundError(query.state.error));
  const notFound = context.matches.some((match) => match.route.path === '*');
  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    locale,
    status: notFound || failed ? 404 : (context.statusCode ?? 200),
    head,
    html: html.slice(head.length),
    queries: scriptSafeJson(dehydrateForBrowser(queryClient)),
  };
}
