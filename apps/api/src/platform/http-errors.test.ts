import { AUTH_MESSAGES, ZRegisterRequestSchema } from '@samplebank/contracts/auth';
import { CART_MESSAGES } from '@samplebank/contracts/cart';
import { EMAIL_MESSAGES, singleLineText, TEXT_MESSAGES, ZEmailAddressSchema } from '@samplebank/contracts/common';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';
import { createTestApp, openTestDatabase, type TestContext } from '../test/harness.js';
import { AppError } from './errors.js';
import { registerErrorHandling } from './http-errors.js';

// the contracts refuse these characters first; this is the last line when text reaches the database unchecked
describe('a database refusal of bad characters', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = Fastify();
    registerErrorHandling(app);
    app.get('/nul-in-text', () => database.db.execute(sql`select ${'a\u0000b'}::text as value`));
    app.get('/nul-in-json', () => database.db.execute(sql`select ${JSON.stringify({ note: 'a\u0000b' })}::jsonb`));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it.each([
    ['/nul-in-text', 'character not in repertoire (22021)'],
    ['/nul-in-json', 'untranslatable character (22P05)'],
  ])('answers %s, a %s, with a 400', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TEXT_MESSAGES.notAllowed, code: 'VALIDATION' });
  });
});

describe('a request the schemas refuse', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const zodApp = Fastify().withTypeProvider<ZodTypeProvider>();
    zodApp.setValidatorCompiler(validatorCompiler);
    zodApp.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(zodApp);
    zodApp.post(
      '/people',
      {
        schema: {
          body: z
            .object({
              firstName: singleLineText().trim().min(1).max(100),
              contactEmail: z.email(),
              // a schema that hands over zod's own English, as a library's schema might
              quantity: z.number({ error: (issue) => z.locales.en().localeError(issue) }).max(5),
            })
            .strict(),
        },
      },
      () => ({ ok: true }),
    );
    zodApp.get('/search', { schema: { querystring: z.object({ q: singleLineText().max(10) }) } }, () => ({}));
    app = zodApp;
    await app.ready();
  });

  afterAll(() => app.close());

  const send = (payload: object) => app.inject({ method: 'POST', url: '/people', payload });
  const valid = { firstName: 'Nurul', contactEmail: 'nurul@studio.my', quantity: 1 };

  it('says a too long value in a sentence naming the field in words', async () => {
    const response = await send({ ...valid, firstName: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'First name must be at most 100 characters',
      code: 'VALIDATION',
      fields: { firstName: 'First name must be at most 100 characters' },
    });
  });

  it('says a bad e-mail address as "Please enter a valid e-mail address", never "email: Invalid email address"', async () => {
    const response = await send({ ...valid, contactEmail: 'not-an-email' });
    expect(response.json().message).toBe(EMAIL_MESSAGES.invalid);
    expect(response.json().fields).toEqual({ contactEmail: EMAIL_MESSAGES.invalid });
  });

  it("replaces zod's own text with a sentence when a schema gives no words", async () => {
    const tooMany = await send({ ...valid, quantity: 9 });
    expect(tooMany.json().message).toBe('Quantity must be at most 5');
    const missing = await send({ firstName: 'Nurul', contactEmail: 'nurul@studio.my' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).not.toMatch(/Invalid input|expected|received|\//);
    expect(missing.json().message).toMatch(/quantity/i);
  });

  it('names a missing field and an unknown one in words, and never shows a path', async () => {
    const missing = await send({ contactEmail: 'nurul@studio.my', quantity: 1 });
    expect(missing.json().message).toBe('Please fill in the first name');
    const unknown = await send({ ...valid, isAdmin: true });
    expect(unknown.json()).toMatchObject({ message: 'The field "isAdmin" is not accepted here' });
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/people',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe('Please check the request');
  });

  it('says which field holds a character no keyboard types', async () => {
    const response = await send({ ...valid, firstName: 'Nu\u0000rul' });
    expect(response.json()).toMatchObject({
      message: 'First name contains characters that are not allowed',
      fields: { firstName: TEXT_MESSAGES.notAllowed },
    });
    const search = await app.inject({ method: 'GET', url: `/search?q=${'x'.repeat(11)}` });
    expect(search.json().message).toBe('Search must be at most 10 characters');
  });
});

describe('an answer in the language the request asks for', () => {
  let app: FastifyInstance;
  const malay = { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' };

  beforeAll(async () => {
    const zodApp = Fastify().withTypeProvider<ZodTypeProvider>();
    zodApp.setValidatorCompiler(validatorCompiler);
    zodApp.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(zodApp);
    zodApp.post(
      '/people',
      {
        schema: {
          body: z
            .object({
              firstName: singleLineText().trim().min(1).max(100),
              email: ZEmailAddressSchema,
              quantity: z.number().max(5),
            })
            .strict(),
        },
      },
      () => ({ ok: true }),
    );
    zodApp.post('/register', { schema: { body: ZRegisterRequestSchema } }, () => ({ ok: true }));
    zodApp.get('/cart/:sampleId', () => {
      throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    });
    zodApp.get('/busy', () => {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again in a minute.', {
        retryAfterSeconds: 30,
        inLanguage: { ms: 'Terlalu banyak cubaan. Sila cuba lagi dalam seminit lagi.' },
      });
    });
    zodApp.get('/broken', () => {
      throw new Error('internal detail');
    });
    app = zodApp;
    await app.ready();
  });

  afterAll(() => app.close());

  const valid = { firstName: 'Nurul', email: 'nurul@studio.my', quantity: 1 };
  const send = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/people', payload, headers });

  it('says a refused value in Bahasa Malaysia, field by field, with the same code', async () => {
    const response = await send({ ...valid, firstName: 'x'.repeat(101), quantity: 9 }, malay);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('ms');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.json()).toEqual({
      message: 'Nama pertama mestilah tidak melebihi 100 aksara',
      code: 'VALIDATION',
      fields: {
        firstName: 'Nama pertama mestilah tidak melebihi 100 aksara',
        quantity: 'Kuantiti mestilah tidak melebihi 5',
      },
    });
  });

  it("says a schema's own words in Malay, and a field with characters no keyboard types", async () => {
    expect((await send({ ...valid, email: 'nope' }, malay)).json().message).toBe('Sila masukkan alamat e-mel yang sah');
    expect((await send({ ...valid, firstName: 'Nu\u0000rul' }, malay)).json()).toMatchObject({
      message: 'Nama pertama mengandungi aksara yang tidak dibenarkan',
      fields: { firstName: 'Mengandungi aksara yang tidak dibenarkan' },
    });
    expect((await send({ ...valid, isAdmin: true }, malay)).json().message).toBe(
      'Medan "isAdmin" tidak diterima di sini',
    );
  });

  it("says a contract's own English constant in Malay by its key", async () => {
    const payload = { email: 'nurul@studio.my', password: 'Sup3r-secret', name: 'x'.repeat(101) };
    const english = await app.inject({ method: 'POST', url: '/register', payload });
    expect(english.json().message).toBe(AUTH_MESSAGES.nameTooLong);
    const inMalay = await app.inject({ method: 'POST', url: '/register', payload, headers: malay });
    expect(inMalay.json()).toEqual({
      message: 'Nama mestilah tidak melebihi 100 aksara',
      code: 'VALIDATION',
      fields: { name: 'Nama mestilah tidak melebihi 100 aksara' },
    });
  });

  it('keeps the English answer exactly as it was, and English for a language it does not speak', async () => {
    const languages: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'fr-FR,de;q=0.5' },
    ];
    for (const headers of languages) {
      const response = await send({ ...valid, email: 'nope' }, headers);
      expect(response.json()).toEqual({
        message: EMAIL_MESSAGES.invalid,
        code: 'VALIDATION',
        fields: { email: EMAIL_MESSAGES.invalid },
      });
      expect(response.headers['content-language']).toBeUndefined();
    }
    // the next request in English is not said in the Malay of the one before
    await send({ ...valid, quantity: 9 }, malay);
    expect((await send({ ...valid, quantity: 9 })).json().message).toBe('Quantity must be at most 5');
  });

  it("translates a service's refusal by its message's key, and one made from values by the Malay it carries", async () => {
    const english = await app.inject({ method: 'GET', url: '/cart/x' });
    expect(english.json()).toEqual({ message: CART_MESSAGES.notInCart, code: 'NOT_FOUND' });
    const inMalay = await app.inject({ method: 'GET', url: '/cart/x', headers: malay });
    expect(inMalay.json()).toEqual({ message: 'Sampel itu tiada dalam troli anda', code: 'NOT_FOUND' });
    const busy = await app.inject({ method: 'GET', url: '/busy', headers: malay });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json().message).toBe('Terlalu banyak cubaan. Sila cuba lagi dalam seminit lagi.');
    expect((await app.inject({ method: 'GET', url: '/busy' })).json().message).toBe(
      'Too many attempts. Please try again in a minute.',
    );
  });

  it('says its own failures in Malay too, never the internals', async () => {
    const broken = await app.inject({ method: 'GET', url: '/broken', headers: malay });
    expect(broken.json()).toEqual({ message: 'Berlaku masalah di pihak kami. Sila cuba lagi.', code: 'INTERNAL' });
    const notJson = await app.inject({
      method: 'POST',
      url: '/people',
      payload: '{',
      headers: { ...malay, 'content-type': 'application/json' },
    });
    expect(notJson.json().message).toBe('Kandungan permintaan bukan JSON yang sah');
  });
});

describe('the whole API, asked in Bahasa Malaysia', () => {
  let t: TestContext;
  const malay = { 'accept-language': 'ms' };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a sign-up's too long name, and a guest's cart, in Malay with the same codes", async () => {
    const payload = { email: 'nurul@studio.my', password: 'Sup3r-secret', name: 'x'.repeat(101) };
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: malay });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({
      message: 'Nama mestilah tidak melebihi 100 aksara',
      code: 'VALIDATION',
      fields: { name: 'Nama mestilah tidak melebihi 100 aksara' },
    });
    const inEnglish = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(inEnglish.json().message).toBe(AUTH_MESSAGES.nameTooLong);

    const cart = await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers: malay });
    expect(cart.statusCode).toBe(401);
    expect(cart.json()).toEqual({ message: 'Anda belum log masuk', code: 'UNAUTHENTICATED' });
  });
});
