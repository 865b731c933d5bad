import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, usesPostgres } from '../test/harness.js';
import { openReadDatabase } from './client.js';

// The settings the app's connections to PostgreSQL start with (PostgreSQL only: PGlite has no JIT; CI runs this).
describe.skipIf(!usesPostgres())('connections to PostgreSQL', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened.drop();
  });

  const jitOf = async (db: typeof opened.database.db) =>
    (await db.execute<{ jit: string }>(sql`show jit`)).rows[0]?.jit;

  it('run without JIT compilation, on the primary and on a read replica', async () => {
    expect(await jitOf(opened.database.db)).toBe('off');
    const replica = openReadDatabase(opened.url as string);
    try {
      expect(await jitOf(replica.db)).toBe('off');
    } finally {
      await replica.close();
    }
  });
});
