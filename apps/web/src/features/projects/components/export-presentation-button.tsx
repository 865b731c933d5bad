import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useDownloadPresentation } from '../hooks/use-download-presentation';
import { PHONE_ICON_BUTTON } from './phone-icon-button';

/** "Export as PDF" on a board's page: the board as a presentation, for any member. */
export function ExportPresentationButton({
  projectId,
  boardId,
  name,
}: {
  projectId: string;
  boardId: string;
  name: string;
}) {
  const t = useT('presentation');
  const { downloadPresentation, isExporting } = useDownloadPresentation();
  return (
    <Button
      variant="secondary"
      onClick={() => downloadPresentation({ projectId, boardId, name })}
      disabled={isExporting}
      aria-busy={isExporting}
      title={t('hint')}
      className={PHONE_ICON_BUTTON}
    >
      <FileDown aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{isExporting ? t('exporting') : t('export')}</span>
    </Button>
  );
}
