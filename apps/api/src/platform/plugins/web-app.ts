import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

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
  app.setNotFoundHandler((request, reply) => {
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
    return reply.sendFile('index.html');
  });
}
