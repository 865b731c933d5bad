import { cn } from '../../lib/cn';

/** The look of every text input, select and text area, with its hover, focus, disabled and invalid states. */
export const inputStyles = cn(
  'h-11 w-full rounded-lg border border-line-strong bg-white px-3.5 text-base text-ink placeholder:text-subtle transition-colors sm:text-sm',
  'hover:border-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand',
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted aria-invalid:border-danger',
);
