import type { TBoardRole } from '@samplebank/contracts/projects';
import { canEditBoard } from '@samplebank/domain/board-roles';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { projectsApi, useInvalidateProjects } from '../api';
import { projectMessages } from '../constants';

type RemoveTarget = { projectId: string; boardId: string; sampleId: string };

/** Removes a sample from a board; a viewer is told they may not, before or after the server says so. */
export function useRemoveBoardSample() {
  const invalidate = useInvalidateProjects();
  const mutation = useMutation({
    mutationFn: ({ projectId, boardId, sampleId }: RemoveTarget) =>
      projectsApi.removeSample(projectId, boardId, sampleId),
    onSuccess: () => {
      toast.success(projectMessages.sampleRemoved);
      return invalidate();
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status === 403
          ? projectMessages.removeDenied
          : projectMessages.sampleRemoveFailed,
      );
    },
  });

  const removeSample = (role: TBoardRole, target: RemoveTarget, options?: { onSuccess?: () => void }) => {
    if (!canEditBoard(role)) {
      toast.error(projectMessages.removeDenied);
      return;
    }
    mutation.mutate(target, { onSuccess: options?.onSuccess });
  };

  return { removeSample, isRemoving: mutation.isPending };
}
