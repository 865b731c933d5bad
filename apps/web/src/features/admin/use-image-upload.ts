import { api } from '../../lib/api-client';
import type { UploadSlot } from '../../lib/upload';
import { useUpload } from '../../lib/use-upload';

export type UploadedImage = { key: string; originalFilename: string; url: string };

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const requestImageSlot = (filename: string) =>
  api.post('/r2/presigned-url/upload', { body: { filename, purpose: 'image' } });

const failureMessages = {
  network: 'The image could not be uploaded. Please check your connection.',
  refused: 'The image could not be uploaded',
};

/** Where a stored public image is served: the API's file route, or the address an S3 store answers itself. */
export const storedImageUrl = (slot: UploadSlot) =>
  slot.publicUrl ?? `/api/files/${slot.key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Public catalogue and site images (`purpose: 'image'`) through the app's upload hook; the server checks the bytes
 * on the PUT.
 */
export function useImageUpload() {
  return useUpload({ purpose: 'image', requestSlot: requestImageSlot, failureMessages });
}
