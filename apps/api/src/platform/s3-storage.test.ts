import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.js';

let server: S3rver;
let directory: string;
let storage: S3Storage;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'samplebank-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: 'test' }] });
  const { port } = await server.run();
  storage = new S3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const PDF = Buffer.from('%PDF-1.7\n% stored in a bucket\n');

describe('S3Storage', () => {
  it('puts, gets and deletes an object', async () => {
    await storage.put('documents/u1/a.pdf', PDF, 'application/pdf');
    const object = await storage.get('documents/u1/a.pdf');
    expect(object?.size).toBe(PDF.length);
    expect((await readAll(object!.body)).equals(PDF)).toBe(true);
    await storage.delete('documents/u1/a.pdf');
    expect(await storage.get('documents/u1/a.pdf')).toBeNull();
  });

  it('answers null for a key that is not there', async () => {
    expect(await storage.get('documents/nobody/none.pdf')).toBeNull();
  });

  it('takes a PUT to a presigned URL and serves it from a presigned GET', async () => {
    const key = 'documents/u2/b.pdf';
    const uploadUrl = await storage.signedUploadUrl(key, 'application/pdf', 60);
    const uploaded = await fetch(uploadUrl, {
      method: 'PUT',
      body: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.ok).toBe(true);
    const downloadUrl = await storage.signedDownloadUrl(key, 60);
    const downloaded = await fetch(downloadUrl);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('gives public keys a path-style URL on the endpoint', () => {
    expect(storage.publicUrl('catalogue/a.svg')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/test\/catalogue\/a\.svg$/);
  });

  it('reads the public key back from its URL, and no key from a private or foreign one', () => {
    const url = storage.publicUrl('catalogue/samples/oak-plank.svg');
    expect(storage.keyOfPublicUrl(url)).toBe('catalogue/samples/oak-plank.svg');
    expect(storage.keyOfPublicUrl(url.replace('catalogue/', 'documents/'))).toBeUndefined();
    expect(storage.keyOfPublicUrl('https://elsewhere.example/test/catalogue/a.svg')).toBeUndefined();
    expect(storage.keyOfPublicUrl(`${url.split('/catalogue/')[0]}/catalogue/../documents/a.pdf`)).toBeUndefined();
  });

  it('refuses an unsafe key before any request', async () => {
    await expect(storage.put('../escape.pdf', PDF, 'application/pdf')).rejects.toThrow(/unsafe/);
  });
});
