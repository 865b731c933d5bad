import { Readable } from 'node:stream';
import { brandSampleDocumentEndpoints as E } from '@samplebank/contracts/sample-documents';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { readUploadBody, UPLOAD_BODY_TYPES } from '../sample-documents/sample-documents.routes.js';
import {
  deleteSampleDocument,
  listSampleDocumentsForStaff,
  reorderSampleDocuments,
  updateSampleDocument,
  uploadSampleDocument,
} from '../sample-documents/sample-documents.service.js';
import { brandStanding } from './brand-access.js';

/**
 * The documents of a brand's own samples in its portal: the back office's document services, each call kept to the
 * brand in the path (`scope`), so a member's change is checked, stored and audited as staff's are, under their name.
 */
export async function brandDocumentRoutes(app: ZodApp) {
  const context = app.context;
  // one check for every call: the caller works for the brand (or is staff). It runs once the path and query have
  // passed their schemas, and before an upload's file is read (ADR 0002), as the upload's parser leaves it unread.
  app.addHook('preHandler', async (request) => {
    const { brandId } = request.params as { brandId: string };
    await brandStanding(context.db, currentUser(request), brandId);
  });

  const route = routesFor(app, { tags: ['brand portal'] });
  route(E.list, (request) =>
    listSampleDocumentsForStaff(context, { sampleId: request.params.sampleId }, { brandId: request.params.brandId }),
  );
  route(E.update, (request) => {
    const { brandId, ...document } = request.params;
    return updateSampleDocument(context, currentUser(request), { ...document, ...request.body }, { brandId });
  });
  route(E.reorder, (request) => {
    const { brandId, sampleId } = request.params;
    return reorderSampleDocuments(context, currentUser(request), { sampleId, ids: request.body.ids }, { brandId });
  });
  route(E.delete, (request) => {
    const { brandId, ...document } = request.params;
    return deleteSampleDocument(context, currentUser(request), document, { brandId });
  });

  // the upload in a plugin of its own, whose parser hands the handler the file's stream unread; any other kind of
  // body is refused (415) as it arrives, so nothing a stranger sends is read
  app.register(async (uploads: ZodApp) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(UPLOAD_BODY_TYPES, (_request, payload, done) => done(null, payload));
    routesFor(uploads, { tags: ['brand portal'] })(E.upload, async (request) => {
      const { brandId, sampleId } = request.params;
      const body = request.body instanceof Readable ? await readUploadBody(request, request.body) : undefined;
      return uploadSampleDocument(context, currentUser(request), { sampleId, ...request.query, body }, { brandId });
    });
  });
}
