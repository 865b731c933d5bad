import { lazy, Suspense } from 'react';
import { browserRegistry } from '../../../lib/i18n';
import { useViewedSamples } from './recently-viewed-store';

// the strip's code and words load only for a visitor who has seen a sample: the listing's first load stays as it was
const RecentlyViewedStrip = lazy(() =>
  // its words come with it: a namespace still loading would suspend the strip's first render (lib/i18n.tsx, useT)
  Promise.all([import('./recently-viewed-strip'), browserRegistry().load(['compare'])]).then(([module]) => ({
    default: module.RecentlyViewedStrip,
  })),
);

/** "Recently viewed" below the listing's results, for a visitor who has opened samples in this browser. */
export function RecentlyViewedMount() {
  const viewed = useViewedSamples();
  if (viewed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip />
    </Suspense>
  );
}
