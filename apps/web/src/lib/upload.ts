/** A signed upload slot: PUT the file to `url` with `contentType`; `key` names it afterwards. */
export type UploadSlot = { url: string; key: string; originalFilename: string; contentType?: string };

/**
 * Sends a file to its signed upload URL with PUT. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which drives the document's progress bar.
 */
export function putFile(
  url: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
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
      let message = `Upload failed (${request.status})`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // a store's XML or empty answer: keep the status line
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Network error. Please check your connection and try again.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}
