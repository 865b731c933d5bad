import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyHttpOptions, FastifyInstance, RawServerDefault } from 'fastify';
import type { Config } from '../../config.js';

/** The server's own options that guard it: request ids, body size, which proxies may name the client. */
export function securityServerOptions(config: Config): FastifyHttpOptions<RawServerDefault> {
  return {
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // the client's address comes from X-Forwarded-For only through the proxies TRUST_PROXY names (off by default)
    trustProxy: trustProxySetting(config.trustProxy),
    return503OnClosing: true,
  };
}

/** Security headers (helmet, with the content security policy the web app needs) and the request id on every answer. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // the web app and the API share an origin; HSTS belongs to the TLS-terminating proxy in production
    strictTransportSecurity: config.env === 'production',
  });
}

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

/**
 * Fastify's form of TRUST_PROXY. A hop count trusts that many proxies nearest the server, whoever they are (Fastify
 * itself ignores a bare number, because a client reaching the server directly could then forge its address), so it
 * suits a server that only its proxies can reach; a list of the proxies' addresses is safe anywhere.
 */
function trustProxySetting(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy;
}
