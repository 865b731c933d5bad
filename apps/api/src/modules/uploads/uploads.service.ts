import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type TSupportingDocumentInput } from '@samplebank/contracts/auth';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  imageUploadExtension,
  MAX_UPLOAD_BYTES,
  type TUploadPurpose,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_URL_LIFETIME_SECONDS,
  uploadExtension,
} from '@samplebank/contracts/uploads';
import type { Database, Transaction } from '../../db/client.js';
import type { SupportingDocument } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isSafeKey, type LocalStorage, type Storage } from '../../platform/storage.js';
import { consumeAllowance } from '../../platform/throttle.js';
import { reviewAfterChange } from '../users/users.policy.js';
import { lockUserById, updateUser } from '../users/users.repository.js';
import { hasSignatureOf, readFirstBytes } from './file-signature.js';
import * as repository from './uploads.repository.js';

type UploadsContext = ServiceContext<'db' | 'storage'>;
/** Local disk storage: the API itself receives the signed PUTs. */
type LocalUploadsContext = ServiceContext<'db'> & { storage: LocalStorage };

// enough for every document of the wizard several times over; stops a client filling the store with slots
const UPLOAD_SLOT_RULES = [{ limit: 60, windowSeconds: 60 * 60 }];

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileSize);
const notAMatch = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.contentMismatch);

/** A name safe to show and store: no path, no control characters. */
function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? filename;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'document';
}

/** The content type and key of a new upload; images go under `public/`, which the store serves without a signature. */
function slotFor(purpose: TUploadPurpose, userId: string, filename: string) {
  if (purpose === 'image') {
    const extension = imageUploadExtension(filename);
    if (!extension) throw new AppError('VALIDATION', UPLOAD_MESSAGES.imageType);
    const contentType = IMAGE_UPLOAD_CONTENT_TYPES[extension];
    return { contentType, key: `public/images/${userId}/${randomUUID()}.${extension}` };
  }
  const extension = uploadExtension(filename);
  if (!extension) throw new AppError('VALIDATION', UPLOAD_MESSAGES.fileType);
  return { contentType: UPLOAD_CONTENT_TYPES[extension], key: `documents/${userId}/${randomUUID()}.${extension}` };
}

/** `POST /r2/presigned-url/upload`: records a pending upload owned by the user and returns where to PUT it. */
export async function createUploadSlot(
  { db, storage }: UploadsContext,
  user: AuthUser,
  { filename, purpose = 'document' }: { filename: string; purpose?: TUploadPurpose },
) {
  const { contentType, key } = slotFor(purpose, user.id, filename);
  await consumeAllowance(db, 'upload-slot', user.id, UPLOAD_SLOT_RULES);
  const originalFilename = cleanFilename(filename);
  await repository.insertUpload(db, { key, ownerId: user.id, purpose, originalFilename, contentType });
  const url = await storage.signedUploadUrl(key, contentType, UPLOAD_URL_LIFETIME_SECONDS);
  return { url, key, originalFilename, contentType };
}

/** `PUT /api/files/{key}` on local storage: checks the signed link, the size and the real bytes, then stores. */
export async function receiveLocalUpload(
  { db, storage }: LocalUploadsContext,
  { key, expires, signature, body }: { key: string; expires?: number; signature?: string; body: Buffer },
) {
  const upload = isSafeKey(key) ? await repository.findUpload(db, key) : undefined;
  // the signature covers the content type the server chose for the key, so a link is only good for that type
  const isValidLink =
    upload?.contentType && expires && signature && storage.verify('PUT', key, expires, signature, upload.contentType);
  if (!upload?.contentType || !isValidLink) throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.linkInvalid);
  if (upload.status !== 'pending') throw new AppError('CONFLICT', UPLOAD_MESSAGES.linkUsed);
  if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!hasSignatureOf(upload.contentType, body)) throw notAMatch();
  await (storage as Storage).put(key, body, upload.contentType);
  if (!(await repository.markUploadStored(db, key, body.length)))
    throw new AppError('CONFLICT', UPLOAD_MESSAGES.linkUsed);
  return { message: UPLOAD_MESSAGES.uploaded };
}

/**
 * Checks a pending upload's object in the store (an S3 PUT goes straight to the bucket, so the server first
 * sees it here): present, at most 10 MB, bytes of its declared type. A bad object is deleted with its row.
 */
async function confirmPendingUpload(db: Database, storage: Storage, upload: repository.UploadRow) {
  const object = await storage.get(upload.key);
  if (!object) {
    throw new AppError('VALIDATION', `${UPLOAD_MESSAGES.notUploaded} (${upload.originalFilename})`);
  }
  const head = await readFirstBytes(object.body);
  const problem =
    object.size > MAX_UPLOAD_BYTES ? tooLarge() : !hasSignatureOf(upload.contentType ?? '', head) ? notAMatch() : null;
  if (problem) {
    await storage.delete(upload.key);
    await repository.deleteUpload(db, upload.key);
    throw problem;
  }
  await repository.markUploadStored(db, upload.key, object.size);
}

/**
 * The documents a profile save lists, checked against the server's records: every key an upload of this user,
 * each listed once, its file stored and verified. The file name comes from the record, not the client; a document
 * the user had keeps its upload date.
 */
export async function resolveSupportingDocuments(
  { db, storage }: UploadsContext,
  owner: AuthUser,
  { documents }: { documents: TSupportingDocumentInput[] },
): Promise<SupportingDocument[]> {
  const ownerId = owner.id;
  const previous = owner.supportingDocuments;
  const keys = documents.map((document) => document.documentKey);
  if (new Set(keys).size !== keys.length) throw new AppError('VALIDATION', 'Each document may be listed only once');
  const uploads = new Map((await repository.findUploadsByKeys(db, keys)).map((upload) => [upload.key, upload]));
  for (const key of keys) {
    const upload = uploads.get(key);
    if (!upload || upload.ownerId !== ownerId || upload.purpose !== 'document') {
      throw new AppError('VALIDATION', `Unknown document: ${key}`, { fields: { supportingDocuments: 'unknown key' } });
    }
    if (upload.status === 'pending') await confirmPendingUpload(db, storage, upload);
  }
  const uploadedAtByKey = new Map(previous.map((document) => [document.documentKey, document.uploadedAt]));
  return documents.map((document) => {
    const uploadedAt = uploadedAtByKey.get(document.documentKey);
    return {
      documentType: document.documentType,
      documentKey: document.documentKey,
      originalFilename: uploads.get(document.documentKey)?.originalFilename ?? 'document',
      ...(uploadedAt ? { uploadedAt } : {}),
    };
  });
}

/**
 * The image uploads behind the given keys, each checked like a document: recorded with purpose `image`, owned by
 * someone `mayUse` accepts, its bytes stored and verified. Answers the keys that fail, in the order given.
 */
export async function findUnusableImageKeys(
  db: Database,
  storage: Storage,
  keys: string[],
  mayUse: (upload: repository.UploadRow) => boolean,
): Promise<string[]> {
  const uploads = new Map((await repository.findUploadsByKeys(db, keys)).map((upload) => [upload.key, upload]));
  const unusable: string[] = [];
  for (const key of keys) {
    const upload = uploads.get(key);
    if (upload?.purpose !== 'image' || !mayUse(upload)) {
      unusable.push(key);
      continue;
    }
    if (upload.status === 'pending') {
      try {
        await confirmPendingUpload(db, storage, upload);
      } catch (error) {
        // a missing or wrong file is the key's problem; a store or database failure is the server's, and the error
        // handler logs it
        if (!(error instanceof AppError)) throw error;
        unusable.push(key);
      }
    }
  }
  return unusable;
}

/** `DELETE /r2/presigned-url/delete/{key}`: the owner or ADMIN removes the file, its record and its document entry. */
export async function deleteUploadedDocument(
  { db, storage }: UploadsContext,
  actor: AuthUser,
  { key }: { key: string },
) {
  const upload = isSafeKey(key) ? await repository.findUpload(db, key) : undefined;
  if (!upload) throw new AppError('NOT_FOUND', 'File not found');
  if (upload.ownerId !== actor.id && actor.role !== 'ADMIN')
    throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.notYourFile);
  const isSentBackToReview = await db.transaction(async (tx) => {
    let review: ReturnType<typeof reviewAfterChange>;
    if (upload.ownerId) {
      const owner = await lockUserById(tx, upload.ownerId);
      const remaining = owner?.supportingDocuments.filter((document) => document.documentKey !== key);
      if (owner && remaining && remaining.length !== owner.supportingDocuments.length) {
        // an approved business whose required document goes is reviewed again, whoever removes it
        review = reviewAfterChange(owner, { ...owner, supportingDocuments: remaining });
        await updateUser(tx, owner.id, { supportingDocuments: remaining, ...review });
      }
    }
    await repository.deleteUpload(tx, key);
    return Boolean(review);
  });
  await storage.delete(key);
  const isOwnAccountSentBack = isSentBackToReview && upload.ownerId === actor.id;
  return { message: isOwnAccountSentBack ? AUTH_MESSAGES.reviewAgain : UPLOAD_MESSAGES.deleted };
}

/** Removes a user's upload records inside the caller's transaction; returns the keys whose files should go. */
export function deleteUploadsOfUser(tx: Transaction, userId: string): Promise<string[]> {
  return repository.deleteUploadsOfOwner(tx, userId);
}
