import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const layouts = {
  /** the full width of the page */
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  /** beside the listing's filter sidebar */
  sidebar: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/** How wide a card is in each layout, as an image's `sizes` (the page is at most 88rem, 1408 px, wide). */
export const SAMPLE_GRID_SIZES = {
  wide: '(min-width: 1280px) 270px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  sidebar:
    '(min-width: 1280px) 270px, (min-width: 1024px) 26vw, (min-width: 768px) 38vw, (min-width: 640px) 33vw, 50vw',
  /** the home page's strip of latest samples: a row of 4 on a computer, scrolled cards of 10-14rem on a phone */
  strip: '(min-width: 768px) 25vw, 224px',
} as const;

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
