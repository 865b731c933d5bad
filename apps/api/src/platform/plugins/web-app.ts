import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { preferredEncoding } from './page-encoding.js';
import { isServerRendered, loadServerRender, withScriptNonce } from './server-render.js';

/** Where the built web app is: `WEB_DIST`, else apps/web/dist. */
export function webDistOf(config: Config): string {
  return resolve(config.webDist ?? join(import.meta.dirname, '../../../../web/dist'));
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
    if (!hasWeb || !isPageVisit || path.startsWith('/dev/')) {
      return reply.status(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const rendered = serverRender && isServerRendered(path) ? await serverRender(request.url, encoding) : undefined;
    if (rendered && 'location' in rendered) return reply.redirect(rendered.location, rendered.status);
    if (rendered) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, rendered.nonce));
      reply.header('Vary', 'Accept-Encoding');
      if (rendered.encoding) reply.header('Content-Encoding', rendered.encoding);
      return reply.status(rendered.status).type('text/html; charset=utf-8').send(rendered.body);
    }
    return reply.sendFile('index.html');
  });
}
