import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeOfPath } from '@samplebank/contracts/locales';
import { PRIVATE_PATH_PREFIXES } from '@samplebank/contracts/public-pages';
import type { FastifyInstance } from 'fastify';
import type { MicroCache } from '../micro-cache.js';
import { encodePage, type PageEncoding } from './page-encoding.js';

type RenderResult = {
  locale: string;
  status: number;
  location?: string;
  head: string;
  html: string;
  queries: string;
};
type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
type Entry = {
  render: (page: { url: string; origin: string; fetchApi: ApiFetch; nonce: string }) => Promise<RenderResult>;
};

/**
 * A page rendered on the server: its status, its whole document (in `encoding` when it has one), and the nonce its
 * scripts carry; or a redirect.
 */
export type RenderedPage =
  | { status: number; body: string | Buffer; encoding?: PageEncoding; nonce: string }
  | { status: number; location: string };

/**
 * A rendered document. When its scripts carry `slot`, where each response's own nonce goes, it is finished per
 * response; most pages have no inline script (every part is inline, ADR 0017), so they are compressed once.
 */
type Rendered =
  | { status: number; document: string; hasScripts: boolean; encoded: Partial<Record<PageEncoding, Promise<Buffer>>> }
  | { status: number; location: string };

/** The content security policy with scripts that carry `nonce` allowed too (React's inline scripts). */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, (_match, start: string, sources: string) => {
    return `${start}script-src ${sources} 'nonce-${nonce}'`;
  });
}

/** Whether a path is one of the pages rendered on the server: every page but the private ones (ADR 0017). */
export function isServerRendered(path: string): boolean {
  const { path: pagePath } = localeOfPath(path);
  return !PRIVATE_PATH_PREFIXES.some((prefix) => pagePath.startsWith(prefix));
}

/**
 * The web app's page (its built index.html) with a render put in: the page's head elements in place of the fallback
 * title and description, its markup in the root element, and what its queries fetched in a JSON data block (data,
 * not script: the content security policy stays as it is).
 */
export function composeDocument(template: string, page: RenderResult): string {
  // the head elements are marked, so the hydrated page, which writes its own, removes these (main.tsx)
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-server-head=""');
  const shell = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<!--[^>]*-->\s*<meta\s+data-fallback[^>]*\/?>/, '');
  // cut and joined rather than String.replace, which would read any `$&` or `$'` in the page's text as a pattern
  const headEnd = shell.indexOf('</head>');
  const root = shell.indexOf('<div id="root"></div>');
  return [
    shell.slice(0, headEnd),
    head,
    shell.slice(headEnd, root),
    `<div id="root">${page.html}</div><script type="application/json" id="samplebank-queries">${page.queries}</script>`,
    shell.slice(root + '<div id="root"></div>'.length),
  ].join('');
}

/**
 * The server render of the web app's public pages (apps/web/src/entry-server.tsx, built into dist-server beside
 * dist), or undefined when it was not built. Each page is rendered for a visitor, its queries answered by this app
 * in-process (`app.inject`: no socket, so a render does not wait behind the visitors' connections, and the answers
 * come through the catalogue's cache like anyone's). A page that answers 200 is kept in `pages` by its address,
 * without a nonce: every response gets a fresh one, put where the render left `slot`.
 */
export async function loadServerRender(
  app: FastifyInstance,
  { webDist, publicUrl, pages }: { webDist: string; publicUrl: string; pages: MicroCache },
) {
  const entryPath = resolve(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as Entry;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  // what React writes as its scripts' nonce; never sent: each response's own nonce replaces every copy of it
  const slot = randomBytes(16).toString('hex');

  const fetchApi: ApiFetch = async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };

  const renderPage = async (url: string): Promise<Rendered> => {
    const page = await entry.render({ url, origin: publicUrl, fetchApi, nonce: slot });
    if (page.location) return { status: page.status, location: page.location };
    const document = composeDocument(template, page);
    return { status: page.status, document, hasScripts: document.includes(slot), encoded: {} };
  };

  /** The page at `url` for a visitor whose browser takes `encoding` (none: plain text). */
  return async (url: string, encoding?: PageEncoding): Promise<RenderedPage | undefined> => {
    try {
      // only a real page is kept: a 404 of a made-up address would push real pages out
      const page = await pages.remember(
        url,
        () => renderPage(url),
        (kept) => kept.status === 200,
      );
      if ('location' in page) return page;
      const nonce = randomBytes(16).toString('base64');
      if (page.hasScripts) {
        const document = page.document.replaceAll(slot, nonce);
        return {
          status: page.status,
          body: encoding ? await encodePage(encoding, document) : document,
          encoding,
          nonce,
        };
      }
      if (!encoding) return { status: page.status, body: page.document, nonce };
      // compressed once per coding for as long as the page is kept
      page.encoded[encoding] ??= encodePage(encoding, page.document);
      return { status: page.status, body: await page.encoded[encoding], encoding, nonce };
    } catch (error) {
      // the shell still works: the browser renders the page
      app.log.warn({ err: error, url }, 'server render failed; sending the page shell');
      return undefined;
    }
  };
}
