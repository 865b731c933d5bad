import { canEditBoard, canManageProject } from '@samplebank/domain/board-roles';
import { formatRinggit } from '@samplebank/domain/format';
import { ArrowLeft, Eye, LayoutGrid, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProject } from '../api';
import { AddBoardDialog } from '../components/add-board-dialog';
import { BoardAccessLost, isBoardAccessLost } from '../components/board-access-lost';
import { BoardSection } from '../components/board-section';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { ProjectFormDialog } from '../components/project-form-dialog';
import { SharedBadge } from '../components/role-badge';
import { SignInRequired } from '../components/sign-in-required';
import { projectTypeLabel } from '../project-text';

/** /project/{projectId}: the project's boards, each with its row of samples; the role comes from the server. */
export function ProjectPage() {
  const t = useT('projects');
  const { projectId } = useParams();
  const { isAuthenticated } = useSession();

  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to={paths.boards.to()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('filter.all')}
      </Link>
      <div className="mt-4">
        {!projectId ? (
          <ErrorMessage>{t('spec.projectIdMissing')}</ErrorMessage>
        ) : !isAuthenticated ? (
          <SignInRequired message={t('spec.signedOut')} />
        ) : (
          <ProjectDetail projectId={projectId} />
        )}
      </div>
    </div>
  );
}

function ProjectDetail({ projectId }: { projectId: string }) {
  const t = useT('projects');
  const project = useProject(projectId);
  const navigate = useNavigate();
  const [isAddingBoard, setIsAddingBoard] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  if (project.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('project.loading')}</span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="mt-3 h-4 w-48" />
        <Skeleton className="mt-10 h-6 w-40" />
        <div className="mt-5 flex gap-4 overflow-hidden">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="aspect-square w-48 shrink-0 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  if (project.isError && isBoardAccessLost(project.error)) return <BoardAccessLost what="project" />;
  if (project.isError) {
    return (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => project.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        }
      >
        {t('spec.fetchFailed')}
      </ErrorMessage>
    );
  }

  const data = project.data;
  const canAddBoard = canEditBoard(data.role);

  return (
    <>
      <title>{t('project.documentTitle', { project: data.name })}</title>
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {data.role !== 'owner' ? <SharedBadge role={data.role} className="mb-3" /> : null}
          <h1 translate="no" className="text-3xl font-semibold tracking-tight break-words text-ink md:text-4xl">
            {data.name}
          </h1>
          <p className="mt-2 text-sm text-muted">
            {t('count.samples', { count: data.totalSamples })}
            <span aria-hidden="true"> · </span>
            {t('count.boards', { count: data.boards.length })}
            <span aria-hidden="true"> · </span>
            {projectTypeLabel(t, data.projectType)}
            {canManageProject(data.role) ? (
              <>
                <span aria-hidden="true"> · </span>
                {formatRinggit(data.projectValue)}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canManageProject(data.role) ? (
            <>
              <Button variant="ghost" size="md" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('actions.edit')}
              </Button>
              <Button variant="ghost" size="md" className="text-danger" onClick={() => setIsDeleting(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('actions.delete')}
              </Button>
            </>
          ) : null}
          {canAddBoard ? (
            <Button variant="dark" onClick={() => setIsAddingBoard(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('actions.addBoard')}
            </Button>
          ) : null}
        </div>
      </header>

      {data.role === 'viewer' ? (
        <p
          role="note"
          className="mt-6 flex items-start gap-3 rounded-xl border border-warning/20 bg-warning-soft px-4 py-3 text-sm text-ink"
        >
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {t.rich('spec.viewerNotice', {
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
          </span>
        </p>
      ) : null}

      <div className="mt-8 flex flex-col gap-10 md:mt-10 md:gap-12">
        {data.boards.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
              <LayoutGrid aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">{t('project.noBoards')}</h2>
            <p className="mt-2 max-w-md text-sm text-muted">{t('project.noBoardsBody')}</p>
            {canAddBoard ? (
              <Button variant="dark" className="mt-6" onClick={() => setIsAddingBoard(true)}>
                <Plus aria-hidden="true" className="size-4" />
                {t('actions.addBoard')}
              </Button>
            ) : null}
          </div>
        ) : (
          data.boards.map((board) => <BoardSection key={board._id} board={board} />)
        )}
      </div>

      <AddBoardDialog projectId={data._id} open={isAddingBoard} onOpenChange={setIsAddingBoard} />
      <ProjectFormDialog open={isEditing} onOpenChange={setIsEditing} project={data} />
      <DeleteProjectDialog
        project={isDeleting ? data : null}
        onOpenChange={setIsDeleting}
        onDeleted={() => navigate(paths.boards.to(), { replace: true })}
      />
    </>
  );
}
