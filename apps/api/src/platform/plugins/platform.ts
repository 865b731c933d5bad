import type { FastifyInstance } from 'fastify';
import { type AppContext, type AppContextOptions, createAppContext } from '../context.js';
import { registerErrorHandling } from '../http-errors.js';
import { registerRateLimits } from '../rate-limit.js';

/**
 * The shared services and the rules every route follows: the context (`app.context`), one error handler, rate limits
 * counted in the database, signed-in answers kept private, and the catalogue cache cleared when any process says the
 * catalogue changed. Guards come with each route, from its endpoint's description (`routesFor`).
 */
export async function registerPlatform(
  app: FastifyInstance,
  options: Omit<AppContextOptions, 'log'>,
): Promise<AppContext> {
  registerErrorHandling(app);
  const context = createAppContext({ ...options, log: app.log });
  app.decorate('context', context);
  await registerRateLimits(app, context.db);
  keepSignedInAnswersPrivate(app);
  await context.catalogueChanges.listen();
  app.addHook('onClose', () => context.catalogueChanges.close());
  app.addHook('onClose', () => context.closeReads());
  return context;
}

/** A signed-in answer is that person's: no browser, proxy or CDN may keep a copy for the next one. */
function keepSignedInAnswersPrivate(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
