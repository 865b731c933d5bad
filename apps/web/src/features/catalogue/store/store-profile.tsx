import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { ListingScope } from '../filters/listing-scope';
import { StoreCertifications } from './store-certifications';
import { StoreContact } from './store-contact';
import { StoreHeader } from './store-header';

type StoreProfileProps = {
  store: TSupplierStore;
  scope: ListingScope;
  /** the id of the store's listing, which the certifications link to */
  samplesId: string;
};

/** Who the brand is, above its samples: its header, its own words, its certifications and its contacts beside them. */
export function StoreProfile({ store, scope, samplesId }: StoreProfileProps) {
  const t = useT('store');
  const headingId = useId();
  const aboutId = useId();
  const hasDetails = Boolean(store.description) || store.certifications.length > 0;
  return (
    <>
      <StoreHeader store={store} headingId={headingId} />
      <div
        className={cn(
          'mt-6 grid gap-8',
          // the contacts beside the brand's words; alone, as wide as one column would be
          hasDetails
            ? 'md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12'
            : 'md:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {hasDetails && (
          <div className="space-y-8">
            {store.description && (
              <section aria-labelledby={aboutId}>
                <h2 id={aboutId} className="text-lg font-semibold text-ink">
                  {t('about.heading', { name: store.name })}
                </h2>
                {/* the brand's own words, as it wrote them */}
                <p translate="no" className="mt-2 max-w-prose whitespace-pre-line text-muted">
                  {store.description}
                </p>
              </section>
            )}
            <StoreCertifications store={store} scope={scope} samplesId={samplesId} />
          </div>
        )}
        <StoreContact store={store} />
      </div>
    </>
  );
}
