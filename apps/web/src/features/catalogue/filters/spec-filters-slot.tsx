import { memo, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from './lazy-part';
import { countSpecFilters, EMPTY_SPEC_FILTERS } from './spec-filter-state';
import type { SpecFiltersProps } from './spec-filters';

// the specification filters, their words and the specifications' labels load when their place comes near the screen
// (scrolled to in the filter column, or in the phone's panel), or at once when one is in use: the listing's first
// page shows the filters above them, and stays within its script budget (DESIGN.md §8)
const SpecFilters = lazyPart(
  () => import('./spec-filters').then((module) => module.SpecFilters),
  ['specs', 'discovery'],
);

/** Their place until they load: about as tall as their folded sections. */
function Placeholder({ place }: { place?: Ref<HTMLDivElement> }) {
  return <div ref={place} data-filter="specs" aria-hidden="true" className="h-72 border-b border-line" />;
}

const SPEC_FIELDS = Object.keys(EMPTY_SPEC_FILTERS) as (keyof typeof EMPTY_SPEC_FILTERS)[];

/** The same specification choices, counts and change: a click in another filter does not redraw these. */
const sameSpecs = (before: SpecFiltersProps, after: SpecFiltersProps) =>
  before.onChange === after.onChange &&
  before.countOf === after.countOf &&
  SPEC_FIELDS.every((field) => before.state[field] === after.state[field]);

/** The specification filters where they go in the filter panel, loaded when they are about to be seen. */
export const SpecFiltersSlot = memo(function SpecFiltersSlot(props: SpecFiltersProps) {
  const inUse = countSpecFilters(props.state) > 0;
  const [isNear, setIsNear] = useState(inUse);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isNear) return;
    const element = place.current;
    if (inUse || !element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, inUse]);

  if (!isNear) return <Placeholder place={place} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <SpecFilters {...props} />
    </Suspense>
  );
}, sameSpecs);
