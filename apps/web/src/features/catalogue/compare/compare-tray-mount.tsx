import { lazy, Suspense } from 'react';
import { browserRegistry } from '../../../lib/i18n';
import { useComparedSamples } from './compare-store';

// the tray's code and words load once something is picked: a listing nobody compares from pays only for the ticks
const CompareTray = lazy(() =>
  // its words come with it: a namespace still loading would suspend the tray's first render (lib/i18n.tsx, useT)
  Promise.all([import('./compare-tray'), browserRegistry().load(['compare'])]).then(([module]) => ({
    default: module.CompareTray,
  })),
);

/** The compare tray at the bottom of the page, once a sample is picked (none on the server, none while hydrating). */
export function CompareTrayMount() {
  const picked = useComparedSamples();
  if (picked.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
