import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import type { Endpoint, EndpointAuth, PathParamNames } from '@samplebank/contracts/endpoint';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Guards } from './auth.js';
import type { ZodApp } from './zod-app.js';

type Parsed<Schema, Otherwise> = Schema extends z.ZodType ? z.output<Schema> : Otherwise;

/** The request a route's handler gets: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params'], Record<PathParamNames<E['path']>, string>>;
  Querystring: Parsed<E['query'], unknown>;
  Body: Parsed<E['body'], unknown>;
  Headers: Parsed<E['headers'], unknown>;
}>;

/** What a handler returns: the endpoint's response as its schema takes it, or the reply it sent itself. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/** Route settings an endpoint's description leaves to the server. */
export type RouteSettings = { config?: FastifyContextConfig; bodyLimit?: number };

type FeatureOptions = {
  /** The OpenAPI group of the feature's routes. */
  tags: string[];
  /**
   * Set when the plugin checks the caller itself, once for all its routes (the back office checks ADMIN): each
   * endpoint must then say that role, and gets no guard of its own.
   */
  checkedByPlugin?: EndpointAuth;
};

function guardFor(auth: EndpointAuth, guards: Guards): onRequestHookHandler | undefined {
  switch (auth) {
    case 'public':
      return undefined;
    case 'optional':
      return guards.optionalUser;
    case 'user':
      return guards.authenticate;
    case 'approved':
      return guards.requireApproved;
    case 'admin':
      return guards.requireAdmin;
  }
}

/** The endpoint's path relative to the plugin's prefix: `/users/my-wishlist/:id` under `/api/users/my-wishlist` is `/:id`. */
function urlUnder(prefix: string, path: string): string {
  const local = prefix.replace(/^\/api/, '');
  if (path !== local && !path.startsWith(`${local}/`))
    throw new Error(`Endpoint ${path} is registered under ${prefix}, which is not on its path`);
  return path.slice(local.length);
}

/**
 * Registers a feature's routes from their endpoint descriptions (contracts): method, path, schemas, success status,
 * error answers and the guard for who may call come from the description; the feature gives the handler.
 *
 *   const route = routesFor(app, { tags: ['wishlist'] });
 *   route(wishlistEndpoints.add, (request) => addToWishlist(context, currentUser(request), { ... }));
 */
export function routesFor(app: ZodApp, { tags, checkedByPlugin }: FeatureOptions) {
  const { guards } = app.context;
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, settings: RouteSettings = {}) => {
    if (checkedByPlugin && endpoint.auth !== checkedByPlugin)
      throw new Error(
        `${endpoint.method} ${endpoint.path} says '${endpoint.auth}' under a plugin that checks '${checkedByPlugin}'`,
      );
    const guard = checkedByPlugin ? undefined : guardFor(endpoint.auth, guards);
    const statuses = [endpoint.status ?? 200].flat();
    const status = statuses[0] ?? 200;
    const errors = Object.fromEntries(
      (endpoint.errors ?? []).map((code) => [code, endpoint.errorBodies?.[code] ?? ZErrorResponseSchema]),
    );
    const response = endpoint.response;
    const success = response ? Object.fromEntries(statuses.map((code) => [code, response])) : {};
    app.route({
      method: endpoint.method,
      url: urlUnder(app.prefix, endpoint.path),
      ...settings,
      // guards run before the body is parsed, so a visitor is told 401 (and a user 403) before what they sent is judged
      onRequest: guard ? [guard] : [],
      schema: {
        tags,
        summary: endpoint.summary,
        ...(endpoint.description && { description: endpoint.description }),
        ...(endpoint.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.headers && { headers: endpoint.headers }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: { ...success, ...errors },
      },
      handler: (request, reply) => {
        if (status !== 200) reply.code(status);
        return handler(request as EndpointRequest<E>, reply);
      },
    });
  };
}
