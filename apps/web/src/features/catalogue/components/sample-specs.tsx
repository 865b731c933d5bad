import type { TSampleCertification, TSampleSpecs } from '@samplebank/contracts/catalogue';
import { formatDate, formatRinggit } from '@samplebank/domain/format';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';
import { type Translate, useLocale, useT } from '../../../lib/i18n';

/** Whether the brand published anything of the specifications: a sample with none shows no section. */
export function hasPublishedSpecs(specs: TSampleSpecs): boolean {
  return (
    specs.certifications.length > 0 ||
    specs.madeInMalaysia ||
    [
      specs.fireBs476,
      specs.fireEuroclass,
      specs.slipRating,
      specs.slipPtv,
      specs.vocLevel,
      specs.recycledPercent,
      specs.leadTimeDays,
      specs.unitPrice,
    ].some((value) => value !== null)
  );
}

/** The rows of the specifications a sample has, each as its label and its value in words. */
function specRows(specs: TSampleSpecs, t: Translate<'specs'>): Array<{ key: string; label: string; value: ReactNode }> {
  const rows: Array<{ key: string; label: string; value: ReactNode | null }> = [
    { key: 'fireBs476', label: t('fireBs476'), value: specs.fireBs476 && t(`bs476.${specs.fireBs476}`) },
    {
      key: 'fireEuroclass',
      label: t('euroclass'),
      // a designation is a code ("Bfl-s1"), never translated
      value: specs.fireEuroclass && <span translate="no">{specs.fireEuroclass}</span>,
    },
    {
      key: 'slipRating',
      label: t('slipRating'),
      value: specs.slipRating && <span translate="no">{specs.slipRating}</span>,
    },
    { key: 'slipPtv', label: t('slipPtv'), value: specs.slipPtv === null ? null : String(specs.slipPtv) },
    { key: 'vocLevel', label: t('vocLevel'), value: specs.vocLevel && t(`voc.${specs.vocLevel}`) },
    {
      key: 'recycledPercent',
      label: t('recycledPercent'),
      value: specs.recycledPercent === null ? null : t('recycledValue', { percent: specs.recycledPercent }),
    },
    // "no" is what every sample without a word from its brand would say: only a yes is worth a row
    { key: 'madeInMalaysia', label: t('madeInMalaysia'), value: specs.madeInMalaysia ? t('yes') : null },
    {
      key: 'leadTimeDays',
      label: t('leadTimeDays'),
      value: specs.leadTimeDays === null ? null : t('leadTimeValue', { days: specs.leadTimeDays }),
    },
    {
      key: 'unitPrice',
      label: t('unitPrice'),
      value: specs.unitPrice && t(`unit.${specs.unitPrice.unit}`, { price: formatRinggit(specs.unitPrice.amount) }),
    },
  ];
  return rows.filter((row): row is { key: string; label: string; value: ReactNode } => Boolean(row.value));
}

function CertificationBadge({ certification }: { certification: TSampleCertification }) {
  const t = useT('specs');
  const locale = useLocale();
  const date = certification.expiresOn ? formatDate(certification.expiresOn, '', locale) : '';
  const Icon = certification.valid ? ShieldCheck : ShieldOff;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3 text-sm',
        certification.valid ? 'border-success/30 bg-success-soft' : 'border-line bg-surface text-subtle',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', certification.valid ? 'text-success' : 'text-subtle')}
      />
      <div className="min-w-0">
        <p className={cn('font-semibold', certification.valid ? 'text-ink' : 'text-subtle line-through')}>
          {t(`scheme.${certification.scheme}`)}
        </p>
        <p className={cn('break-words', certification.valid ? 'text-muted' : 'text-subtle')}>
          {t('certificateNumber', { number: certification.certificateNumber })}
        </p>
        <p className={certification.valid ? 'text-muted' : 'font-semibold text-subtle'}>
          {!certification.valid
            ? t('expired', { date })
            : certification.expiresOn
              ? t('validUntil', { date })
              : t('noExpiry')}
        </p>
      </div>
    </li>
  );
}

/**
 * "Specifications for specifiers" on a sample's page: the certificates a green-building target asks for (a valid one
 * as a badge, an expired one greyed and said to be expired), fire and slip ratings, emissions, recycled content,
 * origin, lead time and the product's published price. Nothing when the brand published none of them.
 */
export function SampleSpecs({ specs }: { specs: TSampleSpecs }) {
  const t = useT('specs');
  const headingId = useId();
  if (!hasPublishedSpecs(specs)) return null;
  // valid certificates first: they are what the section is read for
  const certifications = [...specs.certifications].sort((first, second) => Number(second.valid) - Number(first.valid));
  const rows = specRows(specs, t);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xs font-semibold tracking-wider text-muted uppercase">
        {t('detailsTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('detailsDescription')}</p>
      {certifications.length > 0 && (
        <ul aria-label={t('certifications')} className="mt-4 grid gap-2 sm:grid-cols-2">
          {certifications.map((certification) => (
            <CertificationBadge key={certification.scheme} certification={certification} />
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <dl className="mt-4 divide-y divide-line border-y border-line">
          {rows.map((row) => (
            <div key={row.key} className="grid grid-cols-2 gap-4 py-3 text-sm">
              <dt className="text-muted">{row.label}</dt>
              <dd className="text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
