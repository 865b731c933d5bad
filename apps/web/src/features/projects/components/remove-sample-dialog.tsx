import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TBoard } from '@samplebank/contracts/projects';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { useRemoveBoardSample } from '../hooks/use-remove-board-sample';

export type RemoveSampleTarget = { board: Pick<TBoard, '_id' | 'name' | 'projectId' | 'role'>; sample: TSampleSummary };

/** Asks before a sample leaves a board, then removes it. */
export function RemoveSampleDialog({ target, onClose }: { target: RemoveSampleTarget | null; onClose: () => void }) {
  const t = useT('projects');
  const { removeSample, isRemoving } = useRemoveBoardSample();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('sample.removeTitle')}
      description={t.rich('sample.removeDescription', {
        sample: target?.sample.name ?? '',
        board: target?.board.name ?? '',
        strong: (chunks) => (
          <strong translate="no" className="font-semibold text-ink">
            {chunks}
          </strong>
        ),
      })}
      confirmLabel={t('sample.removeConfirm')}
      pendingLabel={t('actions.removing')}
      isPending={isRemoving}
      onConfirm={() => {
        if (!target) return;
        removeSample(
          target.board.role,
          { projectId: target.board.projectId, boardId: target.board._id, sampleId: target.sample._id },
          { onSuccess: onClose },
        );
      }}
    />
  );
}
