import type { FastifyInstance } from 'fastify';
import type { Guards } from '../auth.js';
import { type AppContext, type AppContextOptions, createAppContext } from '../context.js';
import { registerErrorHandling } from '../http-errors.js';
import { registerRateLimits } from '../rate-limit.js';

/**
 * The shared services and the rules every route follows: the context (`app.context`), one error handler, rate limits
 * counted in the database, guards before the body,
 * signed-in answers kept private, and the catalogue cache cleared when any process says the catalogue changed.
 */
export async function registerPlatform(
  app: FastifyInstance,
  options: Omit<AppContextOptions, 'log'>,
): Promise<AppContext> {
  registerErrorHandling(app);
  const context = createAppContext({ ...options, log: app.log });
  app.decorate('context', context);
  await registerRateLimits(app, context.db);
  runGuardsFirst(app, context.guards);
  keepSignedInAnswersPrivate(app);
  await context.catalogueChanges.listen();
  app.addHook('onClose', () => context.catalogueChanges.close());
  return context;
}

/** A signed-in answer is that person's: no browser, proxy or CDN may keep a copy for the next one. */
function keepSignedInAnswersPrivate(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * Guards are declared as `preHandler`s, next to the route; they run at `onRequest`, before the body is parsed and
 * validated, so a visitor is told 401 (and a user 403) before anything they sent is judged.
 */
function runGuardsFirst(app: FastifyInstance, guards: Guards) {
  const guardSet = new Set<unknown>(Object.values(guards));
  const asList = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler);
    const routeGuards = preHandlers.filter((handler) => guardSet.has(handler));
    if (!routeGuards.length) return;
    route.preHandler = preHandlers.filter((handler) => !guardSet.has(handler));
    route.onRequest = [...asList(route.onRequest), ...routeGuards] as typeof route.onRequest;
  });
}
