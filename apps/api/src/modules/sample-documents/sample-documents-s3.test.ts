import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSampleDocument } from '@samplebank/contracts/sample-documents';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { TokenService } from '../../platform/auth.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/harness.js';

// On S3 the store itself serves a document: the signed link asks it for the document's type and name
// (response-content-type and response-content-disposition), which the signature covers.
let server: S3rver;
let directory: string;
let app: App;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let tokens: TokenService;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'samplebank-s3-documents-'));
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
  await app?.close();
  await database?.database.close();
  await database?.drop();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('sample documents on S3', () => {
  it('stores an upload in the bucket, and its signed link downloads it under its name', async () => {
    const db = database.database.db;
    const { headers } = await signedInUser(db, tokens, { role: 'ADMIN' });
    const sample = await createSample(db, (await createBrand(db)).id);
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const query = new URLSearchParams({
      kind: 'certificate',
      title: 'GBI certificate',
      fileName: 'GBI certificate.pdf',
    });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/admin/samples/${sample.id}/documents?${query}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: pdf,
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const list = await app.inject({ method: 'GET', url: `/api/samples/${sample.id}/documents` });
    const [document] = list.json().documents as TSampleDocument[];
    expect(document!.url).toContain('X-Amz-Signature');
    const download = await fetch(document!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="GBI certificate.pdf"; filename*=UTF-8''GBI%20certificate.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // the name and type are query parameters of the presigned URL, so SigV4's signature covers them (the fake store
    // used here does not check signatures; S3 refuses an altered one)
    const signed = new URL(document!.url).searchParams;
    expect(signed.get('response-content-type')).toBe('application/pdf');
    expect(signed.get('response-content-disposition')).toMatch(/^attachment; /);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/samples/${sample.id}/documents/${document!.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(document!.url)).status).toBe(404);
  });
});
