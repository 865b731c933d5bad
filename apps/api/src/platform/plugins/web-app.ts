import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLocale, LOCALE_COOKIE, localeOfPath, pathInLocale } from '@samplebank/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { preferredEncoding } from './page-encoding.js';
import { isServerRendered, loadServerRender, withScriptNonce } from './server-render.js';

/** Where the built web app is: `WEB_DIST`, else apps/web/dist. */
export function webDistOf(config: Config): string {
  return resolve(config.webDist ?? join(import.meta.dirname, '../../../../web/dist'));
}

/** The language a visitor chose with the language switch (its cookie), if any. */
function chosenLocale(request: FastifyRequest) {
  const cookie = request.headers.cookie ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : undefined;
}

/** Serves the built web app: hashed assets cached for a year, every other non-API path falls back to index.html. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const webDist = webDistOf(config);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes('/assets/');
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // the shell of a page the browser renders (a private one), in each language: `<html lang>` from the first byte
  const shells = hasWeb
    ? (() => {
        const english = readFileSync(join(webDist, 'index.html'), 'utf8');
        return { en: english, ms: english.replace(/<html lang="en"/, '<html lang="ms"') };
      })()
    : undefined;
  const serverRender = hasWeb
    ? await loadServerRender(app, { webDist, publicUrl: config.publicUrl, pages: app.context.pageCache })
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    // a missing file (/favicon.ico, /wp-login.php) or anything but a page visit is a plain 404, not the API's JSON
    const isPageVisit = ['GET', 'HEAD'].includes(request.method) && !/\.[a-z0-9]{2,5}$/i.test(path);
    const { locale, path: pagePath } = localeOfPath(path);
    // the development pages are not there in any language (`/ms/dev/...` too)
    if (!hasWeb || !isPageVisit || pagePath.startsWith('/dev/')) {
      return reply.status(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    // a visitor who chose a language with the switch gets its pages wherever a link or a bookmark leads them
    // (crawlers carry no cookie: each language's address stays its own)
    const chosen = chosenLocale(request);
    reply.header('Vary', 'Accept-Encoding, Cookie');
    if (chosen && chosen !== locale && request.method === 'GET') {
      const query = request.url.slice(path.length);
      return reply.redirect(pathInLocale(`${pagePath}${query}`, chosen), 302);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const rendered = serverRender && isServerRendered(path) ? await serverRender(request.url, encoding) : undefined;
    if (rendered && 'location' in rendered) return reply.redirect(rendered.location, rendered.status);
    if (rendered) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, rendered.nonce));
      if (rendered.encoding) reply.header('Content-Encoding', rendered.encoding);
      return reply.status(rendered.status).type('text/html; charset=utf-8').send(rendered.body);
    }
    if (locale === 'en') return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(shells?.[locale]);
  });
}
