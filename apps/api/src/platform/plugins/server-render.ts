import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRIVATE_PATH_PREFIXES } from '@samplebank/contracts/public-pages';
import type { FastifyInstance } from 'fastify';

type RenderResult = { status: number; location?: string; head: string; html: string; queries: string };
type Entry = {
  render: (page: { url: string; origin: string; apiOrigin: string; nonce: string }) => Promise<RenderResult>;
};

/** A page rendered on the server: its status, its whole document, and the nonce its scripts carry; or a redirect. */
export type RenderedPage = { status: number; document: string; nonce: string } | { status: number; location: string };

/** The content security policy with scripts that carry `nonce` allowed too (React's inline scripts). */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, (_match, start: string, sources: string) => {
    return `${start}script-src ${sources} 'nonce-${nonce}'`;
  });
}

/** Whether a path is one of the pages rendered on the server: every page but the private ones (ADR 0017). */
export function isServerRendered(path: string): boolean {
  return !PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The server render of the web app's public pages (apps/web/src/entry-server.tsx, built into dist-server beside
 * dist), or undefined when it was not built. Each page is rendered for a visitor, with the data its queries fetch
 * from this same server over HTTP on its own address, and put into the built index.html: the page's head elements
 * in place of the fallback title and description, its markup in the root element, and what its queries fetched in
 * a JSON data block (data, not script: the content security policy stays as it is).
 */
export async function loadServerRender(app: FastifyInstance, webDist: string, publicUrl: string) {
  const entryPath = resolve(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as Entry;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');

  /** Where this server answers on its own machine; undefined before it listens (a test's injected request). */
  const ownOrigin = () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return undefined;
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  };

  return async (url: string): Promise<RenderedPage | undefined> => {
    const apiOrigin = ownOrigin();
    if (!apiOrigin) return undefined;
    try {
      const nonce = randomBytes(16).toString('base64');
      const page = await entry.render({ url, origin: publicUrl, apiOrigin, nonce });
      if (page.location) return { status: page.status, location: page.location };
      // the head elements are marked, so the hydrated page, which writes its own, removes these (main.tsx)
      const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-server-head=""');
      const document = template
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(/<!--[^>]*-->\s*<meta\s+data-fallback[^>]*\/?>/, '')
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="samplebank-queries">${page.queries}</script>`,
        );
      return { status: page.status, document, nonce };
    } catch (error) {
      // the shell still works: the browser renders the page
      app.log.warn({ err: error, url }, 'server render failed; sending the page shell');
      return undefined;
    }
  };
}
