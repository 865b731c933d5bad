import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SampleImage } from '../components/sample-image';
import { clearViewed, recordViewed, useViewedSamples } from './recently-viewed-store';

/** Remembers the sample of the details page as just seen (in this browser only). */
export function useRecordViewed(sample: TSampleDetail | undefined): void {
  const id = sample?._id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per sample shown, not on each refetch
  useEffect(() => {
    if (!sample) return;
    recordViewed({
      _id: sample._id,
      name: sample.name,
      imageUrl: sample.imageUrls[0] ?? sample.mainImageUrl,
      picture: sample.images[0]?.picture ?? sample.mainPicture,
    });
  }, [id]);
}

/**
 * "Recently viewed": the samples this browser opened last, newest first (all but `exceptId`, the page's own), with
 * "Clear". Kept in the browser, so the server renders nothing here and the strip appears once the page has taken over.
 */
export function RecentlyViewedStrip({ exceptId }: { exceptId?: string }) {
  const t = useT('compare');
  const samples = useViewedSamples().filter((sample) => sample._id !== exceptId);
  if (samples.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="mt-16 border-t border-line pt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recently-viewed-title" className="text-xl font-semibold tracking-tight text-ink">
          {t('recent.title')}
        </h2>
        <button
          type="button"
          onClick={clearViewed}
          aria-label={t('recent.clearLabel')}
          className="min-h-10 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface hover:text-ink"
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {samples.map((sample) => (
          <li key={sample._id} className="w-28 shrink-0 snap-start sm:w-36">
            <Link to={paths.sampleDetails.to(sample._id)} className="group block rounded-lg outline-offset-4">
              {/* the name below says what the picture is: the link reads as the sample's name */}
              <div aria-hidden="true" className="aspect-square overflow-hidden rounded-lg bg-surface">
                <SampleImage
                  src={sample.imageUrl}
                  picture={sample.picture}
                  sizes="144px"
                  alt=""
                  className="transition duration-500 group-hover:scale-[1.03]"
                />
              </div>
              <p translate="no" className="mt-2 line-clamp-2 text-xs font-medium text-ink group-hover:text-brand">
                {sample.name}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
