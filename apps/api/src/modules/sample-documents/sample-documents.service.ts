import { randomUUID } from 'node:crypto';
import {
  MAX_SAMPLE_DOCUMENTS,
  maxBytesOfKind,
  SAMPLE_DOCUMENT_EXTENSIONS,
  SAMPLE_DOCUMENT_FILE_TYPES,
  SAMPLE_DOCUMENT_MESSAGES,
  SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS,
  sampleDocumentExtension,
  type TSampleDocumentExtension,
  type TSampleDocumentKind,
} from '@samplebank/contracts/sample-documents';
import type { Database, Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import type { CatalogueScope } from '../admin/admin-samples.service.js';
import { hasDocumentSignature } from './document-signature.js';
import type { SampleDocumentRow } from './sample-documents.repository.js';
import * as repository from './sample-documents.repository.js';

type DocumentsContext = ServiceContext<'db' | 'storage'>;

const sampleNotFound = () => new AppError('NOT_FOUND', SAMPLE_DOCUMENT_MESSAGES.sampleNotFound);
const documentNotFound = () => new AppError('NOT_FOUND', SAMPLE_DOCUMENT_MESSAGES.documentNotFound);

type DocumentsSample = NonNullable<Awaited<ReturnType<typeof repository.findSample>>>;

/** Whether anyone may see a sample's documents: a draft's are its brand's and staff's alone, as the draft is. */
const isOnShow = (sample: DocumentsSample) => sample.status !== 'draft';

/** Whether a call may manage a sample's documents: staff any sample's, a brand (its `scope`) its own, drafts' too. */
const inScope = (sample: DocumentsSample, scope: CatalogueScope) => !scope || sample.brandId === scope.brandId;

/** Refuses a sample that does not exist or is another brand's (404, as an unknown one); `lock` holds its row. */
async function assertManageable(
  db: Database | Transaction,
  sampleId: string,
  scope: CatalogueScope,
  { lock = false } = {},
) {
  const sample = await repository.findSample(db, sampleId, { lock });
  if (!sample || !inScope(sample, scope)) throw sampleNotFound();
}

/** What a kind of document refuses a file type with. */
const WRONG_TYPE: Record<TSampleDocumentKind, string> = {
  'technical-data-sheet': SAMPLE_DOCUMENT_MESSAGES.pdfOnly,
  'installation-guide': SAMPLE_DOCUMENT_MESSAGES.pdfOnly,
  'care-guide': SAMPLE_DOCUMENT_MESSAGES.pdfOnly,
  certificate: SAMPLE_DOCUMENT_MESSAGES.pdfOnly,
  cad: SAMPLE_DOCUMENT_MESSAGES.cadOnly,
  bim: SAMPLE_DOCUMENT_MESSAGES.bimOnly,
};

const fits = (kind: TSampleDocumentKind, extension: TSampleDocumentExtension | undefined) =>
  extension !== undefined && SAMPLE_DOCUMENT_EXTENSIONS[kind].includes(extension);

/** A name safe to show and to send back in a header: no path, no control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(-255) || 'document';
}

/** A document as anyone sees it, with a link that downloads it under its name for the next 15 minutes. */
export async function presentDocument(storage: Storage, row: SampleDocumentRow) {
  return {
    id: row.id,
    kind: row.kind as TSampleDocumentKind,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: await storage.signedDownloadUrl(row.fileKey, SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS, {
      fileName: row.fileName,
      contentType: row.contentType,
    }),
  };
}

async function presentForStaff(storage: Storage, row: SampleDocumentRow) {
  return {
    ...(await presentDocument(storage, row)),
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy,
  };
}

const documentView = ({ id, kind, title, fileName, size }: SampleDocumentRow) => ({ id, kind, title, fileName, size });
/** What the audit log keeps of a change to a sample's documents: the list, or the one document changed. */
const auditView = (rows: SampleDocumentRow[]) => ({ documents: rows.map(documentView) });
const oneDocument = (row: SampleDocumentRow | undefined) => ({ document: row ? documentView(row) : null });

/** `GET /samples/{id}/documents`: anyone, for a sample on show (published or discontinued). */
export async function listSampleDocuments({ db, storage }: DocumentsContext, { sampleId }: { sampleId: string }) {
  const [sample, rows] = await Promise.all([
    repository.findSample(db, sampleId),
    repository.findDocuments(db, sampleId),
  ]);
  if (!sample || !isOnShow(sample)) throw sampleNotFound();
  return { documents: await Promise.all(rows.map((row) => presentDocument(storage, row))) };
}

/** `GET /admin/samples/{id}/documents`, and a brand portal's for its own samples (`scope`). */
export async function listSampleDocumentsForStaff(
  { db, storage }: DocumentsContext,
  { sampleId }: { sampleId: string },
  scope?: CatalogueScope,
) {
  await assertManageable(db, sampleId, scope);
  const rows = await repository.findDocuments(db, sampleId);
  return { documents: await Promise.all(rows.map((row) => presentForStaff(storage, row))) };
}

export type DocumentUpload = {
  sampleId: string;
  kind: TSampleDocumentKind;
  title: string;
  fileName: string;
  body: Buffer | undefined;
};

/**
 * `POST /admin/samples/{id}/documents` (and a brand portal's, `scope`): checks the file's type against its kind, its
 * size and its real bytes, stores it under a key of its own, and records it last of the sample's documents. A failed
 * record removes the stored file.
 */
export async function uploadSampleDocument(
  { db, storage }: DocumentsContext,
  actor: AuthUser,
  { sampleId, kind, title, fileName, body }: DocumentUpload,
  scope?: CatalogueScope,
) {
  await assertManageable(db, sampleId, scope);
  const name = cleanFileName(fileName);
  const extension = sampleDocumentExtension(name);
  if (!fits(kind, extension)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE[kind]);
  const fileExtension = extension as TSampleDocumentExtension;
  if (!body || body.length === 0) throw new AppError('VALIDATION', SAMPLE_DOCUMENT_MESSAGES.noFile);
  if (body.length > maxBytesOfKind(kind)) {
    const message = kind === 'cad' || kind === 'bim' ? 'modelTooLarge' : 'pdfTooLarge';
    throw new AppError('PAYLOAD_TOO_LARGE', SAMPLE_DOCUMENT_MESSAGES[message]);
  }
  if (!hasDocumentSignature(fileExtension, body))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SAMPLE_DOCUMENT_MESSAGES.contentMismatch);

  const contentType = SAMPLE_DOCUMENT_FILE_TYPES[fileExtension];
  const fileKey = `sample-documents/${sampleId}/${randomUUID()}.${fileExtension}`;
  await storage.put(fileKey, body, contentType);
  try {
    const row = await db.transaction(async (tx) => {
      // the sample's row held: two uploads at once each see the other's document when they count and place theirs
      await assertManageable(tx, sampleId, scope, { lock: true });
      const existing = await repository.findDocuments(tx, sampleId);
      if (existing.length >= MAX_SAMPLE_DOCUMENTS) throw new AppError('CONFLICT', SAMPLE_DOCUMENT_MESSAGES.tooMany);
      const position = existing.reduce((last, document) => Math.max(last, document.position + 1), 0);
      const created = await repository.insertDocument(tx, {
        sampleId,
        kind,
        title,
        fileKey,
        fileName: name,
        contentType,
        size: body.length,
        position,
        uploadedBy: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'sample.update',
        entityType: 'sample',
        entityId: sampleId,
        before: auditView(existing),
        after: auditView([...existing, created]),
      });
      return created;
    });
    return presentForStaff(storage, row);
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
}

/** `PATCH /admin/samples/{id}/documents/{documentId}` (and a brand portal's): a new kind must suit the file it has. */
export async function updateSampleDocument(
  { db, storage }: DocumentsContext,
  actor: AuthUser,
  input: { sampleId: string; documentId: string; kind?: TSampleDocumentKind; title?: string },
  scope?: CatalogueScope,
) {
  const { sampleId, documentId, kind, title } = input;
  await assertManageable(db, sampleId, scope);
  const row = await db.transaction(async (tx) => {
    const before = await repository.findDocument(tx, sampleId, documentId);
    if (!before) throw documentNotFound();
    if (kind && !fits(kind, sampleDocumentExtension(before.fileName)))
      throw new AppError('VALIDATION', SAMPLE_DOCUMENT_MESSAGES.kindDoesNotFit, { fields: { kind: 'kind' } });
    const after = await repository.updateDocument(tx, documentId, {
      ...(kind !== undefined && { kind }),
      ...(title !== undefined && { title }),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'sample.update',
      entityType: 'sample',
      entityId: sampleId,
      before: oneDocument(before),
      after: oneDocument(after),
    });
    return after ?? before;
  });
  return presentForStaff(storage, row);
}

/**
 * `PUT /admin/samples/{id}/documents/order` (and a brand portal's): every one of the sample's documents, each once, in
 * the new order.
 */
export async function reorderSampleDocuments(
  { db, storage }: DocumentsContext,
  actor: AuthUser,
  { sampleId, ids }: { sampleId: string; ids: string[] },
  scope?: CatalogueScope,
) {
  const rows = await db.transaction(async (tx) => {
    await assertManageable(tx, sampleId, scope, { lock: true });
    const before = await repository.findDocuments(tx, sampleId);
    const known = new Set(before.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('VALIDATION', SAMPLE_DOCUMENT_MESSAGES.orderMismatch, { fields: { ids: 'ids' } });
    for (const [position, id] of ids.entries()) await repository.updateDocument(tx, id, { position });
    const after = await repository.findDocuments(tx, sampleId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'sample.update',
      entityType: 'sample',
      entityId: sampleId,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  return { documents: await Promise.all(rows.map((row) => presentForStaff(storage, row))) };
}

/** `DELETE /admin/samples/{id}/documents/{documentId}` (and a brand portal's): the record, then its stored file. */
export async function deleteSampleDocument(
  { db, storage }: DocumentsContext,
  actor: AuthUser,
  { sampleId, documentId }: { sampleId: string; documentId: string },
  scope?: CatalogueScope,
) {
  await assertManageable(db, sampleId, scope);
  const removed = await db.transaction(async (tx) => {
    const row = await repository.findDocument(tx, sampleId, documentId);
    if (!row) throw documentNotFound();
    await repository.deleteDocument(tx, documentId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'sample.update',
      entityType: 'sample',
      entityId: sampleId,
      before: oneDocument(row),
      after: oneDocument(undefined),
    });
    return row;
  });
  // after the commit: a failed delete of the record keeps the file it names
  await storage.delete(removed.fileKey);
  return { message: SAMPLE_DOCUMENT_MESSAGES.deleted };
}
