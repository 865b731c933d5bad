import { TEXT_MESSAGES } from '@samplebank/contracts/common';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
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
