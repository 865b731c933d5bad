import {
  imageUploadExtension,
  MAX_UPLOAD_BYTES,
  type TUploadPurpose,
  UPLOAD_MESSAGES,
  uploadExtension,
} from '@samplebank/contracts/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Translate, useT } from './i18n';
import { putFile, type UploadFailureMessages, type UploadSlot } from './upload';

// the uploads contract's sentences are English: each has its translation under `upload.contract.<name>` (common)
const contractKeys = new Map<string, string>(
  Object.entries(UPLOAD_MESSAGES).map(([name, text]) => [text, `upload.contract.${name}`]),
);

/** An upload message in the page's language: a contract sentence translated, any other (the server's) as it came. */
export function uploadText(t: Translate<'common'>, message: string): string {
  const key = contractKeys.get(message);
  return key && t.has(key) ? t(key) : message;
}

/**
 * Why the uploads contract refuses a file before anything is sent (its type for the purpose, then its size), in the
 * contract's English: `uploadText` translates it.
 */
export function uploadFileProblem(file: File, purpose: TUploadPurpose): string | null {
  if (purpose === 'image' && !imageUploadExtension(file.name)) return UPLOAD_MESSAGES.imageType;
  if (purpose === 'document' && !uploadExtension(file.name)) return UPLOAD_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileSize;
  return null;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; filename: string; size: number; progress: number }
  | { status: 'error'; filename: string; message: string };

export type UploadResult =
  | { status: 'uploaded'; slot: UploadSlot }
  /** the file failed the checks; nothing was sent */
  | { status: 'refused'; message: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: Error };

type UploadOptions = {
  /** picks the contract's checks and the kind of slot */
  purpose: TUploadPurpose;
  /** asks the API for a signed slot for this file name */
  requestSlot: (filename: string) => Promise<UploadSlot>;
  /** a stricter check than the contract's, e.g. logos that may only be JPEG or PNG */
  check?: (file: File) => string | null;
  failureMessages?: UploadFailureMessages;
};

/**
 * Uploads one file at a time the presigned way: the file checks, a signed slot from the API, then a PUT of the
 * bytes with progress. `cancel` aborts it, a new upload replaces the one under way, leaving the page aborts it,
 * and `retry` sends the last failed file again. Every outcome comes back as an `UploadResult`, never a rejection.
 */
export function useUpload({ purpose, requestSlot, check, failureMessages }: UploadOptions) {
  const t = useT('common');
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abortCurrent = useRef<(() => void) | null>(null);
  const lastFailedFile = useRef<File | null>(null);
  // a newer upload owns the state: an older one that ends late must not overwrite it
  const latestAttempt = useRef(0);

  useEffect(() => () => abortCurrent.current?.(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadResult> => {
      const found = check ? check(file) : uploadFileProblem(file, purpose);
      const problem = found && uploadText(t, found);
      if (problem) {
        setState({ status: 'error', filename: file.name, message: problem });
        return { status: 'refused', message: problem };
      }
      abortCurrent.current?.();
      const attempt = ++latestAttempt.current;
      const isLatest = () => latestAttempt.current === attempt;
      let isCancelled = false;
      // until the PUT starts, cancelling only marks the attempt
      abortCurrent.current = () => {
        isCancelled = true;
      };
      setState({ status: 'uploading', filename: file.name, size: file.size, progress: 0 });
      try {
        const slot = await requestSlot(file.name);
        if (isCancelled) throw new DOMException('Upload cancelled', 'AbortError');
        const transfer = putFile(
          slot.url,
          file,
          slot.contentType ?? file.type,
          (progress) => isLatest() && setState({ status: 'uploading', filename: file.name, size: file.size, progress }),
          failureMessages,
        );
        abortCurrent.current = transfer.abort;
        await transfer.done;
        lastFailedFile.current = null;
        if (isLatest()) setState({ status: 'idle' });
        return { status: 'uploaded', slot };
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          if (isLatest()) setState({ status: 'idle' });
          return { status: 'cancelled' };
        }
        const failure = error instanceof Error ? error : new Error(t('upload.failed'));
        lastFailedFile.current = file;
        if (isLatest())
          setState({
            status: 'error',
            filename: file.name,
            message: failure.message ? uploadText(t, failure.message) : t('upload.failed'),
          });
        return { status: 'failed', error: failure };
      } finally {
        if (isLatest()) abortCurrent.current = null;
      }
    },
    [check, purpose, requestSlot, failureMessages, t],
  );

  const retry = useCallback(async (): Promise<UploadResult> => {
    const file = lastFailedFile.current;
    return file ? upload(file) : { status: 'cancelled' };
  }, [upload]);

  const cancel = useCallback(() => abortCurrent.current?.(), []);
  const dismissError = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, retry, cancel, dismissError };
}
