import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type PanelProps = {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A white card with an optional heading row: the back office's building block. */
export function Panel({ title, description, actions, className, children }: PanelProps) {
  return (
    <section className={cn('rounded-2xl border border-line bg-white shadow-card', className)}>
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
          <div>
            {title && <h2 className="text-base font-semibold text-ink">{title}</h2>}
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          {actions}
        </header>
      )}
      <div className="p-5">{children}</div>
    </section>
  );
}
