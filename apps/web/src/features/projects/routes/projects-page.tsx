import type { TProject } from '@samplebank/contracts/projects';
import { FolderPlus, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProjects } from '../api';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { ProjectCard } from '../components/project-card';
import {
  filterProjects,
  type Ownership,
  ownershipLabels,
  ProjectFilter,
  type ProjectFilterValue,
} from '../components/project-filter';
import { ProjectFormDialog } from '../components/project-form-dialog';
import { SignInRequired } from '../components/sign-in-required';
import { projectTypeLabel } from '../project-text';

const OWNERSHIPS: Ownership[] = ['all', 'mine', 'shared'];

/** The filter lives in the address (`?type=Retail&type=Office&owner=shared`), so it survives a reload or a link. */
function useFilterParams(): [ProjectFilterValue, (value: ProjectFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const owner = params.get('owner') as Ownership | null;
  const value: ProjectFilterValue = {
    types: params.getAll('type'),
    ownership: owner && OWNERSHIPS.includes(owner) ? owner : 'all',
  };
  const setValue = (next: ProjectFilterValue) => {
    const search = new URLSearchParams();
    for (const type of next.types) search.append('type', type);
    if (next.ownership !== 'all') search.set('owner', next.ownership);
    setParams(search, { replace: true });
  };
  return [value, setValue];
}

/** /boards: the user's projects, the ones they own and the ones shared with them. */
export function ProjectsPage() {
  const t = useT('projects');
  const { isAuthenticated } = useSession();
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('list.documentTitle')}</title>
      {isAuthenticated ? (
        <ProjectList />
      ) : (
        <>
          <h1 className="mb-8 text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('list.heading')}</h1>
          <SignInRequired message={t('spec.signedOut')} />
        </>
      )}
    </div>
  );
}

function ProjectList() {
  const t = useT('projects');
  const projects = useProjects();
  const navigate = useNavigate();
  const [filter, setFilter] = useFilterParams();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<TProject | null>(null);
  const [deleting, setDeleting] = useState<TProject | null>(null);

  const createDialog = (
    <ProjectFormDialog
      open={isCreating}
      onOpenChange={setIsCreating}
      onSaved={(project) => navigate(paths.project.to(project._id))}
    />
  );

  if (projects.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('list.loading')}</span>
        <Skeleton className="h-10 w-48" />
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 sm:gap-y-10 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={index}>
              <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
              <Skeleton className="mt-3 h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/3" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (projects.isError) {
    return (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => projects.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        }
      >
        {t('spec.fetchFailed')}
      </ErrorMessage>
    );
  }

  if (projects.data.length === 0) {
    return (
      <>
        <h1 className="mb-8 text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('list.heading')}</h1>
        <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <FolderPlus aria-hidden="true" className="size-5" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{t('spec.noProjects')}</h2>
          <p className="mt-2 max-w-md text-sm text-muted">{t('list.emptyBody')}</p>
          <Button variant="dark" className="mt-6" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('list.createFirst')}
          </Button>
        </div>
        {createDialog}
      </>
    );
  }

  const visible = filterProjects(projects.data, filter);
  const chips = [
    ...filter.types.map((type) => ({
      key: `type-${type}`,
      label: projectTypeLabel(t, type),
      clear: () => setFilter({ ...filter, types: filter.types.filter((item) => item !== type) }),
    })),
    ...(filter.ownership === 'all'
      ? []
      : [
          {
            key: 'owner',
            label: t(ownershipLabels[filter.ownership]),
            clear: () => setFilter({ ...filter, ownership: 'all' }),
          },
        ]),
  ];

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">
            {t('list.count', { count: visible.length })}
          </h1>
          <p className="mt-2 text-sm text-muted">
            {chips.length > 0
              ? t('list.showing', { visible: visible.length, total: projects.data.length })
              : t('list.intro')}
          </p>
        </div>
        <div className="flex gap-2">
          <ProjectFilter projects={projects.data} value={filter} onChange={setFilter} />
          <Button variant="dark" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('list.createNew')}
          </Button>
        </div>
      </div>

      {chips.length > 0 ? (
        <ul aria-label={t('list.activeFilters')} className="mt-5 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={chip.clear}
                aria-label={t('list.removeFilter', { label: chip.label })}
                className="inline-flex h-8 items-center gap-1.5 rounded-full bg-surface pr-2 pl-3 text-sm text-ink hover:bg-line"
              >
                {chip.label}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {visible.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl bg-canvas px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('list.noMatch')}</h2>
          <p className="mt-2 text-sm text-muted">{t('list.noMatchHint')}</p>
          <Button variant="secondary" className="mt-5" onClick={() => setFilter({ types: [], ownership: 'all' })}>
            {t('filter.clear')}
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 sm:gap-y-10 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((project) => (
            <li key={project._id}>
              <ProjectCard project={project} onEdit={setEditing} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}

      {createDialog}
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        project={editing ?? undefined}
      />
      <DeleteProjectDialog project={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
