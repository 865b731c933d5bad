import type { TBoardRole } from '@samplebank/contracts/projects';
import { canEditBoard } from '@samplebank/domain/board-roles';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects } from '../api';

type RemoveTarget = { projectId: string; boardId: string; sampleId: string };

/** Removes a sample from a board; a viewer is told they may not, before or after the server says so. */
export function useRemoveBoardSample() {
  const t = useT('projects');
  const invalidate = useInvalidateProjects();
  const mutation = useMutation({
    mutationFn: ({ projectId, boardId, sampleId }: RemoveTarget) =>
      projectsApi.removeSample(projectId, boardId, sampleId),
    onSuccess: () => {
      toast.success(t('spec.sampleRemoved'));
      return invalidate();
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status === 403
          ? t('contract.removeSampleDenied')
          : t('spec.sampleRemoveFailed'),
      );
    },
  });

  const removeSample = (role: TBoardRole, target: RemoveTarget, options?: { onSuccess?: () => void }) => {
    if (!canEditBoard(role)) {
      toast.error(t('contract.removeSampleDenied'));
      return;
    }
    mutation.mutate(target, { onSuccess: options?.onSuccess });
  };

  return { removeSample, isRemoving: mutation.isPending };
}
