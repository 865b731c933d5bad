import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type IconButtonProps = {
  /** its name for screen readers, and its tooltip */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** turns red on hover: it deletes */
  danger?: boolean;
  /** the smaller, square kind for a row of tools (under a picture's tile, beside a category) */
  compact?: boolean;
  children: ReactNode;
};

/** A button that is only an icon, named for screen readers and in its tooltip: a list's row tools. */
export function IconButton({ label, onClick, disabled, danger, compact, children }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex items-center justify-center text-muted transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand disabled:pointer-events-none',
        compact ? 'size-8 rounded-lg disabled:opacity-30' : 'size-9 rounded-full disabled:opacity-40',
        danger ? 'hover:bg-danger-soft hover:text-danger' : 'hover:bg-surface hover:text-ink',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
