import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const layouts = {
  /** the full width of the page */
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  /** beside the listing's filter sidebar */
  sidebar: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/** The responsive grid that sample cards and their skeletons sit in. */
export function SampleGrid({
  children,
  className,
  layout = 'wide',
}: {
  children: ReactNode;
  className?: string;
  layout?: keyof typeof layouts;
}) {
  return <ul className={cn('grid gap-x-4 gap-y-8 sm:gap-x-6 xl:gap-y-10', layouts[layout], className)}>{children}</ul>;
}
