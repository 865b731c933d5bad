import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import { useCallback } from 'react';
import { type Translate, useT } from '../../../lib/i18n';
import { useUpload } from '../../../lib/use-upload';
import { requestUploadSlot } from '../api';
import type { StoredImage } from '../organization-form-schema';

/** The image types a logo or banner may be; the uploads API also takes PDFs, which are no picture. */
export const IMAGE_CONTENT_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

/** A message when a file cannot be a logo or banner, else null. */
export function imageFileProblem(file: File, t: Translate<'organizations'>): string | null {
  if (!(file.type in IMAGE_CONTENT_TYPES) || !/\.(jpe?g|png)$/i.test(file.name)) return t('errors.imageType');
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileSize;
  return null;
}

/**
 * A logo or banner upload through the app's upload hook, with the stricter JPEG/PNG check. Resolves to the
 * `{ key, originalFilename }` an organization records, or null when the file was refused or the upload cancelled;
 * rejects when the upload failed (the field says why and the form toasts it).
 */
export function useImageUpload() {
  const t = useT('organizations');
  const { state, upload, cancel, dismissError } = useUpload({
    purpose: 'image',
    requestSlot: useCallback((filename: string) => requestUploadSlot(filename, t('errors.prepareUpload')), [t]),
    check: useCallback((file: File) => imageFileProblem(file, t), [t]),
  });

  const uploadImage = async (file: File): Promise<StoredImage | null> => {
    const result = await upload(file);
    if (result.status === 'failed') throw result.error;
    return result.status === 'uploaded'
      ? { key: result.slot.key, originalFilename: result.slot.originalFilename }
      : null;
  };

  return { state, upload: uploadImage, cancel, dismissError };
}
