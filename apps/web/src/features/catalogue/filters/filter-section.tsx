import type { TFacetOption } from '@samplebank/contracts/catalogue';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { FacetCount, isEmptyOption } from './facet-count';

/** One collapsible group of the filter sidebar; native details/summary, so it works without script. */
export function FilterSection({
  title,
  children,
  defaultOpen = true,
  badge,
  name,
  onToggle,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  badge?: number;
  /** names the section for tests and links (`data-filter`) */
  name?: string;
  /** the section was opened or closed */
  onToggle?: (isOpen: boolean) => void;
}) {
  return (
    <details
      open={defaultOpen}
      data-filter={name}
      onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}
      className="group/section border-b border-line py-4 last:border-b-0"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-sm text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          {title}
          {badge ? (
            <span className="rounded-full bg-ink px-1.5 py-0.5 text-[11px] leading-none font-semibold text-white">
              {badge}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-muted transition-transform group-open/section:rotate-180"
        />
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/**
 * A pill that toggles one value of a single-select filter (usage, architectural), with how many samples it would
 * list; one that would list none is disabled unless it is the chosen one.
 */
export function TogglePill({
  label,
  isPressed,
  onToggle,
  count,
}: {
  label: string;
  isPressed: boolean;
  onToggle: () => void;
  count?: TFacetOption;
}) {
  const isEmpty = isEmptyOption(count, isPressed);
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      disabled={isEmpty}
      onClick={onToggle}
      className={cn(
        'flex h-8 items-center rounded-full border px-3 text-xs font-medium',
        isPressed
          ? 'border-ink bg-ink text-white [&_[data-facet-count]]:text-on-dark'
          : 'border-line-strong bg-white text-ink enabled:hover:border-ink',
        isEmpty && 'cursor-not-allowed border-line text-subtle',
      )}
    >
      {label}
      <FacetCount option={count} />
    </button>
  );
}

/**
 * A labelled checkbox row, used by the category tree, availability and the specifications, with how many samples it
 * would list; one that would list none is disabled unless it is checked (it can then still be unchecked).
 */
export function CheckboxRow({
  id,
  label,
  checked,
  onChange,
  count,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
  count?: TFacetOption;
}) {
  const isEmpty = isEmptyOption(count, checked);
  return (
    <div className="flex min-h-8 min-w-0 flex-1 items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={isEmpty}
        onChange={onChange}
        className="size-4 shrink-0 cursor-pointer rounded border-line-strong accent-ink disabled:cursor-not-allowed"
      />
      <label
        htmlFor={id}
        className={cn(
          'flex min-w-0 flex-1 cursor-pointer items-baseline text-sm',
          isEmpty ? 'cursor-not-allowed text-subtle' : 'text-ink',
        )}
      >
        <span className="min-w-0">{label}</span>
        <FacetCount option={count} />
      </label>
    </div>
  );
}
