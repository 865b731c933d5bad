import { useState } from 'react';
import { useLocale } from './i18n';
import { storageKeys } from './storage-keys';
import { toast } from './toast';

/** The file name the server gives (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a name that does not decode falls to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** The refusal's own words (a limit says when to try again), when the server sent them. */
async function refusalMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file the API draws for the signed-in user (a board's presentation, an invoice): fetched with the
 * session's token (a plain link cannot send it), in the page's language, and saved under the server's name;
 * `isDownloading` meanwhile, a toast with `failedMessage` (or a limit's own words) when it fails.
 */
export function useDownloadFile(failedMessage: string) {
  const locale = useLocale();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async (url: string, fallbackName: string) => {
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      const token = localStorage.getItem(storageKeys.token);
      const response = await fetch(url, {
        headers: { 'Accept-Language': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        // a limit reached says when to try again; anything else gets the plain sentence
        const message = response.status === 429 ? await refusalMessage(response) : undefined;
        toast.error(message ?? failedMessage);
        return;
      }
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileNameOf(response, fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
    } catch {
      toast.error(failedMessage);
    } finally {
      setIsDownloading(false);
    }
  };

  return { download, isDownloading };
}
