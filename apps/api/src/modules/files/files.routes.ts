import type { Readable } from 'node:stream';
import { singleLineText } from '@samplebank/contracts/common';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { attachmentDisposition, isPublicKey, isSafeKey, LocalStorage } from '../../platform/storage.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { receiveLocalUpload } from '../uploads/uploads.service.js';

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const ZFileQuerySchema = z.object({
  expires: z.coerce.number().int().optional(),
  signature: singleLineText().max(100).optional(),
  // a download that names its file (Storage.signedDownloadUrl's attachment): its type and name, both signed
  type: singleLineText().max(100).optional(),
  name: singleLineText().max(255).optional(),
});

const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileSize);

/** Reads an upload's raw body, stopping at the first byte past 10 MB (and before reading, when Content-Length says so). */
async function readLimitedBody(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > MAX_UPLOAD_BYTES) {
      payload.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function keyOf(request: FastifyRequest): string {
  const raw = (request.params as { '*': string })['*'];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Local-disk file serving: public catalogue images with long caching, private files only with a valid signature. */
export async function fileRoutes(app: ZodApp) {
  const { db, storage } = app.context;
  if (!(storage instanceof LocalStorage)) return;
  const local = storage;

  // the PUT target of the signed upload URLs; its own plugin so the raw-body parsers stay here
  app.register(async (uploads: ZodApp) => {
    uploads.addContentTypeParser(UPLOAD_TYPES, (request: FastifyRequest, payload: Readable) =>
      readLimitedBody(request, payload),
    );
    uploads.put('/files/*', { schema: { hide: true, querystring: ZFileQuerySchema } }, async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.fileType);
      return receiveLocalUpload({ db, storage: local }, { key: keyOf(request), ...request.query, body });
    });
  });

  app.get('/files/*', { schema: { hide: true, querystring: ZFileQuerySchema } }, async (request, reply) => {
    const key = keyOf(request);
    if (!isSafeKey(key)) throw new AppError('NOT_FOUND', 'File not found');
    const isPublic = isPublicKey(key);
    const { type, name } = request.query;
    const attachment = !isPublic && type && name ? { contentType: type, fileName: name } : undefined;
    if (!isPublic) {
      const { expires, signature } = request.query;
      const signed = attachment ? LocalStorage.attachmentText(attachment) : '';
      if (!expires || !signature || !local.verify('GET', key, expires, signature, signed)) {
        throw new AppError('FORBIDDEN', 'This link is invalid or has expired');
      }
    }
    const file = await local.get(key);
    if (!file) throw new AppError('NOT_FOUND', 'File not found');
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    reply
      .header('Content-Type', attachment?.contentType ?? contentTypes[extension] ?? 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
    // an SVG opened directly must not run script
    if (extension === 'svg') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!isPublic)
      reply.header('Content-Disposition', attachment ? attachmentDisposition(attachment.fileName) : 'inline');
    return reply.send(file.body);
  });
}
