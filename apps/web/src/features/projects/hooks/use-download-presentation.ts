import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';

/** The URL of a board's PDF presentation. */
export const presentationUrl = ({ projectId, boardId }: { projectId: string; boardId: string }) =>
  `/api/projects/${encodeURIComponent(projectId)}/boards/${encodeURIComponent(boardId)}/presentation.pdf`;

/** The file name the server gives (Content-Disposition), else the board's name. */
function fileNameOf(response: Response, boardName: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a name that does not decode falls to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? `${boardName}.pdf`;
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
 * "Export as PDF": fetches the board's presentation with the session's token (a plain link cannot send it), in the
 * page's language, and saves it; `isExporting` while it is made, a toast when it fails.
 */
export function useDownloadPresentation() {
  const t = useT('presentation');
  const locale = useLocale();
  const [isExporting, setIsExporting] = useState(false);

  const downloadPresentation = async (board: { projectId: string; boardId: string; name: string }) => {
    if (isExporting) return;
    setIsExporting(true);
    try {
      const token = localStorage.getItem(storageKeys.token);
      const response = await fetch(presentationUrl(board), {
        headers: { 'Accept-Language': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        // a limit reached says when to try again; anything else gets the plain sentence
        const message = response.status === 429 ? await refusalMessage(response) : undefined;
        toast.error(message ?? t('failed'));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, board.name);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error(t('failed'));
    } finally {
      setIsExporting(false);
    }
  };

  return { downloadPresentation, isExporting };
}
