import { missingDocuments } from '@samplebank/domain/documents';
import { formatDate as formatMalaysianDate } from '@samplebank/domain/format';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type AdminUser, useReviewDecision, useUserDocuments } from '../api';
import { labelOf } from '../lib/labels';
import { DocumentLink } from './document-link';
import { RejectAccountDialog } from './reject-account-dialog';

/** The profile fields staff review, in the order they read them (each named by `profileField.<name>`). */
const PROFILE_FIELDS = [
  'jobTitle',
  'companyName',
  'businessName',
  'businessType',
  'phoneNumber',
  'university',
  'courseCategory',
  'graduationYear',
  'studentId',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;

/** The day in Malaysia, as every back-office date is shown. */
export const formatDate = (iso: string | undefined) => formatMalaysianDate(iso, '');

function profileOf(user: AdminUser): Record<string, unknown> {
  if (user.userType === 'professional') return user.professionalInfo ?? {};
  if (user.userType === 'non-professional') return user.nonProfessionalInfo ?? {};
  if (user.userType === 'student') return user.studentInfo ?? {};
  return {};
}

/** One account under review: its profile, its documents (opened in a new tab), Approve and Reject. */
export function AccountReview({ user, onDecided }: { user: AdminUser; onDecided: () => void }) {
  const t = useT('admin');
  const decision = useReviewDecision();
  const [isRejecting, setIsRejecting] = useState(false);
  const profile = profileOf(user);
  const fields = PROFILE_FIELDS.filter((name) => profile[name] !== undefined && profile[name] !== '');
  const isBusiness = user.userType === 'professional' || user.userType === 'non-professional';

  const decide = (isApproved: boolean, rejectionReason?: string) =>
    decision.mutate(
      { userId: user._id, isApproved, rejectionReason },
      {
        onSuccess: () => {
          toast.success(t(isApproved ? 'review.approved' : 'review.rejected', { name: user.name }), {
            description: t('review.emailed', { email: user.email }),
          });
          setIsRejecting(false);
          onDecided();
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('review.updateFailed')),
      },
    );

  return (
    <article aria-labelledby="review-title" className="rounded-2xl border border-line bg-white shadow-card">
      <header className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="review-title" translate="no" className="text-xl font-semibold tracking-tight text-ink">
              {user.name}
            </h2>
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink">
              {labelOf(t, 'userType', user.userType ?? 'none')}
            </span>
          </div>
          <p className="mt-1 truncate text-sm text-muted">{user.email}</p>
          <p className="mt-0.5 text-xs text-subtle">{t('review.registered', { date: formatDate(user.createdAt) })}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" disabled={decision.isPending} onClick={() => setIsRejecting(true)}>
            <X aria-hidden="true" className="size-4" />
            {t('review.reject')}
          </Button>
          <Button disabled={decision.isPending} className="bg-success hover:bg-success/90" onClick={() => decide(true)}>
            <Check aria-hidden="true" className="size-4" />
            {decision.isPending && decision.variables?.isApproved ? t('review.approving') : t('review.approve')}
          </Button>
        </div>
      </header>

      <div className="grid gap-8 p-5 sm:p-6 xl:grid-cols-[1fr_20rem]">
        <section aria-labelledby="review-profile">
          <h3 id="review-profile" className="text-xs font-semibold tracking-wider text-muted uppercase">
            {t('profile.title')}
          </h3>
          {fields.length ? (
            <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {fields.map((name) => (
                <div key={name} className={name === 'address' ? 'sm:col-span-2' : undefined}>
                  <dt className="text-xs text-muted">{t(`profileField.${name}`)}</dt>
                  <dd className="mt-0.5 text-sm font-medium break-words text-ink">
                    {name === 'businessType'
                      ? labelOf(t, 'businessType', String(profile[name]))
                      : String(profile[name])}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('profile.none')}</p>
          )}
        </section>
        {(isBusiness || user.supportingDocuments.length > 0) && (
          <DocumentsPanel
            user={user}
            businessType={typeof profile.businessType === 'string' ? profile.businessType : undefined}
          />
        )}
      </div>

      <RejectAccountDialog
        accountName={user.name}
        isOpen={isRejecting}
        isSubmitting={decision.isPending}
        onOpenChange={setIsRejecting}
        onReject={(reason) => decide(false, reason)}
      />
    </article>
  );
}

function DocumentsPanel({ user, businessType }: { user: AdminUser; businessType: string | undefined }) {
  const t = useT('admin');
  const documentsQuery = useUserDocuments(user._id);
  const documents = documentsQuery.data?.documents ?? [];
  const missing = missingDocuments(businessType, user.supportingDocuments);

  return (
    <section aria-labelledby="review-documents">
      <h3 id="review-documents" className="text-xs font-semibold tracking-wider text-muted uppercase">
        {t('documents.title')}
      </h3>
      {missing.length > 0 && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-xs text-warning">
          <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          {t('documents.missing', { documents: missing.map((type) => labelOf(t, 'documentType', type)).join(', ') })}
        </p>
      )}
      {documentsQuery.isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-12 w-full rounded-lg" />
        </div>
      ) : documentsQuery.isError ? (
        <p className="mt-3 text-sm text-danger">{t('documents.loadFailed')}</p>
      ) : documents.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('documents.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {documents.map((document) => (
            <li key={document.documentKey}>
              <DocumentLink document={document} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
