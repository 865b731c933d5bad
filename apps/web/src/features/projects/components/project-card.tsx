import * as Popover from '@radix-ui/react-popover';
import type { TProject } from '@samplebank/contracts/projects';
import { canManageProject } from '@samplebank/domain/board-roles';
import { FolderOpen, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { projectTypeLabel } from '../project-text';
import { SharedBadge } from './role-badge';
import { SampleThumbnail } from './sample-thumbnail';

type ProjectCardProps = {
  project: TProject;
  onEdit: (project: TProject) => void;
  onDelete: (project: TProject) => void;
};

/** A project on /boards: a collage of its first board's samples, its name and sample count. */
export function ProjectCard({ project, onEdit, onDelete }: ProjectCardProps) {
  const t = useT('projects');
  return (
    <article className="group relative">
      <Link
        to={paths.project.to(project._id)}
        className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <Collage images={project.coverImages} />
        <div className="mt-3 pr-10">
          <h2
            translate="no"
            className="truncate text-base font-semibold text-ink group-hover:underline group-hover:underline-offset-4"
          >
            {project.name}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {t('count.samples', { count: project.totalSamples })}
            <span aria-hidden="true"> · </span>
            {projectTypeLabel(t, project.projectType)}
          </p>
        </div>
      </Link>
      {project.role !== 'owner' ? <SharedBadge role={project.role} className="absolute top-3 left-3" /> : null}
      {canManageProject(project.role) ? <ProjectMenu project={project} onEdit={onEdit} onDelete={onDelete} /> : null}
    </article>
  );
}

function Collage({ images }: { images: string[] }) {
  const t = useT('projects');
  const frame = 'aspect-[4/3] overflow-hidden rounded-2xl bg-surface ring-1 ring-line';
  if (images.length === 0) {
    return (
      <div className={cn(frame, 'flex flex-col items-center justify-center gap-2 text-subtle')}>
        <FolderOpen aria-hidden="true" className="size-8" strokeWidth={1.5} />
        <span className="text-xs font-medium">{t('card.noSamples')}</span>
      </div>
    );
  }
  return (
    <div
      className={cn(
        frame,
        'grid gap-0.5',
        images.length === 2 && 'grid-cols-2',
        images.length === 3 && 'grid-cols-[2fr_1fr] grid-rows-2',
      )}
    >
      {images.map((src, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two samples may share a picture; the order is fixed
        <div key={index} className={cn('min-h-0 overflow-hidden', images.length === 3 && index === 0 && 'row-span-2')}>
          <SampleThumbnail src={src} alt="" className="transition-transform duration-300 group-hover:scale-[1.03]" />
        </div>
      ))}
    </div>
  );
}

function ProjectMenu({ project, onEdit, onDelete }: ProjectCardProps) {
  const t = useT('projects');
  const [isOpen, setIsOpen] = useState(false);
  const itemStyles =
    'flex h-10 w-full items-center gap-2.5 rounded-md px-3 text-left text-sm text-ink hover:bg-surface focus-visible:bg-surface focus-visible:outline-none';
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        aria-label={t('card.options', { name: project.name })}
        className="absolute right-0 bottom-3 flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-40 w-44 animate-fade-in rounded-xl border border-line bg-white p-1.5 shadow-popover"
        >
          <button
            type="button"
            className={itemStyles}
            onClick={() => {
              setIsOpen(false);
              onEdit(project);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" /> {t('actions.editProject')}
          </button>
          <button
            type="button"
            className={cn(itemStyles, 'text-danger')}
            onClick={() => {
              setIsOpen(false);
              onDelete(project);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" /> {t('actions.deleteProject')}
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
