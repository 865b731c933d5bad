import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SAMPLES_FETCH_FAILED, useLatestSamples } from '../api';
import { SampleStripItems } from './sample-strip-items';

const STRIP_SIZE = 8;

/** A row of the newest samples with a link to the full listing. */
export function LatestSamplesStrip() {
  const t = useT('catalogue');
  const samplesQuery = useLatestSamples(STRIP_SIZE);

  return (
    <section aria-labelledby="latest-samples-title" className="container-page py-14 md:py-20">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-wider text-brand uppercase">{t('latest.eyebrow')}</p>
          <h2 id="latest-samples-title" className="mt-2 text-2xl font-semibold tracking-tight text-ink md:text-3xl">
            {t('latest.title')}
          </h2>
        </div>
        <Link
          to={paths.samples.to()}
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-ink hover:text-brand"
        >
          {t('latest.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {samplesQuery.isError ? (
        <ErrorMessage className="mt-8">
          {samplesQuery.error.message === SAMPLES_FETCH_FAILED
            ? t('results.fetchFailed')
            : t('errorWithMessage', { message: samplesQuery.error.message })}
        </ErrorMessage>
      ) : (
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-x-6 md:gap-y-10 md:overflow-visible md:px-0">
          <SampleStripItems samples={samplesQuery.data} placeholders={STRIP_SIZE} />
        </ul>
      )}
    </section>
  );
}
