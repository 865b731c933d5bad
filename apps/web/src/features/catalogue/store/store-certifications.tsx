import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../../../lib/i18n';
import { type ListingScope, listingAddressIn } from '../filters/listing-scope';
import { EMPTY_LISTING_STATE } from '../filters/listing-state';

type StoreCertificationsProps = {
  store: TSupplierStore;
  scope: ListingScope;
  /** the id of the store's listing, where a chosen certification's samples are shown */
  samplesId: string;
};

/**
 * The certification schemes the brand's samples hold, each with how many samples: a link that lists those samples
 * below. Nothing when none holds one.
 */
export function StoreCertifications({ store, scope, samplesId }: StoreCertificationsProps) {
  const t = useT('store');
  const specs = useT('specs');
  const id = useId();
  if (store.certifications.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {t('certifications.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('certifications.hint')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {store.certifications.map(({ scheme, samples }) => (
          <li key={scheme}>
            <Link
              to={`${listingAddressIn(scope, { ...EMPTY_LISTING_STATE, certifications: [scheme] })}#${samplesId}`}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-ink transition-colors hover:border-ink"
            >
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              <span className="font-medium">{specs(`scheme.${scheme}` as MessageKey<'specs'>)}</span>
              <span className="text-muted tabular-nums">{t('certifications.samples', { count: samples })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
