import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n% test\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const slotFor = async (headers: Record<string, string>, filename = 'document.pdf') => {
  const response = await post('/r2/presigned-url/upload', { filename }, headers);
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; key: string; originalFilename: string; contentType: string };
};
const put = (url: string, payload: Buffer, contentType = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });
const uploadRow = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const fileExists = (key: string) => existsSync(join(t.dataDir, 'uploads', key));

describe('POST /r2/presigned-url/upload', () => {
  it('hands out a key under the user and records a pending upload', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers, 'Form 9.PDF');
    expect(slot.key).toMatch(new RegExp(`^documents/${user.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(slot).toMatchObject({ originalFilename: 'Form 9.PDF', contentType: 'application/pdf' });
    expect(slot.url).toContain('signature=');
    expect(await uploadRow(slot.key)).toMatchObject({ ownerId: user.id, status: 'pending', purpose: 'document' });
  });

  it.each(['virus.exe', 'notes.txt', 'noextension', 'pdf', 'image.gif'])('refuses %s', async (filename) => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await post('/r2/presigned-url/upload', { filename }, headers);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(UPLOAD_MESSAGES.fileType);
  });

  it('refuses a visitor and bad input', async () => {
    expect((await post('/r2/presigned-url/upload', { filename: 'a.pdf' })).statusCode).toBe(401);
    const { headers } = await signedInUser(t.db, t.tokens);
    expect((await post('/r2/presigned-url/upload', {}, headers)).statusCode).toBe(400);
    expect((await post('/r2/presigned-url/upload', { filename: 'a.pdf', key: 'x' }, headers)).statusCode).toBe(400);
    expect((await post('/r2/presigned-url/upload', { filename: `${'a'.repeat(300)}.pdf` }, headers)).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/files/{key}', () => {
  it('stores a real PDF and a real PNG', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const pdf = await slotFor(headers);
    expect((await put(pdf.url, PDF)).statusCode).toBe(200);
    expect(await uploadRow(pdf.key)).toMatchObject({ status: 'stored', size: PDF.length });
    const png = await slotFor(headers, 'scan.png');
    expect((await put(png.url, PNG, 'image/png')).statusCode).toBe(200);
  });

  it.each([
    ['a Windows executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a PNG', PNG],
  ])('refuses %s named .pdf and stores nothing', async (_name, bytes) => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers, 'invoice.pdf');
    const response = await put(slot.url, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.contentMismatch);
    expect(fileExists(slot.key)).toBe(false);
    expect((await uploadRow(slot.key))?.status).toBe('pending');
  });

  it('refuses 10 MB and one byte with 413', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers);
    const body = Buffer.alloc(10 * 1024 * 1024 + 1);
    PDF.copy(body);
    const response = await put(slot.url, body);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.fileSize);
    expect(fileExists(slot.key)).toBe(false);
  });

  it('accepts exactly 10 MB', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers);
    const body = Buffer.alloc(10 * 1024 * 1024);
    PDF.copy(body);
    expect((await put(slot.url, body)).statusCode).toBe(200);
  });

  it('refuses a tampered, expired or reused link', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers);
    const tampered = slot.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await put(tampered, PDF)).statusCode).toBe(403);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = t.storage.sign('PUT', slot.key, expires, 'application/pdf');
    const expired = `/api/files/${slot.key}?expires=${expires}&signature=${signature}`;
    expect((await put(expired, PDF)).statusCode).toBe(403);
    expect((await put(slot.url, PDF)).statusCode).toBe(200);
    expect((await put(slot.url, PDF)).statusCode).toBe(409);
  });

  it('refuses a content type it does not take', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(headers);
    expect((await put(slot.url, PDF, 'text/html')).statusCode).toBe(415);
  });
});

describe('DELETE /r2/presigned-url/delete/{key}', () => {
  async function storedDocument() {
    const owner = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(owner.headers);
    await put(slot.url, PDF);
    await t.db
      .update(users)
      .set({ supportingDocuments: [{ documentType: 'form-9', documentKey: slot.key, originalFilename: 'a.pdf' }] })
      .where(eq(users.id, owner.user.id));
    return { ...owner, key: slot.key };
  }

  it('lets the owner remove the file, its record and its document entry', async () => {
    const { user, headers, key } = await storedDocument();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/r2/presigned-url/delete/${key}`, headers });
    expect(response.statusCode).toBe(200);
    expect(fileExists(key)).toBe(false);
    expect(await uploadRow(key)).toBeUndefined();
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.supportingDocuments).toEqual([]);
  });

  it('takes a URL-encoded key too, and lets ADMIN remove any document', async () => {
    const { key } = await storedDocument();
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const url = `/api/r2/presigned-url/delete/${encodeURIComponent(key)}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(200);
  });

  it("refuses another user's document and keeps it", async () => {
    const { key } = await storedDocument();
    const intruder = await signedInUser(t.db, t.tokens);
    const url = `/api/r2/presigned-url/delete/${key}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: intruder.headers });
    expect(response.statusCode).toBe(403);
    expect(fileExists(key)).toBe(true);
    expect(await uploadRow(key)).toBeTruthy();
  });

  it('answers 404 for an unknown key and 401 without a token', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/r2/presigned-url/delete/documents/x/y.pdf',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'DELETE',
      url: '/api/r2/presigned-url/delete/..%2F..%2Fetc%2Fpasswd',
      headers,
    });
    expect(traversal.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/r2/presigned-url/delete/documents/x/y.pdf' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /users/{id}/documents', () => {
  it('gives the owner and ADMIN short-lived links, and nobody else', async () => {
    const owner = await signedInUser(t.db, t.tokens);
    const slot = await slotFor(owner.headers);
    await put(slot.url, PDF);
    await t.db
      .update(users)
      .set({ supportingDocuments: [{ documentType: 'form-9', documentKey: slot.key, originalFilename: 'a.pdf' }] })
      .where(eq(users.id, owner.user.id));
    const url = `/api/users/${owner.user.id}/documents`;

    const own = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    const [document] = own.json().documents;
    const file = await t.app.inject({ method: 'GET', url: document.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const intruder = await signedInUser(t.db, t.tokens);
    expect((await t.app.inject({ method: 'GET', url, headers: intruder.headers })).statusCode).toBe(403);
    // the file itself is not readable without the signature
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${slot.key}` })).statusCode).toBe(403);
  });
});

describe('image uploads (purpose image)', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const WEBP = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
  const imageSlot = async (headers: Record<string, string>, filename: string) => {
    const response = await post('/r2/presigned-url/upload', { filename, purpose: 'image' }, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; key: string; originalFilename: string; contentType: string };
  };

  it('hands out a public key under the user and records the purpose', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const slot = await imageSlot(headers, 'Logo.WebP');
    expect(slot.key).toMatch(new RegExp(`^public/images/${user.id}/[0-9a-f-]{36}\\.webp$`));
    expect(slot.contentType).toBe('image/webp');
    expect(await uploadRow(slot.key)).toMatchObject({ ownerId: user.id, status: 'pending', purpose: 'image' });
  });

  it('stores real JPEG, PNG and WebP bytes and serves them without a signature, cached for long', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    for (const [filename, bytes, type] of [
      ['photo.jpg', JPEG, 'image/jpeg'],
      ['photo.jpeg', JPEG, 'image/jpeg'],
      ['swatch.png', PNG, 'image/png'],
      ['banner.webp', WEBP, 'image/webp'],
    ] as const) {
      const slot = await imageSlot(headers, filename);
      expect((await put(slot.url, bytes, type)).statusCode).toBe(200);
      expect(await uploadRow(slot.key)).toMatchObject({ status: 'stored', size: bytes.length });
      const served = await t.app.inject({ method: 'GET', url: t.storage.publicUrl(slot.key) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('max-age=31536000');
    }
  });

  it.each(['report.pdf', 'anim.gif', 'vector.svg', 'noextension'])('refuses %s as an image', async (filename) => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await post('/r2/presigned-url/upload', { filename, purpose: 'image' }, headers);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(UPLOAD_MESSAGES.imageType);
  });

  it('refuses an unknown purpose and keeps documents the default', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const unknown = await post('/r2/presigned-url/upload', { filename: 'a.png', purpose: 'avatar' }, headers);
    expect(unknown.statusCode).toBe(400);
    const webpDocument = await post('/r2/presigned-url/upload', { filename: 'a.webp' }, headers);
    expect(webpDocument.statusCode).toBe(400);
    expect((await slotFor(headers, 'a.png')).key).toMatch(/^documents\//);
  });

  it.each([
    ['a PNG named .webp', 'fake.webp', PNG, 'image/webp'],
    ['a RIFF that is not WebP', 'wave.webp', Buffer.from('RIFF\x24\0\0\0WAVEfmt '), 'image/webp'],
    ['a PDF named .jpg', 'fake.jpg', PDF, 'image/jpeg'],
  ])('refuses %s and stores nothing', async (_name, filename, bytes, type) => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const slot = await imageSlot(headers, filename);
    const response = await put(slot.url, bytes, type);
    expect(response.statusCode).toBe(415);
    expect(fileExists(slot.key)).toBe(false);
    expect((await uploadRow(slot.key))?.status).toBe('pending');
  });

  it('applies the same size and link checks as documents', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const big = await imageSlot(headers, 'huge.png');
    const body = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(body);
    expect((await put(big.url, body, 'image/png')).statusCode).toBe(413);
    const slot = await imageSlot(headers, 'once.png');
    expect((await put(slot.url.replace(/signature=[^&]+/, 'signature=AAAA'), PNG, 'image/png')).statusCode).toBe(403);
    expect((await put(slot.url, PNG, 'image/png')).statusCode).toBe(200);
    expect((await put(slot.url, PNG, 'image/png')).statusCode).toBe(409);
  });
});
