import { useMemo } from 'react';
import { api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import type { UploadSlot } from '../../lib/upload';
import { useUpload } from '../../lib/use-upload';

export type UploadedImage = { key: string; originalFilename: string; url: string };

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const requestImageSlot = (filename: string) =>
  api.post('/r2/presigned-url/upload', { body: { filename, purpose: 'image' } });

/** Where a stored public image is served: the API's file route, or the address an S3 store answers itself. */
export const storedImageUrl = (slot: UploadSlot) =>
  slot.publicUrl ?? `/api/files/${slot.key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Public catalogue and site images (`purpose: 'image'`) through the app's upload hook; the server checks the bytes
 * on the PUT.
 */
export function useImageUpload() {
  const t = useT('adminCatalogue');
  const failureMessages = useMemo(
    () => ({ network: t('imageUpload.networkFailed'), refused: t('imageUpload.failed') }),
    [t],
  );
  return useUpload({ purpose: 'image', requestSlot: requestImageSlot, failureMessages });
}
