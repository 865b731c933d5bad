import { ApiError } from './api-client';
import { translate } from './i18n';

/** A signed upload slot: PUT the file to `url` with `contentType`; `key` names it afterwards. */
export type UploadSlot = {
  url: string;
  key: string;
  originalFilename: string;
  contentType?: string;
  publicUrl?: string;
};

/** What a failed PUT says when the store gives no sentence of its own (by default, the page's words for it). */
export type UploadFailureMessages = {
  /** the connection broke */
  network?: string;
  /** the store refused without a message; the default names the HTTP status */
  refused?: string;
};

/**
 * Sends a file to its signed upload URL with PUT. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which drives the progress bars. A refusal rejects with an ApiError carrying the store's status.
 */
export function putFile(
  url: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
  messages: UploadFailureMessages = {},
): { done: Promise<void>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message =
        messages.refused ?? translate('common')('upload.failedWithStatus', { status: String(request.status) });
      try {
        const body = JSON.parse(request.responseText) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // a store's XML or empty answer: keep the status line
      }
      reject(new ApiError(message, request.status));
    };
    request.onerror = () =>
      reject(new ApiError(messages.network ?? translate('errors')('NETWORK_ERROR'), 0, 'NETWORK_ERROR'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}
