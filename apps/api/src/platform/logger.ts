import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What code outside a request handler needs of pino to log a caught error: `app.log` and `request.log` both fit. */
export type Logger = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

// fields that hold a credential wherever they appear in a log line, up to two objects deep
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'clientSecret',
  'apiKey',
  'authorization',
  'cookie',
];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

// what the database drivers attach to an error that holds the values of the failed query (a password hash, an
// e-mail): drizzle's and PGlite's `params`, and PostgreSQL's `detail` ("Key (email)=(...) already exists")
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'queryOptions']);
// drizzle writes the values into its message too: "Failed query: select ...\nparams: $argon2id$..."
const MESSAGE_PARAMS = /\nparams:[\s\S]*$/;
const MAX_CAUSES = 5;
// a path parameter with one of these names is a credential sent in the URL (an invitation link's token)
const SECRET_PARAMETER = /token|secret|signature|password/i;

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** An error as a log line shows it: type, message, stack, its own fields and its causes, never a query's values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor?.name ?? error.name ?? 'Error';
  const message = error.message.replace(MESSAGE_PARAMS, '');
  // the stack repeats the message, so it is rebuilt from the safe message and the frames
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  for (const [field, value] of Object.entries(error)) {
    if (field === 'cause' || QUERY_VALUE_FIELDS.has(field) || field in serialized) continue;
    serialized[field] = isErrorLike(value) && depth < MAX_CAUSES ? serializeError(value, depth + 1) : value;
  }
  if (Array.isArray(error.errors) && depth < MAX_CAUSES) {
    serialized.errors = error.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * A request as a log line shows it: the path without its query string (search text, signed links) or a token,
 * and never its headers. Whatever else is logged as `req` gets the same treatment.
 */
export function serializeRequest(request: Partial<FastifyRequest>) {
  let url = typeof request.url === 'string' ? (request.url.split('?')[0] ?? '') : undefined;
  for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    if (url && SECRET_PARAMETER.test(name) && typeof value === 'string' && value) {
      url = url.replace(value, '[redacted]');
    }
  }
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The API's pino options: credentials redacted, no query values or query strings, pretty lines on a terminal. */
export function loggerOptions({ level, pretty }: { level: string; pretty: boolean }): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
