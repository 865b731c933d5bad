import { randomUUID } from 'node:crypto';
import {
  MAX_SAMPLE_DOCUMENTS,
  SAMPLE_DOCUMENT_MESSAGES,
  SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS,
  type TAdminSampleDocument,
  type TSampleDocument,
} from '@samplebank/contracts/sample-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sampleDocuments } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { hasDocumentSignature } from './document-signature.js';

type Headers = Record<string, string>;

let t: TestContext;
let admin: Headers;
let member: Headers;
let brandId: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const DWG = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(26)]);
const DXF = Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
const IFC = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\n");
const RVT = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(24)]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t.db, t.tokens, { role: 'ADMIN' })).headers;
  member = (await signedInUser(t.db, t.tokens)).headers;
  brandId = (await createBrand(t.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const newSample = async () => (await createSample(t.db, brandId)).id;

function upload(
  sampleId: string,
  body: Buffer | undefined,
  query: Record<string, string> = {},
  headers: Headers = admin,
  contentType = 'application/octet-stream',
) {
  const search = new URLSearchParams({
    kind: 'technical-data-sheet',
    title: 'Technical data sheet',
    fileName: 'data-sheet.pdf',
    ...query,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/samples/${sampleId}/documents?${search}`,
    headers: { ...headers, ...(body ? { 'content-type': contentType } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

async function uploaded(sampleId: string, body = PDF, query: Record<string, string> = {}) {
  const response = await upload(sampleId, body, query);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TAdminSampleDocument;
}

const list = (sampleId: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/samples/${sampleId}/documents`, headers });

/** Follows a download link as a browser would: the path and query of the signed URL. */
function download(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

describe('GET /samples/:id/documents', () => {
  it("lists a sample's documents in their order, each with a link that downloads it under its name", async () => {
    const sampleId = await newSample();
    await uploaded(sampleId);
    await uploaded(sampleId, DWG, { kind: 'cad', title: 'Plan and section', fileName: 'Oak "plank" détail.dwg' });
    const response = await list(sampleId);
    expect(response.statusCode).toBe(200);
    const { documents } = response.json() as { documents: TSampleDocument[] };
    expect(
      documents.map(({ kind, title, fileName, contentType, size }) => ({ kind, title, fileName, contentType, size })),
    ).toEqual([
      {
        kind: 'technical-data-sheet',
        title: 'Technical data sheet',
        fileName: 'data-sheet.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      },
      {
        kind: 'cad',
        title: 'Plan and section',
        fileName: 'Oak "plank" détail.dwg',
        contentType: 'image/vnd.dwg',
        size: DWG.length,
      },
    ]);

    const pdf = await download(documents[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="data-sheet.pdf"; filename*=UTF-8''data-sheet.pdf`,
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // a name with quotes and a letter outside ASCII: a safe fallback, and the exact name in UTF-8
    const dwg = await download(documents[1]!.url);
    expect(dwg.statusCode).toBe(200);
    expect(dwg.headers['content-type']).toBe('image/vnd.dwg');
    expect(dwg.headers['content-disposition']).toBe(
      `attachment; filename="Oak _plank_ d_tail.dwg"; filename*=UTF-8''Oak%20%22plank%22%20d%C3%A9tail.dwg`,
    );
  });

  it('answers an empty list for a sample without documents', async () => {
    const response = await list(await newSample());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ documents: [] });
  });

  it('answers 404 for an unknown sample and 400 for an id that is not one', async () => {
    const missing = await list(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.sampleNotFound);
    expect((await list('not-an-id')).statusCode).toBe(400);
  });

  it('says an unknown sample in Malay when asked', async () => {
    const response = await list(randomUUID(), { 'accept-language': 'ms' });
    expect(response.json().message).toBe('Sampel tidak dijumpai');
  });
});

describe('download links', () => {
  it('refuses a link whose signature, name or type was altered', async () => {
    const sampleId = await newSample();
    const { url } = await uploaded(sampleId);
    const signed = new URL(url, 'http://localhost');

    const tampered = new URL(signed);
    const signature = tampered.searchParams.get('signature')!;
    tampered.searchParams.set('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await download(tampered.toString())).statusCode).toBe(403);

    const renamed = new URL(signed);
    renamed.searchParams.set('name', 'invoice.exe');
    expect((await download(renamed.toString())).statusCode).toBe(403);

    const retyped = new URL(signed);
    retyped.searchParams.set('type', 'text/html');
    expect((await download(retyped.toString())).statusCode).toBe(403);

    // without its name and type, the signature no longer matches what it signed
    const bare = new URL(signed);
    bare.searchParams.delete('name');
    bare.searchParams.delete('type');
    expect((await download(bare.toString())).statusCode).toBe(403);
  });

  it('refuses an expired link', async () => {
    const sampleId = await newSample();
    await uploaded(sampleId);
    const [row] = await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.sampleId, sampleId));
    const expired = await t.storage.signedDownloadUrl(row!.fileKey, -1, {
      fileName: row!.fileName,
      contentType: row!.contentType,
    });
    const response = await download(expired);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This link is invalid or has expired');
  });

  it('lives for 15 minutes', async () => {
    const sampleId = await newSample();
    const { url } = await uploaded(sampleId);
    const expires = Number(new URL(url, 'http://localhost').searchParams.get('expires'));
    const now = Math.floor(Date.now() / 1000);
    expect(expires - now).toBeGreaterThan(SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS - 10);
    expect(expires - now).toBeLessThanOrEqual(SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS);
  });
});

describe('POST /admin/samples/:id/documents', () => {
  it('stores a PDF for staff and records who uploaded it, last of the documents, with an audit entry', async () => {
    const sampleId = await newSample();
    await uploaded(sampleId);
    const response = await upload(sampleId, PDF, {
      kind: 'certificate',
      title: 'GBI certificate',
      fileName: 'C:\\scans\\gbi.PDF',
    });
    expect(response.statusCode).toBe(201);
    const document = response.json() as TAdminSampleDocument;
    expect(document).toMatchObject({ kind: 'certificate', title: 'GBI certificate', fileName: 'gbi.PDF' });
    expect(document.uploadedBy).toBeTruthy();
    const [row] = await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.id, document.id));
    expect(row).toMatchObject({ position: 1, contentType: 'application/pdf', size: PDF.length });
    expect(row!.fileKey).toMatch(new RegExp(`^sample-documents/${sampleId}/[0-9a-f-]+\\.pdf$`));
    expect(await t.storage.get(row!.fileKey)).not.toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sampleId), eq(auditLog.action, 'sample.update')));
    expect(audits).toHaveLength(2);
  });

  it.each([
    ['cad', 'detail.dwg', DWG, 'image/vnd.dwg'],
    ['cad', 'detail.dxf', DXF, 'image/vnd.dxf'],
    ['bim', 'family.ifc', IFC, 'application/x-step'],
    ['bim', 'family.rvt', RVT, 'application/octet-stream'],
  ])('takes a %s file %s by its signature', async (kind, fileName, body, contentType) => {
    const document = await uploaded(await newSample(), body, { kind, title: 'Model', fileName });
    expect(document).toMatchObject({ kind, fileName, contentType, size: body.length });
  });

  it('refuses a visitor (401) and a member (403) before reading the file', async () => {
    const sampleId = await newSample();
    const visitor = await upload(sampleId, PDF, {}, {});
    expect(visitor.statusCode).toBe(401);
    const signedIn = await upload(sampleId, PDF, {}, member);
    expect(signedIn.statusCode).toBe(403);
    expect(await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.sampleId, sampleId))).toEqual([]);
  });

  it('answers 404 for an unknown sample', async () => {
    const response = await upload(randomUUID(), PDF);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.sampleNotFound);
  });

  it.each([
    ['an unknown kind', { kind: 'brochure' }],
    ['no title', { title: '' }],
    ['a title over 120 characters', { title: 'x'.repeat(121) }],
    ['a title on two lines', { title: 'Data\nsheet' }],
    ['no file name', { fileName: '' }],
    ['an unknown field', { colour: 'red' }],
  ])('answers 400 for %s', async (_, query) => {
    const response = await upload(await newSample(), PDF, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 400 when no file is sent', async () => {
    const response = await upload(await newSample(), undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.noFile);
  });

  it("refuses a file type the kind does not take (415), in the kind's words", async () => {
    const sampleId = await newSample();
    const dwgSheet = await upload(sampleId, DWG, { fileName: 'sheet.dwg' });
    expect(dwgSheet.statusCode).toBe(415);
    expect(dwgSheet.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.pdfOnly);
    const pdfModel = await upload(sampleId, PDF, { kind: 'bim', fileName: 'model.pdf' });
    expect(pdfModel.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.bimOnly);
    const noExtension = await upload(sampleId, PDF, { kind: 'cad', fileName: 'drawing' });
    expect(noExtension.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.cadOnly);
  });

  it('refuses bytes that are not what the name says (415) and stores nothing', async () => {
    const sampleId = await newSample();
    for (const [kind, fileName] of [
      ['technical-data-sheet', 'sheet.pdf'],
      ['cad', 'plan.dwg'],
      ['cad', 'plan.dxf'],
      ['bim', 'model.ifc'],
      ['bim', 'model.rvt'],
    ]) {
      const response = await upload(sampleId, EXE, { kind: kind!, fileName: fileName! });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.contentMismatch);
    }
    expect((await list(sampleId)).json()).toEqual({ documents: [] });
  });

  it('refuses a PDF over 10 MB and a model over 25 MB (413)', async () => {
    const sampleId = await newSample();
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const pdf = await upload(sampleId, bigPdf);
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.pdfTooLarge);
    // 11 MB is fine for a model
    await uploaded(sampleId, Buffer.concat([RVT, Buffer.alloc(11 * 1024 * 1024)]), {
      kind: 'bim',
      fileName: 'family.rvt',
    });
    const model = await upload(sampleId, Buffer.concat([RVT, Buffer.alloc(25 * 1024 * 1024)]), {
      kind: 'bim',
      fileName: 'family.rvt',
    });
    expect(model.statusCode).toBe(413);
    expect(model.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.modelTooLarge);
  });

  it('accepts the body sent with its own content type', async () => {
    const response = await upload(await newSample(), PDF, {}, admin, 'application/pdf');
    expect(response.statusCode).toBe(201);
  });

  it(`holds a sample to ${MAX_SAMPLE_DOCUMENTS} documents (409)`, async () => {
    const sampleId = await newSample();
    await t.db.insert(sampleDocuments).values(
      Array.from({ length: MAX_SAMPLE_DOCUMENTS }, (_, position) => ({
        sampleId,
        kind: 'care-guide',
        title: `Guide ${position}`,
        fileKey: `sample-documents/${sampleId}/${position}.pdf`,
        fileName: `guide-${position}.pdf`,
        contentType: 'application/pdf',
        size: 10,
        position,
      })),
    );
    const response = await upload(sampleId, PDF);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.tooMany);
  });
});

describe('GET /admin/samples/:id/documents', () => {
  it('lists the documents for staff with who and when', async () => {
    const sampleId = await newSample();
    await uploaded(sampleId);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/samples/${sampleId}/documents`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents[0]).toMatchObject({
      title: 'Technical data sheet',
      uploadedAt: expect.any(String),
    });
  });

  it('refuses a visitor and a member, and answers 404 for an unknown sample', async () => {
    const sampleId = await newSample();
    const url = `/api/admin/samples/${sampleId}/documents`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
    const missing = `/api/admin/samples/${randomUUID()}/documents`;
    expect((await t.app.inject({ method: 'GET', url: missing, headers: admin })).statusCode).toBe(404);
  });
});

describe('PATCH /admin/samples/:id/documents/:documentId', () => {
  const patch = (sampleId: string, documentId: string, payload: unknown, headers: Headers = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/samples/${sampleId}/documents/${documentId}`,
      headers,
      payload: payload as object,
    });

  it('changes the title and the kind, where the file suits it', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    const response = await patch(sampleId, document.id, {
      title: '  Installation guide  ',
      kind: 'installation-guide',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Installation guide', kind: 'installation-guide' });
  });

  it('refuses a kind the file cannot be, an empty change and a bad title (400)', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    const cad = await patch(sampleId, document.id, { kind: 'cad' });
    expect(cad.statusCode).toBe(400);
    expect(cad.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.kindDoesNotFit);
    expect((await patch(sampleId, document.id, {})).statusCode).toBe(400);
    expect((await patch(sampleId, document.id, { title: ' ' })).statusCode).toBe(400);
    expect((await patch(sampleId, document.id, { fileName: 'x.pdf' })).statusCode).toBe(400);
  });

  it('answers 404 for a document of another sample, or none', async () => {
    const document = await uploaded(await newSample());
    const other = await newSample();
    const response = await patch(other, document.id, { title: 'Mine now' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.documentNotFound);
    expect((await patch(randomUUID(), document.id, { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses a visitor and a member', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    expect((await patch(sampleId, document.id, { title: 'x' }, {})).statusCode).toBe(401);
    expect((await patch(sampleId, document.id, { title: 'x' }, member)).statusCode).toBe(403);
  });
});

describe('PUT /admin/samples/:id/documents/order', () => {
  const reorder = (sampleId: string, ids: unknown, headers: Headers = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/samples/${sampleId}/documents/order`,
      headers,
      payload: { ids } as object,
    });

  it('puts the documents in the order given, for the public list too', async () => {
    const sampleId = await newSample();
    const first = await uploaded(sampleId, PDF, { title: 'First' });
    const second = await uploaded(sampleId, PDF, { title: 'Second' });
    const third = await uploaded(sampleId, PDF, { title: 'Third' });
    const response = await reorder(sampleId, [third.id, first.id, second.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().documents.map((document: TSampleDocument) => document.title)).toEqual([
      'Third',
      'First',
      'Second',
    ]);
    const titles = (await list(sampleId)).json().documents.map((document: TSampleDocument) => document.title);
    expect(titles).toEqual(['Third', 'First', 'Second']);
  });

  it('refuses a list that misses, repeats or adds a document (400)', async () => {
    const sampleId = await newSample();
    const first = await uploaded(sampleId);
    const second = await uploaded(sampleId);
    for (const ids of [[first.id], [first.id, first.id], [first.id, second.id, randomUUID()], [], ['x']]) {
      expect((await reorder(sampleId, ids)).statusCode).toBe(400);
    }
    const missing = await reorder(sampleId, [second.id]);
    expect(missing.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.orderMismatch);
  });

  it('answers 404 for an unknown sample, and refuses a visitor and a member', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    expect((await reorder(randomUUID(), [document.id])).statusCode).toBe(404);
    expect((await reorder(sampleId, [document.id], {})).statusCode).toBe(401);
    expect((await reorder(sampleId, [document.id], member)).statusCode).toBe(403);
  });
});

describe('DELETE /admin/samples/:id/documents/:documentId', () => {
  const remove = (sampleId: string, documentId: string, headers: Headers = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/samples/${sampleId}/documents/${documentId}`, headers });

  it('deletes the document and its stored file; its link stops working', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    const [row] = await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.id, document.id));
    const response = await remove(sampleId, document.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.deleted);
    expect(await t.storage.get(row!.fileKey)).toBeNull();
    expect((await list(sampleId)).json()).toEqual({ documents: [] });
    expect((await download(document.url)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown document or sample, and refuses a visitor and a member', async () => {
    const sampleId = await newSample();
    const document = await uploaded(sampleId);
    expect((await remove(sampleId, randomUUID())).statusCode).toBe(404);
    expect((await remove(randomUUID(), document.id)).statusCode).toBe(404);
    expect((await remove(sampleId, 'not-an-id')).statusCode).toBe(400);
    expect((await remove(sampleId, document.id, {})).statusCode).toBe(401);
    expect((await remove(sampleId, document.id, member)).statusCode).toBe(403);
    expect((await list(sampleId)).json().documents).toHaveLength(1);
  });
});

describe('file signatures', () => {
  it('knows each format by its first bytes', () => {
    expect(hasDocumentSignature('pdf', PDF)).toBe(true);
    expect(hasDocumentSignature('dwg', DWG)).toBe(true);
    expect(hasDocumentSignature('dwg', Buffer.from('AC1.50'))).toBe(false);
    expect(hasDocumentSignature('dxf', DXF)).toBe(true);
    expect(hasDocumentSignature('dxf', Buffer.from('999\nmade by a CAD program\n  0\nSECTION\n'))).toBe(true);
    expect(hasDocumentSignature('dxf', Buffer.from('AutoCAD Binary DXF\r\n\x1a\0rest'))).toBe(true);
    expect(hasDocumentSignature('dxf', Buffer.from('hello world'))).toBe(false);
    expect(hasDocumentSignature('ifc', IFC)).toBe(true);
    expect(hasDocumentSignature('ifc', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), IFC]))).toBe(true);
    expect(hasDocumentSignature('rvt', RVT)).toBe(true);
    expect(hasDocumentSignature('pdf', EXE)).toBe(false);
    expect(hasDocumentSignature('rvt', Buffer.alloc(0))).toBe(false);
  });
});

describe("a sample's delete", () => {
  it('removes its documents and their stored files', async () => {
    const sampleId = await newSample();
    await uploaded(sampleId);
    const [row] = await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.sampleId, sampleId));
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/samples/${sampleId}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.sampleId, sampleId))).toEqual([]);
    expect(await t.storage.get(row!.fileKey)).toBeNull();
  });
});
