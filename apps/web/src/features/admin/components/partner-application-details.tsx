import type { TPartnerApplication, TPartnerApplicationStatus } from '@samplebank/contracts/partner-applications';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { formatDateTime } from '@samplebank/domain/format';
import { Check, ExternalLink, Info, X } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { DeclineApplicationDialog } from './decline-application-dialog';
import { type BadgeTone, StatusBadge } from './status-badge';

const STATUS_TONES: Record<TPartnerApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'neutral',
};

export function PartnerApplicationStatusBadge({ status }: { status: TPartnerApplicationStatus }) {
  const t = useT('admin');
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`partnerApplications.filter.${status}`)}</StatusBadge>;
}

/** One application: what the company sent, a brand it may already be, and the review's actions or outcome. */
export function PartnerApplicationDetails({
  application,
  ref,
}: {
  application: TPartnerApplication;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT('admin');
  const locale = useLocale();
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const categoryName = (category: TPartnerApplication['categories'][number]) =>
    (locale === 'ms' && category.nameMs) || category.name || category.slug;

  return (
    <article
      ref={ref}
      aria-labelledby={`application-${application._id}`}
      className="scroll-mt-24 rounded-2xl border border-line bg-white shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <h2
            id={`application-${application._id}`}
            translate="no"
            className="text-lg font-semibold break-words text-ink"
          >
            {application.companyName}
          </h2>
          <p className="text-sm text-muted">
            {t('partnerApplications.submitted', { date: formatDateTime(application.createdAt) })}
          </p>
        </div>
        <PartnerApplicationStatusBadge status={application.status} />
      </header>
      <div className="space-y-5 p-5">
        {application.matchingBrand && (
          <p className="flex items-start gap-2 rounded-lg bg-warning-soft px-3.5 py-3 text-sm text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              {t.rich('partnerApplications.matchingBrand', {
                brand: <strong translate="no">{application.matchingBrand.name}</strong>,
              })}
            </span>
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t('partnerApplications.ssmNumber')} isAsWritten>
            {application.ssmNumber}
          </Detail>
          <Detail label={t('partnerApplications.catalogueSize')}>
            {t(`partnerApplications.size.${sizeKey(application.catalogueSize)}`)}
          </Detail>
          <Detail label={t('partnerApplications.contact')} isAsWritten>
            {application.contactName}
          </Detail>
          <Detail label={t('partnerApplications.email')}>
            <a href={`mailto:${application.email}`} className="break-all text-brand hover:underline">
              {application.email}
            </a>
          </Detail>
          <Detail label={t('partnerApplications.phone')}>
            <a href={`tel:${application.phone}`} className="text-brand hover:underline">
              {formatPhoneNumber(application.phone)}
            </a>
          </Detail>
          <Detail label={t('partnerApplications.website')}>
            {application.website && (
              <a
                href={application.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 break-all text-brand hover:underline"
              >
                {application.website.replace(/^https?:\/\//, '')}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            )}
          </Detail>
          <Detail label={t('partnerApplications.categories')} className="sm:col-span-2">
            <span className="flex flex-wrap gap-1.5">
              {application.categories.map((category) => (
                <span key={category.slug} className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-ink">
                  {categoryName(category)}
                </span>
              ))}
            </span>
          </Detail>
          <Detail label={t('partnerApplications.message')} isAsWritten className="sm:col-span-2">
            {application.message}
          </Detail>
          <Detail label={t('partnerApplications.language')}>
            {t(application.locale === 'ms' ? 'partnerApplications.languageMs' : 'partnerApplications.languageEn')}
          </Detail>
        </dl>
      </div>
      <footer className="rounded-b-2xl border-t border-line bg-canvas px-5 py-4">
        {application.status === 'pending' ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">{t('partnerApplications.approveHint', { email: application.email })}</p>
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" size="sm" onClick={() => setDialog('decline')}>
                <X aria-hidden="true" className="size-4" />
                {t('partnerApplications.decline')}
              </Button>
              <Button variant="dark" size="sm" onClick={() => setDialog('approve')}>
                <Check aria-hidden="true" className="size-4" />
                {t('partnerApplications.approve')}
              </Button>
            </div>
          </div>
        ) : (
          <ReviewOutcome application={application} />
        )}
      </footer>
      {dialog === 'approve' && <ApproveApplicationDialog application={application} onClose={() => setDialog(null)} />}
      {dialog === 'decline' && <DeclineApplicationDialog application={application} onClose={() => setDialog(null)} />}
    </article>
  );
}

/** A label and a value of the application; `isAsWritten` marks the applicant's own words, left as written. */
function Detail({
  label,
  isAsWritten,
  className,
  children,
}: {
  label: string;
  isAsWritten?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        translate={isAsWritten ? 'no' : undefined}
        className="mt-0.5 text-sm break-words whitespace-pre-line text-ink"
      >
        {children || '—'}
      </dd>
    </div>
  );
}

/** `1000+` is `veryLarge`, as the size's message key says it. */
function sizeKey(size: TPartnerApplication['catalogueSize']) {
  return ({ '1-50': 'small', '51-200': 'medium', '201-1000': 'large', '1000+': 'veryLarge' } as const)[size];
}

/** Who reviewed the application and when; the brand it became, or the note the applicant was sent. */
function ReviewOutcome({ application }: { application: TPartnerApplication }) {
  const t = useT('admin');
  const by = application.reviewedBy?.name ?? t('partnerApplications.someone');
  const when = application.reviewedAt ? formatDateTime(application.reviewedAt) : '';
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted">
        {t(application.status === 'approved' ? 'partnerApplications.approvedBy' : 'partnerApplications.declinedBy', {
          name: by,
          date: when,
        })}
      </p>
      {application.brand && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-ink">
            {t.rich('partnerApplications.becameBrand', {
              brand: <strong translate="no">{application.brand.name}</strong>,
            })}
          </span>
          <Link
            to={adminPaths.brandPortal.to(application.brand._id)}
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            {t('partnerApplications.openPortal')}
          </Link>
        </div>
      )}
      {application.decisionNote && (
        <dl>
          <Detail label={t('partnerApplications.note')} isAsWritten>
            {application.decisionNote}
          </Detail>
        </dl>
      )}
    </div>
  );
}
