import type { TStoreContact, TSupplierStore } from '@samplebank/contracts/supplier-store';
import { Globe, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';

/** A website as people say it: its host, without "https://" or "www.". */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, '');
  } catch {
    return website;
  }
}

type Row = { key: string; label: MessageKey<'store'>; icon: LucideIcon; value: ReactNode };

/** The rows the brand gave, in the order people reach for them. */
function rowsOf(contact: TStoreContact, opensInNewTab: string): Row[] {
  const link = 'font-medium break-all text-ink underline-offset-4 hover:text-brand hover:underline';
  const rows: Row[] = [];
  if (contact.website)
    rows.push({
      key: 'website',
      label: 'contact.website',
      icon: Globe,
      value: (
        <a href={contact.website} target="_blank" rel="noopener noreferrer" translate="no" className={link}>
          {websiteLabel(contact.website)}
          <span className="sr-only"> {opensInNewTab}</span>
        </a>
      ),
    });
  if (contact.email)
    rows.push({
      key: 'email',
      label: 'contact.email',
      icon: Mail,
      value: (
        <a href={`mailto:${contact.email}`} translate="no" className={link}>
          {contact.email}
        </a>
      ),
    });
  if (contact.phone)
    rows.push({
      key: 'phone',
      label: 'contact.phone',
      icon: Phone,
      value: (
        <a href={`tel:${contact.phone.dial}`} className={link}>
          {contact.phone.display}
        </a>
      ),
    });
  const place = [contact.city, contact.state].filter(Boolean).join(', ');
  if (place)
    rows.push({
      key: 'location',
      label: 'contact.location',
      icon: MapPin,
      value: (
        <span translate="no" className="text-ink">
          {place}
        </span>
      ),
    });
  return rows;
}

/** How to reach the brand: its website, e-mail, phone and the city and state it is in, each a link where it can be. */
export function StoreContact({ store }: { store: TSupplierStore }) {
  const t = useT('store');
  const id = useId();
  const rows = rowsOf(store.contact, t('contact.opensInNewTab'));
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {t('contact.heading')}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('contact.none', { name: store.name })}</p>
      ) : (
        <address className="mt-4 not-italic">
          <dl className="space-y-4 text-sm">
            {rows.map(({ key, label, icon: Icon, value }) => (
              <div key={key}>
                <dt className="flex items-center gap-3 text-xs font-semibold tracking-wider text-muted uppercase">
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(label)}
                </dt>
                {/* under the label, past the icon */}
                <dd className="mt-0.5 min-w-0 pl-7">{value}</dd>
              </div>
            ))}
          </dl>
        </address>
      )}
    </section>
  );
}
