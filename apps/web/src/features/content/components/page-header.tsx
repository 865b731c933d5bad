import type { ReactNode } from 'react';

/** The title band at the top of a static page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-line bg-canvas">
      <div className="container-page py-10 md:py-16">
        {eyebrow && <p className="text-xs font-semibold tracking-wider text-brand uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-pretty text-muted">{children}</div>}
      </div>
    </header>
  );
}
