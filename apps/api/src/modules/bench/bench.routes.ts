import { z } from 'zod';
import type { ZodApp } from '../../platform/zod-app.js';

/**
 * `npm run bench` only (BENCH_CEILING=1): a constant JSON body of a given size, the ceiling a route of that size
 * can reach on this server and machine, to which every measured route is reported as a ratio; and the catalogue
 * cache's hits and misses (and, under `pages`, the page cache's), for the realistic workloads' hit rates.
 */
export async function benchRoutes(app: ZodApp) {
  const bodies = new Map<number, string>();
  app.get(
    '/bench/ceiling',
    { schema: { hide: true, querystring: z.object({ bytes: z.coerce.number().int().min(2).max(2_000_000) }) } },
    (request, reply) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (!body) {
        body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, bytes - 14)) });
        bodies.set(bytes, body);
      }
      return reply.type('application/json').send(body);
    },
  );
  app.get('/bench/cache', { schema: { hide: true } }, () => ({
    ...app.context.catalogueCache.stats,
    pages: app.context.pageCache.stats,
  }));
}
