import type { TUser } from '@samplebank/contracts/users';
import { CircleAlert, CircleCheck, Clock, Download, FileText, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { documentKeyOf } from '../../../lib/business-documents';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useAccountDocuments } from '../api';
import { type ReviewState, reviewStateOf } from '../lib/account-profile';
import { formatAccountDate } from '../lib/format-date';
import { AccountSection } from './account-section';

type AccountKey = MessageKey<'account'>;

const STATUS: Record<ReviewState['status'], { label: AccountKey; icon: ReactNode; tone: string }> = {
  unfinished: {
    label: 'review.statuses.unfinished',
    icon: <PencilLine aria-hidden="true" className="size-4" />,
    tone: 'bg-warning-soft text-warning',
  },
  pending: {
    label: 'review.statuses.pending',
    icon: <Clock aria-hidden="true" className="size-4" />,
    tone: 'bg-surface text-ink',
  },
  approved: {
    label: 'review.statuses.approved',
    icon: <CircleCheck aria-hidden="true" className="size-4" />,
    tone: 'bg-success-soft text-success',
  },
  rejected: {
    label: 'review.statuses.rejected',
    icon: <CircleAlert aria-hidden="true" className="size-4" />,
    tone: 'bg-danger-soft text-danger',
  },
};

function statusText(state: ReviewState): AccountKey {
  if (state.status === 'unfinished') return 'review.text.unfinished';
  if (state.status === 'approved') return 'review.text.approved';
  if (state.status === 'rejected') return 'review.text.rejected';
  if (state.missingDocuments.length) return 'review.text.missingDocuments';
  return 'review.text.pending';
}

/** "Form 9", "Company profile": a document type as people read it (an unknown type as it is). */
function documentTitle(type: string, t: Translate<'account'>): string {
  const key = documentKeyOf(type);
  return key ? t(`documents.${key}`) : type;
}

/** The account's review status and the documents it was reviewed on, with a way back into the wizard. */
export function ReviewSection({ user }: { user: TUser }) {
  const t = useT('account');
  const { open } = useDialogs();
  const state = reviewStateOf(user);
  const isStudent = user.userType === 'student';
  // documents belong to business accounts; before a type is chosen there is nothing to list yet
  const hasDocumentList = user.userType === 'professional' || user.userType === 'non-professional';
  const status = STATUS[state.status];
  const openWizard = () =>
    open({
      name: 'registration-wizard',
      startAt: 'status-check',
      email: user.email,
      // as from the verification banner (spec §2): the page reloads after completion, a tick later
      onComplete: () => window.setTimeout(() => window.location.reload(), 0),
    });

  return (
    <AccountSection
      id="review"
      title={t('sections.review')}
      description={
        isStudent
          ? t('review.descriptionStudent')
          : hasDocumentList
            ? t('review.descriptionBusiness')
            : t('review.descriptionOther')
      }
    >
      <div className="rounded-xl border border-line p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted">{t('review.status')}</span>
          <span
            className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', status.tone)}
          >
            {status.icon}
            {t(status.label)}
          </span>
        </p>
        <p className="mt-3 text-sm text-ink">{t(statusText(state))}</p>
        {state.status === 'rejected' && user.rejectionReason ? (
          <blockquote className="mt-2 rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3 text-sm whitespace-pre-line text-ink">
            {user.rejectionReason}
          </blockquote>
        ) : null}
        {state.missingDocuments.length ? (
          <div className="mt-3 text-sm">
            <p className="font-medium text-ink">{t('review.stillNeeded')}</p>
            <ul className="mt-1 list-disc pl-5 text-muted">
              {state.missingDocuments.map((type) => (
                <li key={type}>{documentTitle(type, t)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {state.canContinueInWizard ? (
            <Button variant="dark" size="sm" onClick={openWizard}>
              {state.status === 'unfinished' ? t('review.finishProfile') : t('review.uploadDocuments')}
            </Button>
          ) : null}
          {state.status === 'rejected' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => open({ name: 'contact', inquiryType: 'Account problem' })}
            >
              {t('review.contactTeam')}
            </Button>
          ) : null}
        </div>
      </div>
      {hasDocumentList ? <DocumentList user={user} /> : null}
    </AccountSection>
  );
}

function DocumentList({ user }: { user: TUser }) {
  const t = useT('account');
  const hasDocuments = user.supportingDocuments.length > 0;
  const documents = useAccountDocuments(user._id, hasDocuments);
  if (!hasDocuments) {
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-muted">
        <FileText aria-hidden="true" className="size-4" />
        {t('review.noDocuments')}
      </p>
    );
  }
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-ink">{t('review.uploadedDocuments')}</h3>
      {documents.isError ? (
        <ErrorMessage
          className="mt-3"
          action={
            <Button size="sm" variant="secondary" onClick={() => documents.refetch()}>
              {t('review.tryAgain')}
            </Button>
          }
        >
          {t('review.documentsFailed', { message: documents.error.message })}
        </ErrorMessage>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {documents.data
            ? documents.data.documents.map((document) => (
                <DocumentRow key={document.documentKey} document={document} url={document.url} />
              ))
            : user.supportingDocuments.map((document) => (
                <DocumentRow key={document.documentKey} document={document} url={undefined} />
              ))}
        </ul>
      )}
    </div>
  );
}

/** A document with its type, file name and upload date; `url` undefined while the links load. */
function DocumentRow({
  document,
  url,
}: {
  document: { documentType: string; originalFilename: string; uploadedAt?: string };
  url: string | null | undefined;
}) {
  const t = useT('account');
  const title = documentTitle(document.documentType, t);
  const uploaded = formatAccountDate(document.uploadedAt);
  const filename = document.originalFilename || t('review.unnamedFile');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-muted sm:flex">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <p className="truncate text-sm text-muted" title={document.originalFilename}>
          {uploaded ? t('review.fileUploaded', { filename, date: uploaded }) : filename}
        </p>
      </div>
      {url === undefined ? (
        <Skeleton className="h-9 w-28 rounded-full" />
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          download={document.originalFilename || undefined}
          aria-label={t('review.downloadLabel', { title, filename: document.originalFilename })}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full border border-line-strong px-3.5 text-sm font-medium text-ink transition-colors hover:border-ink hover:bg-canvas sm:self-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('review.download')}
        </a>
      ) : (
        <span className="text-sm text-muted">{t('review.fileUnavailable')}</span>
      )}
    </li>
  );
}
