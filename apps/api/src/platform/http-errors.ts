import { apiMessageIn, translateApiMessage } from '@samplebank/contracts/api-messages';
import { sentenceAbout, TEXT_MESSAGES } from '@samplebank/contracts/common';
import { type Locale, localeFromAcceptLanguage } from '@samplebank/contracts/locales';
import {
  closestUnionOption,
  describeIssue,
  type IssueFacts,
  inValidationLocale,
} from '@samplebank/contracts/validation-messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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

// the handler's own words in Bahasa Malaysia (English: the texts in the code, which tests pin)
const MALAY: Record<string, string> = {
  'That record already exists': 'Rekod itu sudah wujud',
  'A referenced record does not exist': 'Rekod yang dirujuk tidak wujud',
  'The change breaks a rule of the data': 'Perubahan ini melanggar peraturan data',
  'A value has the wrong format': 'Satu nilai mempunyai format yang salah',
  'A number is out of range': 'Satu nombor di luar julat',
  'A value is too long': 'Satu nilai terlalu panjang',
  'The request body is not valid JSON': 'Kandungan permintaan bukan JSON yang sah',
  'Too many requests': 'Terlalu banyak permintaan',
  'Something went wrong on our side. Please try again.': 'Berlaku masalah di pihak kami. Sila cuba lagi.',
  'Please check the request': 'Sila semak permintaan',
};
const inLocale = (text: string, locale: Locale) =>
  locale === 'ms' ? (MALAY[text] ?? translateApiMessage(text, locale)) : text;

/** A refusal's message in the request's language: by its key, else the Malay it carries, else as it is. */
function appErrorMessage(error: AppError, locale: Locale): string {
  if (locale === 'en') return error.message;
  return (
    (error.messageKey && apiMessageIn(error.messageKey, locale)) ??
    error.inLanguage?.[locale] ??
    translateApiMessage(error.message, locale)
  );
}

/** The language a request asks its answers in (`Accept-Language`; the web sends its page's). */
const requestLocale = (request: FastifyRequest): Locale => localeFromAcceptLanguage(request.headers['accept-language']);

const partOfRequest = (request: FastifyRequest, part: string): unknown =>
  ({ body: request.body, querystring: request.query, params: request.params, headers: request.headers })[part];

/**
 * A refused request's problems in another language than English: its part checked again, synchronously, with the
 * contracts' sentences and the schemas' own words (`said`) in that language. Undefined if that cannot be done (no
 * zod schema, or it now passes): the English problems are said then.
 */
function problemsIn(request: FastifyRequest, part: string, locale: Locale) {
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    // the issues are read inside too: zod writes their messages when they are first read
    return inValidationLocale(locale, () => {
      const result = schema.safeParse(partOfRequest(request, part));
      if (result.success) return undefined;
      // the shape fastify-type-provider-zod gives a refusal
      return result.error.issues.map((issue) => {
        const { path, code, message, ...params } = issue;
        return {
          keyword: code,
          instancePath: `/${path.join('/')}`,
          schemaPath: `#/${path.join('/')}/${code}`,
          message,
          params,
        } as unknown as ZodFastifySchemaValidationError;
      });
    });
  } catch {
    return undefined;
  }
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
function describeValidationIssue(issue: ZodFastifySchemaValidationError, part: string, locale: Locale) {
  const path = issue.instancePath.split('/').filter(Boolean);
  const facts = { ...(issue.params as object), code: issue.keyword, path } as IssueFacts;
  const fallbackLabel = partInWords[part] ?? 'request';
  const zodDefault = englishZodMessage?.(facts as never);
  const isZodText = issue.message === (typeof zodDefault === 'string' ? zodDefault : zodDefault?.message);
  // the shared error map's sentence for a value without a field says "value"; here it can say what was sent
  const isUnnamed = path.length === 0 && issue.message === describeIssue(facts, 'value', locale);
  // a schema's own words given as one of the contracts' English constants are said by that constant's key
  const fieldMessage =
    !issue.message || isZodText || isUnnamed
      ? describeIssue(facts, fallbackLabel, locale)
      : translateApiMessage(issue.message, locale);
  return {
    key: path.join('.') || part,
    fieldMessage,
    sentence: sentenceAbout(path, fieldMessage, fallbackLabel, locale),
  };
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
    // answers in the language the request asks for (Accept-Language); the codes are the same in every language
    const locale = requestLocale(request);
    if (locale !== 'en') reply.header('Content-Language', locale);
    // a shared cache keeps each language's refusal apart
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-language\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    if (error instanceof AppError) {
      // a 5xx, or a refusal that swallowed another error, is logged with that error; the client gets the message
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      else if (error.cause !== undefined) request.log.warn({ err: error }, 'request refused');
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      const body: Body = { message: appErrorMessage(error, locale), code: error.code };
      if (error.fields) {
        body.fields =
          locale === 'en'
            ? error.fields
            : Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, inLocale(text, locale)]));
      }
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = String(error.validationContext ?? 'body');
      const problems = (locale !== 'en' && problemsIn(request, part, locale)) || error.validation;
      const said = problems === error.validation ? 'en' : locale;
      const fields: Record<string, string> = {};
      let message: string | undefined;
      for (const issue of problems.flatMap(withUnionsOpened)) {
        const described = describeValidationIssue(issue, part, said);
        fields[described.key] ??= described.fieldMessage;
        message ??= described.sentence;
      }
      // the first problem in a sentence; every problem by field
      return reply
        .status(400)
        .send({ message: message ?? inLocale('Please check the request', locale), code: 'VALIDATION', fields });
    }
    const code = pgCode(error);
    if (code && pgErrors[code]) {
      request.log.warn({ err: error }, 'database refused a change');
      const { status, body } = pgErrors[code];
      return reply.status(status).send({ ...body, message: inLocale(body.message, locale) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.message;
      if (status === 429)
        return reply.status(429).send({ message: inLocale('Too many requests', locale), code: 'TOO_MANY_REQUESTS' });
      return reply
        .status(status)
        .send({ message: inLocale(message, locale), code: (error as FastifyError).code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: inLocale('Something went wrong on our side. Please try again.', locale), code: 'INTERNAL' });
  });
}
