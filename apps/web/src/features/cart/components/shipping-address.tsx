import type { TShippingAddress } from '@samplebank/contracts/cart';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

export function ShippingAddress({ address }: { address: TShippingAddress | null }) {
  const t = useT('cart');
  if (!address) {
    return (
      <div className="rounded-xl border border-dashed border-line-strong p-4 text-sm">
        <p className="font-medium text-ink">{t('address.none')}</p>
        <p className="mt-1 text-muted">{t('address.shipsTo')}</p>
        <Link to={paths.company.to()} className="mt-2 inline-block font-medium text-brand hover:underline">
          {t('address.add')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex gap-3 rounded-xl bg-canvas p-4">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <address className="text-sm leading-6 text-ink not-italic">
        {address.addressLine1}
        {address.addressLine2 ? (
          <>
            <br />
            {address.addressLine2}
          </>
        ) : null}
        <br />
        {address.postcode} {address.city}, {address.state}
      </address>
    </div>
  );
}
