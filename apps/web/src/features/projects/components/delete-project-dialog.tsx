// i18n: not yet translated (issue 16)
import type { TProject } from '@samplebank/contracts/projects';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteProject } from '../api';

type DeleteProjectDialogProps = {
  project: TProject | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks the owner before a project goes, with its boards, members and invitations. */
export function DeleteProjectDialog({ project, onOpenChange, onDeleted }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Delete this project?"
      description={
        <>
          <strong className="font-semibold text-ink">{project?.name}</strong> and its{' '}
          {project?.boards.length === 1 ? 'board' : `${project?.boards.length ?? 0} boards`} will be deleted for you and
          everyone you shared them with. This cannot be undone.
        </>
      }
      confirmLabel="Delete project"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project._id, {
          onSuccess: () => {
            toast.success('Project deleted');
            onOpenChange(false);
            onDeleted?.();
          },
          onError: () => toast.error('Failed to delete project.'),
        });
      }}
    />
  );
}
