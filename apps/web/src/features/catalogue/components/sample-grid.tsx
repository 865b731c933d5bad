import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const layouts = {
  /** the full width of the page */
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  /** beside the listing's filter sidebar */
  sidebar: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/**
 * How wide a card is in each layout, as an image's `sizes`: the page's padding (1, 2, 3rem), the sidebar (15, 16.5rem)
 * and the gaps taken off, the page at most 88rem (1408 px). Too wide a guess sends a phone a wider image than it shows.
 */
export const SAMPLE_GRID_SIZES = {
  wide: '(min-width: 1408px) 245px, (min-width: 1280px) calc(20vw - 38px), (min-width: 1024px) calc(25vw - 34px), (min-width: 768px) calc(33vw - 37px), (min-width: 640px) calc(33vw - 27px), calc(50vw - 24px)',
  sidebar:
    '(min-width: 1280px) 240px, (min-width: 1024px) calc(33vw - 139px), (min-width: 768px) calc(50vw - 180px), (min-width: 640px) calc(33vw - 27px), calc(50vw - 24px)',
  /** the home page's strip of latest samples: a row of 4 on a computer, scrolled cards of 10-14rem on a phone */
  strip: '(min-width: 1408px) 310px, (min-width: 768px) calc(25vw - 34px), (min-width: 640px) 224px, 160px',
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
