import type { TProject } from '@samplebank/contracts/projects';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteProject } from '../api';

type DeleteProjectDialogProps = {
  project: TProject | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks the owner before a project goes, with its boards, members and invitations. */
export function DeleteProjectDialog({ project, onOpenChange, onDeleted }: DeleteProjectDialogProps) {
  const t = useT('projects');
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t.rich('delete.description', {
        name: project?.name ?? '',
        count: project?.boards.length ?? 0,
        strong: (chunks) => (
          <strong translate="no" className="font-semibold text-ink">
            {chunks}
          </strong>
        ),
      })}
      confirmLabel={t('actions.deleteProject')}
      pendingLabel={t('delete.pending')}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project._id, {
          onSuccess: () => {
            toast.success(t('delete.done'));
            onOpenChange(false);
            onDeleted?.();
          },
          onError: () => toast.error(t('delete.failed')),
        });
      }}
    />
  );
}
