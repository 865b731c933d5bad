import * as Popover from '@radix-ui/react-popover';
import type { TProject } from '@samplebank/contracts/projects';
import { Check, SlidersHorizontal } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { projectTypeLabel } from '../project-text';

export type Ownership = 'all' | 'mine' | 'shared';
export type ProjectFilterValue = { types: string[]; ownership: Ownership };

const ownershipLabels: Record<Ownership, MessageKey<'projects'>> = {
  all: 'filter.all',
  mine: 'filter.mine',
  shared: 'filter.shared',
};

/** The projects the filter lets through: any of the chosen types (none chosen: every type), and the ownership. */
export function filterProjects(projects: TProject[], filter: ProjectFilterValue): TProject[] {
  return projects.filter(
    (project) =>
      (filter.types.length === 0 || filter.types.includes(project.projectType)) &&
      (filter.ownership === 'all' || (filter.ownership === 'mine') === (project.role === 'owner')),
  );
}

export const activeFilterCount = (filter: ProjectFilterValue) =>
  filter.types.length + (filter.ownership === 'all' ? 0 : 1);

type ProjectFilterProps = {
  projects: TProject[];
  value: ProjectFilterValue;
  onChange: (value: ProjectFilterValue) => void;
};

/** FILTER: by project type (several at once) and by whether the user owns the project or it was shared. */
export function ProjectFilter({ projects, value, onChange }: ProjectFilterProps) {
  const t = useT('projects');
  const typeCounts = new Map<string, number>();
  for (const project of projects) typeCounts.set(project.projectType, (typeCounts.get(project.projectType) ?? 0) + 1);
  for (const type of value.types) if (!typeCounts.has(type)) typeCounts.set(type, 0);
  const types = [...typeCounts.keys()]
    .map((type) => ({ type, label: projectTypeLabel(t, type) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const count = activeFilterCount(value);
  const hasShared = projects.some((project) => project.role !== 'owner');

  const toggleType = (type: string) =>
    onChange({
      ...value,
      types: value.types.includes(type) ? value.types.filter((item) => item !== type) : [...value.types, type],
    });

  return (
    <Popover.Root>
      <Popover.Trigger className={buttonStyles({ variant: 'secondary', size: 'md' })}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filter.button')}
        {count > 0 ? (
          <span className="flex size-5 items-center justify-center rounded-full bg-ink text-xs text-white">
            {t.rich('filter.activeCount', {
              count,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t('filter.label')}
          className="z-40 w-72 animate-fade-in rounded-xl border border-line bg-white p-2 shadow-popover"
        >
          <fieldset>
            <legend className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
              {t('filter.projectType')}
            </legend>
            {types.map(({ type, label }) => {
              const isChecked = value.types.includes(type);
              return (
                <label
                  key={type}
                  className="flex h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-ink hover:bg-surface has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={isChecked}
                    onChange={() => toggleType(type)}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4.5 items-center justify-center rounded border',
                      isChecked ? 'border-ink bg-ink text-white' : 'border-line-strong bg-white',
                    )}
                  >
                    {isChecked ? <Check className="size-3" strokeWidth={3} /> : null}
                  </span>
                  <span className="flex-1">{label}</span>
                  <span className="text-xs text-muted">{typeCounts.get(type)}</span>
                </label>
              );
            })}
          </fieldset>
          {hasShared || value.ownership !== 'all' ? (
            <fieldset className="mt-1 border-t border-line pt-1">
              <legend className="sr-only">{t('filter.ownership')}</legend>
              <p
                aria-hidden="true"
                className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
              >
                {t('filter.ownership')}
              </p>
              {(Object.keys(ownershipLabels) as Ownership[]).map((ownership) => (
                <label
                  key={ownership}
                  className="flex h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-ink hover:bg-surface has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name="project-ownership"
                    className="sr-only"
                    checked={value.ownership === ownership}
                    onChange={() => onChange({ ...value, ownership })}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4.5 items-center justify-center rounded-full border',
                      value.ownership === ownership ? 'border-ink' : 'border-line-strong',
                    )}
                  >
                    {value.ownership === ownership ? <span className="size-2.5 rounded-full bg-ink" /> : null}
                  </span>
                  {t(ownershipLabels[ownership])}
                </label>
              ))}
            </fieldset>
          ) : null}
          {count > 0 ? (
            <div className="mt-1 border-t border-line px-2 pt-2 pb-1">
              <button
                type="button"
                onClick={() => onChange({ types: [], ownership: 'all' })}
                className="text-sm font-medium text-brand underline-offset-4 hover:underline"
              >
                {t('filter.clear')}
              </button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export { ownershipLabels };
