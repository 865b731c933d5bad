import type { ReactNode } from 'react';

type AccountSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** a link or button beside the title */
  action?: ReactNode;
  children: ReactNode;
};

/** One card of the account page, named by its heading for screen readers and reachable from the section list. */
export function AccountSection({ id, title, description, action, children }: AccountSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Label and value rows, stacked on a phone and side by side from a tablet up. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-line border-y border-line text-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-medium break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
