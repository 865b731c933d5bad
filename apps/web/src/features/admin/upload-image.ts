import { ApiError, apiClient } from '../../lib/api-client';

type UploadSlot = { url: string; key: string; originalFilename: string; contentType: string; publicUrl?: string };
export type UploadedImage = { key: string; originalFilename: string; url: string };

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Uploads one image the presigned way (`purpose: 'image'`, public): ask for a slot, PUT the bytes to it.
 * The url is where the stored image is served; the server's checks of the bytes happen on the PUT.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const slot = await apiClient.post<UploadSlot>('/r2/presigned-url/upload', { filename: file.name, purpose: 'image' });
  let response: Response;
  try {
    response = await fetch(slot.url, { method: 'PUT', body: file, headers: { 'Content-Type': slot.contentType } });
  } catch {
    throw new ApiError('The image could not be uploaded. Please check your connection.', 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(payload?.message ?? 'The image could not be uploaded', response.status);
  }
  // public keys are served by the API's file route; an S3 store can answer its own public address
  const url = slot.publicUrl ?? `/api/files/${slot.key.split('/').map(encodeURIComponent).join('/')}`;
  return { key: slot.key, originalFilename: slot.originalFilename, url };
}
