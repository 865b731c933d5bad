import { z } from 'zod';
import { singleLineText, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { saidByKey } from './validation-messages.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;
export const DOCUMENT_URL_LIFETIME_SECONDS = 5 * 60;

/** The document formats the wizard accepts, by file extension. */
export const UPLOAD_CONTENT_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type TUploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;

/** The image formats accepted for catalogue images and organization logos and banners. */
export const IMAGE_UPLOAD_CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type TImageUploadExtension = keyof typeof IMAGE_UPLOAD_CONTENT_TYPES;

/** `document`: private, readable by its owner and ADMIN; `image`: public (logos, catalogue images). */
export const UPLOAD_PURPOSES = ['document', 'image'] as const;
export type TUploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_MESSAGES = {
  fileType: 'Please upload PDF, JPEG, JPG, or PNG files only',
  imageType: 'Please upload JPEG, JPG, PNG or WebP images only',
  fileSize: 'File size must be less than 10MB',
  contentMismatch: 'The file content does not match its type. Please upload a real PDF, JPEG or PNG file.',
  linkInvalid: 'This upload link is invalid or has expired',
  linkUsed: 'This upload link has already been used',
  notUploaded: 'The file was not uploaded. Please upload it again.',
  notYourFile: 'You can only remove your own documents',
  deleted: 'File deleted successfully',
  uploaded: 'File uploaded successfully',
} as const;

/** The extension of a file name when it is one the wizard accepts. */
export function uploadExtension(filename: string): TUploadExtension | undefined {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  return filename.includes('.') && extension in UPLOAD_CONTENT_TYPES ? (extension as TUploadExtension) : undefined;
}

/** The extension of a file name when it is an image format the image uploads accept. */
export function imageUploadExtension(filename: string): TImageUploadExtension | undefined {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  return filename.includes('.') && extension in IMAGE_UPLOAD_CONTENT_TYPES
    ? (extension as TImageUploadExtension)
    : undefined;
}

export const ZUploadSlotRequestSchema = z
  .object({
    filename: singleLineText({ message: 'filename is required' })
      .trim()
      .min(1, 'filename is required')
      .max(255, 'filename is too long'),
    purpose: z.enum(UPLOAD_PURPOSES).default('document'),
  })
  .strict()
  .superRefine(({ filename, purpose }, context) => {
    const accepted = purpose === 'image' ? imageUploadExtension(filename) : uploadExtension(filename);
    if (!accepted) {
      const kind = purpose === 'image' ? 'imageType' : 'fileType';
      const message = saidByKey(`upload.${kind}`, UPLOAD_MESSAGES[kind]).error();
      context.addIssue({ code: 'custom', path: ['filename'], message });
    }
  });
export type TUploadSlotRequest = z.input<typeof ZUploadSlotRequestSchema>;

/** Where to PUT the file (with `contentType` as its Content-Type header), and the key to record it under. */
export const ZUploadSlotResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  originalFilename: z.string(),
  contentType: z.string(),
});
export type TUploadSlotResponse = z.infer<typeof ZUploadSlotResponseSchema>;

// the key holds slashes (documents/{userId}/{uuid}.pdf): sent as the rest of the path, plain or URL-encoded
export const ZUploadKeyParamsSchema = z.object({ '*': singleLineText().min(1).max(400) }).strict();

export const uploadsEndpoints = {
  slot: endpoint({
    method: 'POST',
    path: '/r2/presigned-url/upload',
    summary:
      'A signed URL to PUT one file to (at most 10 MB): a document (PDF, JPEG, PNG) or, with purpose image, a public image (JPEG, PNG, WebP)',
    auth: 'user',
    body: ZUploadSlotRequestSchema,
    response: ZUploadSlotResponseSchema,
    errors: [400, 401, 403, 429],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/r2/presigned-url/delete/*',
    summary: 'Remove an uploaded document (its owner or ADMIN)',
    auth: 'user',
    params: ZUploadKeyParamsSchema,
    response: ZMessageResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};
