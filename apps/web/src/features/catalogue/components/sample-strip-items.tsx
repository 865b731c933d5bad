import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { Suspense } from 'react';
import { useDialogs } from '../../../lib/dialogs';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { SampleCard } from './sample-card';
import { SampleCardSkeleton } from './sample-card-skeleton';
import { SAMPLE_GRID_SIZES } from './sample-grid';
import { WishlistButton } from './wishlist-button';

/**
 * The cards of a strip of samples (the home page's latest, a sample's More like this), each in its `<li>`: a row that
 * scrolls sideways on a phone and a grid from tablets up; `placeholders` skeletons while `samples` load.
 */
export function SampleStripItems({
  samples,
  placeholders,
}: {
  samples: TSampleSummary[] | undefined;
  placeholders: number;
}) {
  const dialogs = useDialogs();
  return (samples ?? Array.from({ length: placeholders }, () => null)).map((sample, index) => (
    <li key={sample?._id ?? index} className="w-40 shrink-0 snap-start sm:w-56 md:w-auto">
      {sample ? (
        // each card a boundary of its own: hydrated in its own slices and commit (ADR 0019)
        <Suspense>
          <SampleCard
            sample={sample}
            imageSizes={SAMPLE_GRID_SIZES.strip}
            onRequestSample={(item) => dialogs.open(requestSampleDialogFor(item))}
            action={<WishlistButton sampleId={sample._id} sampleName={sample.name} />}
          />
        </Suspense>
      ) : (
        <SampleCardSkeleton />
      )}
    </li>
  ));
}
