import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBenchRoutes } from './modules/bench/bench.routes.js';
import { registerCartRoutes } from './modules/cart/cart.routes.js';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { registerDevMailPage } from './modules/dev-mail/dev-mail.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerOrganizationRoutes } from './modules/organizations/organizations.routes.js';
import { registerProjectRoutes } from './modules/projects/projects.routes.js';
import { registerReferenceRoutes } from './modules/reference/reference.routes.js';
import { registerSampleRequestRoutes } from './modules/requests/requests.routes.js';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import type { Guards } from './platform/auth.js';
import { createAppContext } from './platform/context.js';
import { registerErrorHandling } from './platform/http-errors.js';
import type { MicroCache } from './platform/micro-cache.js';
import type { PaymentProvider } from './platform/payments/payment-provider.js';
import { registerRateLimits } from './platform/rate-limit.js';
import type { Storage } from './platform/storage.js';

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  storage?: Storage;
  /** a payment provider to use instead of the one config names (tests: Stripe against a local fake) */
  payments?: PaymentProvider;
  /** pino options; false in tests */
  logger?: boolean | object;
};

export type App = FastifyInstance;

function contentSecurityPolicy(config: Config) {
  const s3Origin = config.s3?.endpoint ? new URL(config.s3.endpoint).origin : undefined;
  const extra = (list: string[]) => (s3Origin ? [...list, s3Origin] : list);
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripe],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: extra(["'self'", 'data:', 'blob:']),
      fontSrc: ["'self'", 'data:'],
      connectSrc: extra(["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])]),
      frameSrc: stripe.length ? stripe : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Builds the Fastify instance: plugins, then platform services, then feature routes. Does not listen. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // the client's address comes from X-Forwarded-For only through the proxies TRUST_PROXY names (off by default)
    trustProxy: trustProxySetting(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // the web app and the API share an origin; HSTS belongs to the TLS-terminating proxy in production
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Samplebank API',
        version: '1.0.0',
        description: 'The marketplace API. Errors: `{message, code?, fields?}`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const context = createAppContext({ ...options, log: app.log });
  app.decorate('context', context);
  await registerRateLimits(app, database.db);
  runGuardsFirst(app, context.guards);
  keepSignedInAnswersPrivate(app);
  clearCatalogueCacheOnWrites(app, context.catalogueCache);

  await app.register(
    async (api) => {
      registerHealthRoutes(api, context);
      if (process.env.BENCH_CEILING === '1') registerBenchRoutes(api);
      registerProjectRoutes(api, context);
      registerCatalogueRoutes(api, context);
      registerReferenceRoutes(api, context);
      registerOrganizationRoutes(api, context);
      registerContentRoutes(api, context);
      registerFileRoutes(api, context);
      registerAuthRoutes(api, context);
      registerUserRoutes(api, context);
      registerUploadRoutes(api, context);
      registerWishlistRoutes(api, context);
      registerSampleRequestRoutes(api, context);
      registerCartRoutes(api, context);
      registerCheckoutRoutes(api, context);
      registerOrderRoutes(api, context);
      registerAdminRoutes(api, context);
    },
    { prefix: '/api' },
  );

  if (config.devMail) registerDevMailPage(app, context);
  await registerWebApp(app, config);
  return app;
}

/**
 * Fastify's form of TRUST_PROXY. A hop count trusts that many proxies nearest the server, whoever they are (Fastify
 * itself ignores a bare number, because a client reaching the server directly could then forge its address), so it
 * suits a server that only its proxies can reach; a list of the proxies' addresses is safe anywhere.
 */
function trustProxySetting(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy;
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

// staff edits (samples, categories, brands), brand profiles, and orders and payments (stock) change the catalogue
const catalogueWrites = /^\/api\/(admin|organizations|payments|orders)(\/|\?|$)/;

/**
 * Clears the catalogue cache before a successful write's answer leaves, so whoever made the change
 * reads it back at once. The one writer outside a request, the checkout expiry job, clears it itself.
 */
function clearCatalogueCacheOnWrites(app: FastifyInstance, cache: MicroCache) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      catalogueWrites.test(request.url)
    ) {
      cache.clear();
    }
    return payload;
  });
}

/** Serves the built web app: hashed assets cached for a year, every other non-API path falls back to index.html. */
async function registerWebApp(app: FastifyInstance, config: Config) {
  const webDist = resolve(config.webDist ?? join(import.meta.dirname, '../../web/dist'));
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
