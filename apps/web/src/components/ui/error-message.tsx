import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A failed load, announced to screen readers, with an optional action such as Retry. */
export function ErrorMessage({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-danger/20 bg-danger-soft p-4 text-sm text-danger sm:flex-row sm:items-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 font-medium">{children}</p>
      {action}
    </div>
  );
}
