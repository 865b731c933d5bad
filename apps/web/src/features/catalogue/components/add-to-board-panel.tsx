import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, FolderPlus, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { queryRoots, sharedQueryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

type AddToBoardPanelProps = {
  sampleId: string;
  /** several samples to add at once (the comparison's "Add all"); each already on the board is left as it is */
  sampleIds?: readonly string[];
  onDone?: () => void;
  /** the words once added, when not one sample's */
  addedMessage?: string;
};

/**
 * What the add-to-board popover holds: a visitor is asked to sign in; a signed-in user picks one of
 * the boards of their projects and the sample is added to it.
 */
export function AddToBoardPanel({ sampleId, sampleIds = [sampleId], onDone, addedMessage }: AddToBoardPanelProps) {
  const t = useT('sample');
  const { user, isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const userId = user?._id ?? user?.id ?? '';

  const projectsQuery = useQuery({
    queryKey: sharedQueryKeys.projectList(userId),
    queryFn: ({ signal }) => api.get('/projects/user/:userId', { params: { userId }, signal }),
    enabled: isAuthenticated && Boolean(userId),
  });

  const addSample = useMutation({
    mutationFn: async ({ projectId, boardId }: { projectId: string; boardId: string }) => {
      // one at a time, in order: a board keeps its samples in the order they were added
      for (const id of sampleIds)
        await api.post('/projects/:id/boards/:boardId/samples', {
          params: { id: projectId, boardId },
          body: { sampleId: id },
        });
    },
    onSuccess: () => {
      toast.success(addedMessage ?? t('addToBoard.added'));
      queryClient.invalidateQueries({ queryKey: queryRoots.projects });
      onDone?.();
    },
    onError: () => toast.error(t('addToBoard.failed')),
  });

  if (!isAuthenticated) {
    return (
      <div className="p-5 text-center">
        <LayoutGrid aria-hidden="true" className="mx-auto size-8 text-subtle" strokeWidth={1.5} />
        <p className="mt-3 text-sm font-semibold text-ink">{t('addToBoard.signInTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('addToBoard.signInText')}</p>
        <Button
          variant="dark"
          className="mt-4 w-full"
          onClick={() => {
            onDone?.();
            // several samples come from the comparison, a page worth staying on: signing in keeps it (one sample's
            // panel keeps the sign-in's usual way on to the listing)
            dialogs.open({ name: 'auth', view: 'login', ...(sampleIds.length > 1 ? { onSuccess: () => {} } : {}) });
          }}
        >
          {t('addToBoard.signIn')}
        </Button>
      </div>
    );
  }

  if (projectsQuery.isPending) {
    return (
      <div role="status" aria-label={t('addToBoard.loading')} className="space-y-2 p-4">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }

  if (projectsQuery.isError) {
    return <p className="p-4 text-sm text-danger">{t('addToBoard.projectsFailed')}</p>;
  }

  const projects = projectsQuery.data.filter((project) => project.boards.length > 0);
  if (projects.length === 0) {
    return (
      <div className="p-5 text-center">
        <FolderPlus aria-hidden="true" className="mx-auto size-8 text-subtle" strokeWidth={1.5} />
        <p className="mt-3 text-sm font-semibold text-ink">{t('addToBoard.noBoards')}</p>
        <p className="mt-1 text-sm text-muted">{t('addToBoard.noBoardsText')}</p>
        <Link
          to={paths.boards.to()}
          onClick={onDone}
          className="mt-4 inline-flex h-10 items-center rounded-full bg-ink px-4 text-sm font-medium text-white"
        >
          {t('addToBoard.goToProjects')}
        </Link>
      </div>
    );
  }

  return (
    <div className="max-h-[60vh] overflow-y-auto p-2">
      {projects.map((project) => (
        <div key={project._id} className="py-1">
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">{project.name}</p>
          <ul>
            {project.boards.map((board) => {
              const isOnBoard = sampleIds.every((id) => board.samples.some((sample) => sample._id === id));
              const isViewer = board.role === 'viewer';
              return (
                <li key={board._id}>
                  <button
                    type="button"
                    disabled={isOnBoard || isViewer || addSample.isPending}
                    onClick={() => addSample.mutate({ projectId: project._id, boardId: board._id })}
                    className="flex min-h-10 w-full items-center justify-between gap-3 rounded-md px-3 text-left text-sm text-ink hover:bg-surface disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent"
                  >
                    <span className="truncate">{board.name}</span>
                    <span className="shrink-0 text-xs text-muted">
                      {isOnBoard ? (
                        <span className="inline-flex items-center gap-1 text-success">
                          <Check aria-hidden="true" className="size-3.5" /> {t('addToBoard.onBoard')}
                        </span>
                      ) : isViewer ? (
                        t('addToBoard.viewOnly')
                      ) : (
                        t('addToBoard.sampleCount', { count: board.samples.length })
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
