import { randomUUID } from 'node:crypto';
import { BRAND_MESSAGES } from '@samplebank/contracts/brand-portal';
import {
  SAMPLE_DOCUMENT_MESSAGES,
  type TAdminSampleDocument,
  type TSampleDocument,
} from '@samplebank/contracts/sample-documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sampleDocuments, samples } from '../../db/schema/index.js';
import { createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { type BrandWorld, brandWorld } from './brand-portal.test-support.js';

type Headers = Record<string, string>;

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const DXF = Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

const documentsUrl = (brandId: string, sampleId: string) =>
  `/api/brand-portal/${brandId}/samples/${sampleId}/documents`;

/** The portal's five document calls for one brand and sample. */
function portal(brandId: string, sampleId: string) {
  const base = documentsUrl(brandId, sampleId);
  return {
    list: (headers: Headers) => t.app.inject({ method: 'GET', url: base, headers }),
    upload: (headers: Headers, body: Buffer = PDF, query: Record<string, string> = {}) => {
      const search = new URLSearchParams({
        kind: 'technical-data-sheet',
        title: 'Technical data sheet',
        fileName: 'data-sheet.pdf',
        ...query,
      });
      return t.app.inject({
        method: 'POST',
        url: `${base}?${search}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: body,
      });
    },
    update: (headers: Headers, documentId: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${base}/${documentId}`, headers, payload }),
    reorder: (headers: Headers, ids: string[]) =>
      t.app.inject({ method: 'PUT', url: `${base}/order`, headers, payload: { ids } }),
    remove: (headers: Headers, documentId: string) =>
      t.app.inject({ method: 'DELETE', url: `${base}/${documentId}`, headers }),
  };
}

/** A document uploaded by someone who may (the brand's owner unless said). */
async function uploaded(w: BrandWorld, brandId: string, sampleId: string, headers: Headers = w.owner.headers) {
  const response = await portal(brandId, sampleId).upload(headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TAdminSampleDocument;
}

const storedDocuments = (sampleId: string) =>
  t.db.select().from(sampleDocuments).where(eq(sampleDocuments.sampleId, sampleId)).orderBy(sampleDocuments.position);
const auditsOf = (sampleId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, sampleId));
const publicList = (sampleId: string) => t.app.inject({ method: 'GET', url: `/api/samples/${sampleId}/documents` });
const titles = (documents: TSampleDocument[]) => documents.map((document) => document.title);

describe('a brand’s members keep its samples’ documents', () => {
  it.each(['owner', 'editor'] as const)(
    'lets its %s upload, list, rename, reorder and delete them, each change audited under their own id',
    async (role) => {
      const w = await brandWorld(t);
      const person = w[role];
      const sample = await createSample(t.db, w.brand.id);
      const calls = portal(w.brand.id, sample.id);

      const sheet = await calls.upload(person.headers);
      expect(sheet.statusCode, sheet.body).toBe(201);
      const first = sheet.json() as TAdminSampleDocument;
      expect(first).toMatchObject({ kind: 'technical-data-sheet', contentType: 'application/pdf', size: PDF.length });
      expect(first.uploadedBy).toBe(person.user.id);
      const [stored] = await storedDocuments(sample.id);
      expect((await t.storage.get(stored!.fileKey))?.size).toBe(PDF.length);

      const drawing = await calls.upload(person.headers, DXF, { kind: 'cad', title: 'Plan', fileName: 'plan.dxf' });
      expect(drawing.statusCode, drawing.body).toBe(201);
      const second = drawing.json() as TAdminSampleDocument;

      const listed = await calls.list(person.headers);
      expect(listed.statusCode).toBe(200);
      expect(titles(listed.json().documents)).toEqual(['Technical data sheet', 'Plan']);

      const renamed = await calls.update(person.headers, first.id, {
        title: 'Fitting guide',
        kind: 'installation-guide',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ title: 'Fitting guide', kind: 'installation-guide' });

      const reordered = await calls.reorder(person.headers, [second.id, first.id]);
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(titles(reordered.json().documents)).toEqual(['Plan', 'Fitting guide']);
      expect(titles((await publicList(sample.id)).json().documents)).toEqual(['Plan', 'Fitting guide']);

      const [drawingRow] = await t.db.select().from(sampleDocuments).where(eq(sampleDocuments.id, second.id));
      const removed = await calls.remove(person.headers, second.id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.deleted);
      expect((await storedDocuments(sample.id)).map((row) => row.id)).toEqual([first.id]);
      expect(await t.storage.get(drawingRow!.fileKey)).toBeNull();

      const audits = await auditsOf(sample.id);
      expect(audits).toHaveLength(5);
      expect(audits.every((audit) => audit.actorId === person.user.id && audit.action === 'sample.update')).toBe(true);
    },
  );

  it('lets staff keep any brand’s documents through its portal', async () => {
    const w = await brandWorld(t);
    const sample = await createSample(t.db, w.brand.id);
    const calls = portal(w.brand.id, sample.id);
    const document = await uploaded(w, w.brand.id, sample.id, w.admin.headers);
    expect(document.uploadedBy).toBe(w.admin.user.id);
    expect((await calls.update(w.admin.headers, document.id, { title: 'Checked' })).statusCode).toBe(200);
    expect((await calls.reorder(w.admin.headers, [document.id])).statusCode).toBe(200);
    expect((await calls.list(w.admin.headers)).json().documents).toHaveLength(1);
    expect((await calls.remove(w.admin.headers, document.id)).statusCode).toBe(200);
    expect(await storedDocuments(sample.id)).toEqual([]);
  });

  it('lets the brand keep a draft’s documents, which nobody else sees until it is published', async () => {
    const w = await brandWorld(t);
    const draft = await createSample(t.db, w.brand.id, { status: 'draft' });
    await uploaded(w, w.brand.id, draft.id, w.editor.headers);
    expect((await portal(w.brand.id, draft.id).list(w.editor.headers)).json().documents).toHaveLength(1);
    expect((await publicList(draft.id)).statusCode).toBe(404);

    await t.db.update(samples).set({ status: 'published' }).where(eq(samples.id, draft.id));
    expect(titles((await publicList(draft.id)).json().documents)).toEqual(['Technical data sheet']);
    // withdrawn to a draft again: its documents go with it
    await t.db.update(samples).set({ status: 'draft' }).where(eq(samples.id, draft.id));
    expect((await publicList(draft.id)).statusCode).toBe(404);
  });
});

describe('who may not keep a brand’s documents', () => {
  it('refuses visitors (401), non-members and other brands’ owners (403), changing nothing', async () => {
    const w = await brandWorld(t);
    const sample = await createSample(t.db, w.brand.id);
    const document = await uploaded(w, w.brand.id, sample.id);
    const calls = portal(w.brand.id, sample.id);
    const before = { documents: await storedDocuments(sample.id), audits: await auditsOf(sample.id) };
    for (const [who, status] of [
      [{}, 401],
      [w.member.headers, 403],
      [w.otherOwner.headers, 403],
    ] as const) {
      const statuses = [];
      for (const call of [
        () => calls.list(who),
        () => calls.upload(who),
        () => calls.update(who, document.id, { title: 'Mine now' }),
        () => calls.reorder(who, [document.id]),
        () => calls.remove(who, document.id),
      ])
        statuses.push((await call()).statusCode);
      expect(statuses).toEqual([status, status, status, status, status]);
    }
    const notMember = await calls.upload(w.member.headers);
    expect(notMember.json().message).toBe(BRAND_MESSAGES.notMember);
    expect(await storedDocuments(sample.id)).toEqual(before.documents);
    expect(await auditsOf(sample.id)).toEqual(before.audits);
  });

  it('refuses a stranger’s upload before its file is read', async () => {
    const w = await brandWorld(t);
    const sample = await createSample(t.db, w.brand.id);
    // read, this file would be refused as too large (413); unread, the stranger is told 403 first
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(26 * 1024 * 1024)]);
    expect((await portal(w.brand.id, sample.id).upload(w.otherOwner.headers, tooLarge)).statusCode).toBe(403);
    expect((await portal(w.brand.id, sample.id).upload(w.owner.headers, tooLarge)).statusCode).toBe(413);
    expect(await storedDocuments(sample.id)).toEqual([]);
  });

  it('answers 404 for another brand’s sample through this brand’s portal, whatever is asked of it', async () => {
    const w = await brandWorld(t);
    const theirs = await createSample(t.db, w.otherBrand.id);
    const document = await uploaded(w, w.otherBrand.id, theirs.id, w.otherOwner.headers);
    const before = { documents: await storedDocuments(theirs.id), audits: await auditsOf(theirs.id) };
    const across = portal(w.brand.id, theirs.id);
    for (const headers of [w.owner.headers, w.admin.headers]) {
      for (const response of [
        await across.list(headers),
        await across.upload(headers),
        await across.update(headers, document.id, { title: 'Ours now' }),
        await across.reorder(headers, [document.id]),
        await across.remove(headers, document.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.sampleNotFound);
      }
    }
    expect(await storedDocuments(theirs.id)).toEqual(before.documents);
    expect(await auditsOf(theirs.id)).toEqual(before.audits);
  });

  it('answers 404 to staff for an id that is no brand, 403 to others, and 400 for a malformed one', async () => {
    const w = await brandWorld(t);
    const sample = await createSample(t.db, w.brand.id);
    const nowhere = portal(randomUUID(), sample.id);
    const forStaff = await nowhere.upload(w.admin.headers);
    expect(forStaff.statusCode).toBe(404);
    expect(forStaff.json().message).toBe(BRAND_MESSAGES.brandNotFound);
    expect((await nowhere.list(w.admin.headers)).statusCode).toBe(404);
    expect((await nowhere.upload(w.owner.headers)).statusCode).toBe(403);
    expect((await portal('not-an-id', sample.id).upload(w.owner.headers)).statusCode).toBe(400);
    expect((await portal(w.brand.id, 'not-an-id').list(w.owner.headers)).statusCode).toBe(400);
    expect(await storedDocuments(sample.id)).toEqual([]);
  });
});

describe('what a brand sends that is not right', () => {
  it('refuses a bad kind or title (400), a wrong file (415) and a wrong order (400), changing nothing', async () => {
    const w = await brandWorld(t);
    const sample = await createSample(t.db, w.brand.id);
    const calls = portal(w.brand.id, sample.id);
    const first = await uploaded(w, w.brand.id, sample.id);
    const second = await uploaded(w, w.brand.id, sample.id);
    const before = { documents: await storedDocuments(sample.id), audits: await auditsOf(sample.id) };

    expect((await calls.upload(w.editor.headers, PDF, { kind: 'brochure' })).statusCode).toBe(400);
    expect((await calls.upload(w.editor.headers, PDF, { title: '' })).statusCode).toBe(400);
    const dwgSheet = await calls.upload(w.editor.headers, PDF, { fileName: 'sheet.dwg' });
    expect(dwgSheet.statusCode).toBe(415);
    expect(dwgSheet.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.pdfOnly);
    const program = await calls.upload(w.editor.headers, EXE);
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.contentMismatch);
    const json = await t.app.inject({
      method: 'POST',
      url: `${documentsUrl(w.brand.id, sample.id)}?kind=certificate&title=GBI&fileName=gbi.pdf`,
      headers: w.editor.headers,
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);

    expect((await calls.update(w.editor.headers, first.id, { kind: 'brochure' })).statusCode).toBe(400);
    const cad = await calls.update(w.editor.headers, first.id, { kind: 'cad' });
    expect(cad.statusCode).toBe(400);
    expect(cad.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.kindDoesNotFit);
    expect((await calls.update(w.editor.headers, randomUUID(), { title: 'x' })).statusCode).toBe(404);

    for (const ids of [[first.id], [first.id, first.id], [first.id, second.id, randomUUID()]]) {
      const mismatch = await calls.reorder(w.editor.headers, ids);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe(SAMPLE_DOCUMENT_MESSAGES.orderMismatch);
    }
    expect((await calls.remove(w.editor.headers, randomUUID())).statusCode).toBe(404);

    expect(await storedDocuments(sample.id)).toEqual(before.documents);
    expect(await auditsOf(sample.id)).toEqual(before.audits);
  });
});
