import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** One collapsible group of the filter sidebar; native details/summary, so it works without script. */
export function FilterSection({
  title,
  children,
  defaultOpen = true,
  badge,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  badge?: number;
}) {
  return (
    <details open={defaultOpen} className="group/section border-b border-line py-4 last:border-b-0">
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

/** A pill that toggles one value of a single-select filter (usage, architectural). */
export function TogglePill({
  label,
  isPressed,
  onToggle,
}: {
  label: string;
  isPressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onToggle}
      className={
        isPressed
          ? 'h-8 rounded-full border border-ink bg-ink px-3 text-xs font-medium text-white'
          : 'h-8 rounded-full border border-line-strong bg-white px-3 text-xs font-medium text-ink hover:border-ink'
      }
    >
      {label}
    </button>
  );
}

/** A labelled checkbox row, used by the category tree and availability. */
export function CheckboxRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <div className="flex min-h-8 items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 cursor-pointer rounded border-line-strong accent-ink"
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
