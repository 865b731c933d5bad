import type { Readable } from 'node:stream';
import {
  MAX_SAMPLE_MODEL_BYTES,
  SAMPLE_DOCUMENT_FILE_TYPES,
  SAMPLE_DOCUMENT_MESSAGES,
  sampleDocumentEndpoints,
} from '@samplebank/contracts/sample-documents';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  deleteSampleDocument,
  listSampleDocuments,
  listSampleDocumentsForStaff,
  reorderSampleDocuments,
  updateSampleDocument,
  uploadSampleDocument,
} from './sample-documents.service.js';

// the body of an upload: the file's own bytes, sent as they are (the browser's XMLHttpRequest, curl --data-binary);
// the brand portal's upload takes the same
export const UPLOAD_BODY_TYPES = [
  ...new Set(['application/octet-stream', ...Object.values(SAMPLE_DOCUMENT_FILE_TYPES)]),
];

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', SAMPLE_DOCUMENT_MESSAGES.modelTooLarge);

/**
 * Reads an upload's body up to the largest any document may be (25 MB), refusing before reading when Content-Length
 * says more; the service then holds each kind to its own limit. The back office reads it as the body is parsed (its
 * guard has run), the brand portal once the caller's membership is known.
 */
export async function readUploadBody(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_SAMPLE_MODEL_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > MAX_SAMPLE_MODEL_BYTES) {
      payload.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A sample's documents: the public list with download links, and staff's upload, kind and title, order and delete.
 * The admin calls check ADMIN before anything sent is read (ADR 0002).
 */
export async function sampleDocumentRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['sample documents'] });
  route(sampleDocumentEndpoints.list, (request) => listSampleDocuments(context, { sampleId: request.params.id }));
  route(sampleDocumentEndpoints.adminList, (request) =>
    listSampleDocumentsForStaff(context, { sampleId: request.params.id }),
  );
  route(sampleDocumentEndpoints.update, (request) =>
    updateSampleDocument(context, currentUser(request), {
      sampleId: request.params.id,
      documentId: request.params.documentId,
      ...request.body,
    }),
  );
  route(sampleDocumentEndpoints.reorder, (request) =>
    reorderSampleDocuments(context, currentUser(request), { sampleId: request.params.id, ids: request.body.ids }),
  );
  route(sampleDocumentEndpoints.delete, (request) =>
    deleteSampleDocument(context, currentUser(request), {
      sampleId: request.params.id,
      documentId: request.params.documentId,
    }),
  );

  // the upload in a plugin of its own, so the raw-body parser stays with it
  app.register(async (uploads: ZodApp) => {
    uploads.addContentTypeParser(UPLOAD_BODY_TYPES, (request: FastifyRequest, payload: Readable) =>
      readUploadBody(request, payload),
    );
    const upload = routesFor(uploads, { tags: ['sample documents'] });
    upload(
      sampleDocumentEndpoints.upload,
      (request) =>
        uploadSampleDocument(context, currentUser(request), {
          sampleId: request.params.id,
          ...request.query,
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
        }),
      { bodyLimit: MAX_SAMPLE_MODEL_BYTES + 1 },
    );
  });
}
