// i18n: not yet translated (issue 16)
import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TBoard } from '@samplebank/contracts/projects';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRemoveBoardSample } from '../hooks/use-remove-board-sample';

export type RemoveSampleTarget = { board: Pick<TBoard, '_id' | 'name' | 'projectId' | 'role'>; sample: TSampleSummary };

/** Asks before a sample leaves a board, then removes it. */
export function RemoveSampleDialog({ target, onClose }: { target: RemoveSampleTarget | null; onClose: () => void }) {
  const { removeSample, isRemoving } = useRemoveBoardSample();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove this sample?"
      description={
        <>
          <strong className="font-semibold text-ink">{target?.sample.name}</strong> will be removed from the board{' '}
          <strong className="font-semibold text-ink">{target?.board.name}</strong> for everyone who shares it.
        </>
      }
      confirmLabel="Remove sample"
      pendingLabel="Removing..."
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
