import { useT } from '../../../lib/i18n';
import { useDownloadFile } from '../../../lib/use-download-file';

/** The URL of a board's PDF presentation. */
export const presentationUrl = ({ projectId, boardId }: { projectId: string; boardId: string }) =>
  `/api/projects/${encodeURIComponent(projectId)}/boards/${encodeURIComponent(boardId)}/presentation.pdf`;

/** "Export as PDF": the board's presentation in the page's language, saved under the board's name. */
export function useDownloadPresentation() {
  const t = useT('presentation');
  const { download, isDownloading } = useDownloadFile(t('failed'));
  const downloadPresentation = (board: { projectId: string; boardId: string; name: string }) =>
    download(presentationUrl(board), `${board.name}.pdf`);
  return { downloadPresentation, isExporting: isDownloading };
}
