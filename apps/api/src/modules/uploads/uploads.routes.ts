import { uploadsEndpoints } from '@samplebank/contracts/uploads';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createUploadSlot, deleteUploadedDocument } from './uploads.service.js';

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Upload slots (signed URLs to PUT a file to) and the removal of an uploaded document. */
export async function uploadRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['documents'] });
  route(uploadsEndpoints.slot, (request) => createUploadSlot(context, currentUser(request), request.body));
  route(uploadsEndpoints.delete, (request) =>
    deleteUploadedDocument(context, currentUser(request), { key: decodeKey(request.params['*']) }),
  );
}
