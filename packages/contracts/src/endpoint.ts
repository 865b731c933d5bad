import type { z } from 'zod';

/**
 * One API endpoint, described once: its method and path under `/api`, who may call it, what it takes and what it
 * answers. The API registers its route from this (`routesFor` in apps/api), the web's `api` client is typed by it,
 * and the OpenAPI description is built from it, so a response type cannot be written twice or by hand.
 */
export type Endpoint = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under `/api`, with `:name` for each path parameter. */
  readonly path: `/${string}`;
  /** One line for the OpenAPI description. */
  readonly summary: string;
  /** More for the OpenAPI description, where one line is not enough. */
  readonly description?: string;
  /**
   * Who may call it: anyone (`public`), anyone with the signed-in user known if a token is sent (`optional`), a
   * signed-in user (`user`), an approved one (`approved`), or ADMIN (`admin`).
   */
  readonly auth: EndpointAuth;
  readonly params?: z.ZodType;
  /** Request headers the endpoint reads (loose: other headers pass). */
  readonly headers?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's body; `null` when it is not JSON (a file, a page) or there is none. */
  readonly response: z.ZodType | null;
  /**
   * The success status: 200 unless said. A list when the answer can be either (the first is the usual one, and the
   * handler sets the other): adding a sample a board already holds answers 200 where a new one answers 201.
   */
  readonly status?: SuccessStatus | readonly [SuccessStatus, ...SuccessStatus[]];
  /** The error statuses it may answer, each with `{ message, code?, fields? }`. */
  readonly errors?: readonly ErrorStatus[];
  /** An error status whose answer says more than `{ message, code?, fields? }` (a refused import's row report). */
  readonly errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
};

export type EndpointAuth = 'public' | 'optional' | 'user' | 'approved' | 'admin';
export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Declares an endpoint, keeping every literal (method, path, schemas) in its type. */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

/**
 * The names in a path's `:name` segments, and `*` for a wildcard tail: `'/projects/:id/samples/:sampleId'` gives
 * `'id' | 'sampleId'`, `'/r2/presigned-url/delete/*'` gives `'*'`.
 */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : Path extends `${string}/*`
      ? '*'
      : never;

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** What the success answer's JSON holds (nothing for a file or an empty answer). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? Output<E['response']> : undefined;

/** What a caller sends: path parameters by name, the query and the body, each only where the endpoint takes it. */
export type EndpointRequest<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** The values of an object of endpoints, as one union. */
export type EndpointsOf<Group> = Group[keyof Group] & Endpoint;
