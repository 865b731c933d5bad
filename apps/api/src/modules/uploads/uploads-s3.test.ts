import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { uploads } from '../../db/schema/index.js';
import { TokenService } from '../../platform/auth.js';
import { signedInUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/harness.js';

// the S3 flow: the browser PUTs straight to the bucket, so the server checks the object when a profile names it
let server: S3rver;
let directory: string;
let app: App;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let tokens: TokenService;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'samplebank-s3-app-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: 'docs' }] });
  const { port } = await server.run();
  const config = loadConfig({
    DATA_DIR: directory,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'docs',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
  });
  database = await openTestDatabase();
  const secret = randomBytes(32).toString('base64url');
  app = await buildApp({ config, database: database.database, secret, logger: false });
  await app.ready();
  tokens = new TokenService(secret, database.database.db);
});
afterAll(async () => {
  await app.close();
  await database.database.close();
  await database.drop();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

async function uploadToBucket(headers: Record<string, string>, bytes: Buffer) {
  const slot = (
    await app.inject({
      method: 'POST',
      url: '/api/r2/presigned-url/upload',
      headers,
      payload: { filename: 'form.pdf' },
    })
  ).json();
  expect(slot.url).toContain('X-Amz-Signature');
  const put = await fetch(slot.url, { method: 'PUT', body: bytes, headers: { 'content-type': slot.contentType } });
  expect(put.ok).toBe(true);
  return slot.key as string;
}

const saveDocument = (email: string, headers: Record<string, string>, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/save-partial-profile',
    headers,
    payload: {
      email,
      userType: 'professional',
      profileData: {
        supportingDocuments: [{ documentType: 'form-9', documentKey: key, originalFilename: 'form.pdf' }],
      },
    },
  });

describe('documents on S3', () => {
  it('checks a real PDF in the bucket when the profile first names it', async () => {
    const { user, headers } = await signedInUser(database.database.db, tokens, { isProfileComplete: false });
    const key = await uploadToBucket(headers, Buffer.from('%PDF-1.7\n%%EOF\n'));
    const response = await saveDocument(user.email, headers, key);
    expect(response.statusCode).toBe(200);
    const [row] = await database.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ status: 'stored', size: 15 });
    const documents = await app.inject({ method: 'GET', url: `/api/users/${user.id}/documents`, headers });
    const download = await fetch(documents.json().documents[0].url);
    expect(download.status).toBe(200);
  });

  it('refuses an executable put in the bucket as .pdf, and deletes it', async () => {
    const { user, headers } = await signedInUser(database.database.db, tokens, { isProfileComplete: false });
    const key = await uploadToBucket(headers, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    const response = await saveDocument(user.email, headers, key);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.contentMismatch);
    expect(await database.database.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(0);
    expect(await app.context.storage.get(key)).toBeNull();
  });
});
