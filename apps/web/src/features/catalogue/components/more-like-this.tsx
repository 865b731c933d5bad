import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/ui/error-message';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { catalogueKeys } from '../api';
import { SampleStripItems } from './sample-strip-items';

/** Up to 8 samples like one: its material family, nearest colour first (`GET /samples/{id}/similar`). */
export const similarSamplesQuery = (sampleId: string) =>
  queryOptions({
    queryKey: catalogueKeys.similar(sampleId),
    queryFn: ({ signal }) => api.get('/samples/:id/similar', { params: { id: sampleId }, signal }),
  });

/**
 * "More like this" under a sample's details: samples of the same material family, the closest colours first, as a row
 * that scrolls sideways on a phone. Rendered by the server with the page; nothing is shown when the family has no other.
 */
export function MoreLikeThis({ sampleId }: { sampleId: string }) {
  const t = useT('compare');
  const similar = useQuery(similarSamplesQuery(sampleId));

  if (similar.isSuccess && similar.data.samples.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this-title" className="mt-16 border-t border-line pt-10">
      <h2 id="more-like-this-title" className="text-2xl font-semibold tracking-tight text-ink">
        {t('similar.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('similar.lead')}</p>
      {similar.isError ? (
        <ErrorMessage className="mt-6">{t('similar.failed')}</ErrorMessage>
      ) : (
        <ul
          aria-busy={similar.isPending || undefined}
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-x-6 md:gap-y-10 md:overflow-visible md:px-0"
        >
          {similar.isPending && (
            <li className="sr-only" role="status">
              {t('similar.loading')}
            </li>
          )}
          <SampleStripItems samples={similar.data?.samples} placeholders={4} />
        </ul>
      )}
    </section>
  );
}
