import { singleLineText, ZErrorResponseSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import { ZUploadSlotRequestSchema, ZUploadSlotResponseSchema } from '@samplebank/contracts/uploads';
import { z } from 'zod';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createUploadSlot, deleteUploadedDocument } from './uploads.service.js';

const tags = ['documents'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

// the key holds slashes (documents/{userId}/{uuid}.pdf): sent as the rest of the path, plain or URL-encoded
const ZKeyParamsSchema = z.object({ '*': singleLineText().min(1).max(400) }).strict();

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function uploadRoutes(app: ZodApp) {
  const { db, storage, guards } = app.context;
  app.post(
    '/upload',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary:
          'A signed URL to PUT one file to (at most 10 MB): a document (PDF, JPEG, PNG) or, with purpose image, a public image (JPEG, PNG, WebP)',
        body: ZUploadSlotRequestSchema,
        response: { 200: ZUploadSlotResponseSchema, ...errors, 429: ZErrorResponseSchema },
      },
    },
    (request) => createUploadSlot(db, storage, currentUser(request), request.body.filename, request.body.purpose),
  );

  app.delete(
    '/delete/*',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove an uploaded document (its owner or ADMIN)',
        params: ZKeyParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors, 404: ZErrorResponseSchema },
      },
    },
    (request) => deleteUploadedDocument(db, storage, currentUser(request), decodeKey(request.params['*'])),
  );
}
