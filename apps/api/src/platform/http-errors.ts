import { sentenceAbout, TEXT_MESSAGES } from '@samplebank/contracts/common';
import { closestUnionOption, describeIssue, type IssueFacts } from '@samplebank/contracts/validation-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.js';

type Body = { message: string; code?: string; fields?: Record<string, string> };

// PostgreSQL refusals a client's data can provoke; the services check first, this is the safety net
const pgErrors: Record<string, { status: number; body: Body }> = {
  '23505': { status: 409, body: { message: 'That record already exists', code: 'CONFLICT' } },
  '23503': { status: 400, body: { message: 'A referenced record does not exist', code: 'BAD_REFERENCE' } },
  '23514': { status: 409, body: { message: 'The change breaks a rule of the data', code: 'CONFLICT' } },
  '22P02': { status: 400, body: { message: 'A value has the wrong format', code: 'VALIDATION' } },
  '22003': { status: 400, body: { message: 'A number is out of range', code: 'VALIDATION' } },
  '22001': { status: 400, body: { message: 'A value is too long', code: 'VALIDATION' } },
  // NUL and broken characters: the contracts refuse them first, with the field named
  '22021': { status: 400, body: { message: TEXT_MESSAGES.notAllowed, code: 'VALIDATION' } },
  '22P05': { status: 400, body: { message: TEXT_MESSAGES.notAllowed, code: 'VALIDATION' } },
};

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// what a value with no field of its own is, by where it was sent
const partInWords: Record<string, string> = {
  body: 'request',
  querystring: 'search',
  params: 'address',
  headers: 'request',
};
const englishZodMessage = z.locales.en().localeError;

/**
 * One refused value as `fields` shows it (the schema's words, beside the field they are about) and as the answer's
 * `message` says it: a sentence that names the field in words. zod's own text, if any reaches here, is replaced.
 */
function describeValidationIssue(issue: ZodFastifySchemaValidationError, part: string) {
  const path = issue.instancePath.split('/').filter(Boolean);
  const facts = { ...(issue.params as object), code: issue.keyword, path } as IssueFacts;
  const fallbackLabel = partInWords[part] ?? 'request';
  const zodDefault = englishZodMessage?.(facts as never);
  const isZodText = issue.message === (typeof zodDefault === 'string' ? zodDefault : zodDefault?.message);
  // the shared error map's sentence for a value without a field says "value"; here it can say what was sent
  const isUnnamed = path.length === 0 && issue.message === describeIssue(facts);
  const fieldMessage = !issue.message || isZodText || isUnnamed ? describeIssue(facts, fallbackLabel) : issue.message;
  return { key: path.join('.') || part, fieldMessage, sentence: sentenceAbout(path, fieldMessage, fallbackLabel) };
}

/** A value that matches none of a union's options: the problems with the option it comes closest to, by field. */
function withUnionsOpened(issue: ZodFastifySchemaValidationError): ZodFastifySchemaValidationError[] {
  const errors = (issue.params as { errors?: IssueFacts[][] }).errors;
  if (issue.keyword !== 'invalid_union' || !errors) return [issue];
  // a union that says its own words ("stateId is required") keeps them
  const zodDefault = englishZodMessage?.({ ...(issue.params as object), code: issue.keyword } as never);
  const isZodText = issue.message === (typeof zodDefault === 'string' ? zodDefault : zodDefault?.message);
  if (issue.message && !isZodText && issue.message !== describeIssue({ code: issue.keyword, errors })) return [issue];
  const closest = closestUnionOption(errors);
  if (closest.length === 0) return [issue];
  return closest.map(({ code, path = [], message, ...params }) => ({
    ...issue,
    keyword: code,
    instancePath: [issue.instancePath.replace(/\/$/, ''), ...path.map(String)].join('/'),
    message,
    params,
  }));
}

/** One error handler for the whole API: the shape of DESIGN.md §4, and a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      // a 5xx, or a refusal that swallowed another error, is logged with that error; the client gets the message
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      else if (error.cause !== undefined) request.log.warn({ err: error }, 'request refused');
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      const body: Body = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = String(error.validationContext ?? 'body');
      const fields: Record<string, string> = {};
      let message: string | undefined;
      for (const issue of error.validation.flatMap(withUnionsOpened)) {
        const described = describeValidationIssue(issue, part);
        fields[described.key] ??= described.fieldMessage;
        message ??= described.sentence;
      }
      // the first problem in a sentence; every problem by field
      return reply.status(400).send({ message: message ?? 'Please check the request', code: 'VALIDATION', fields });
    }
    const code = pgCode(error);
    if (code && pgErrors[code]) {
      request.log.warn({ err: error }, 'database refused a change');
      const { status, body } = pgErrors[code];
      return reply.status(status).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.message;
      if (status === 429) return reply.status(429).send({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS' });
      return reply.status(status).send({ message, code: (error as FastifyError).code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
