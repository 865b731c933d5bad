import { z } from 'zod';
import type { ZodApp } from '../../platform/zod-app.js';

const ZHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptime: z.number(),
  /** whether the catalogue's in-memory copies (the facet index) are read yet; until then their answers come slower */
  catalogue: z.enum(['warming', 'ready']),
});

// infra for the load balancer and uptime checks, not an endpoint the web calls: its 503 answers the health shape
// rather than the `{ message }` every described endpoint's errors share, so it stays a plain route
export async function healthRoutes(app: ZodApp) {
  const { database, catalogueChanges } = app.context;
  const catalogue = () => (catalogueChanges.ready() ? ('ready' as const) : ('warming' as const));
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthSchema, 503: ZHealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const, uptime: process.uptime(), catalogue: catalogue() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply
          .status(503)
          .send({ status: 'degraded', database: 'down', uptime: process.uptime(), catalogue: catalogue() });
      }
    },
  );
}
