import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import { useEffect, useRef, useState } from 'react';
import { putFile } from '../../../lib/upload';
import { requestUploadSlot } from '../api';
import type { StoredImage } from '../organization-form-schema';

/** The image types a logo or banner may be; the uploads API also takes PDFs, which are no picture. */
export const IMAGE_CONTENT_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG or PNG image';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; filename: string }
  | { status: 'error'; message: string };

/** A message when a file cannot be a logo or banner, else null. */
export function imageFileProblem(file: File): string | null {
  if (!(file.type in IMAGE_CONTENT_TYPES) || !/\.(jpe?g|png)$/i.test(file.name)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileSize;
  return null;
}

/**
 * Uploads one image through the storage interface: a signed slot from the uploads API, then a PUT of the bytes
 * with progress. Resolves to the `{ key, originalFilename }` an organization records; a new upload aborts the last.
 */
export function useImageUpload() {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const abortCurrent = useRef<(() => void) | null>(null);

  useEffect(() => () => abortCurrent.current?.(), []);

  const upload = async (file: File): Promise<StoredImage | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ status: 'error', message: problem });
      return null;
    }
    abortCurrent.current?.();
    setState({ status: 'uploading', progress: 0, filename: file.name });
    try {
      const slot = await requestUploadSlot(file.name);
      const transfer = putFile(slot.url, file, slot.contentType ?? file.type, (progress) =>
        setState({ status: 'uploading', progress, filename: file.name }),
      );
      abortCurrent.current = transfer.abort;
      await transfer.done;
      setState({ status: 'idle' });
      return { key: slot.key, originalFilename: slot.originalFilename };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setState({ status: 'idle' });
        return null;
      }
      const message = error instanceof Error && error.message ? error.message : 'Upload failed. Please try again.';
      setState({ status: 'error', message });
      throw error;
    } finally {
      abortCurrent.current = null;
    }
  };

  return {
    state,
    upload,
    cancel: () => abortCurrent.current?.(),
    dismissError: () => setState({ status: 'idle' }),
  };
}
