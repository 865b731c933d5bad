// i18n: not yet translated (issue 16)
import type { TUser } from '@samplebank/contracts/users';
import { CircleAlert, CircleCheck, Clock, Download, FileText, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { documentTitle } from '../../../lib/business-documents';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useAccountDocuments } from '../api';
import { type ReviewState, reviewStateOf } from '../lib/account-profile';
import { formatAccountDate } from '../lib/format-date';
import { AccountSection } from './account-section';

const STATUS: Record<ReviewState['status'], { label: string; icon: ReactNode; tone: string }> = {
  unfinished: {
    label: 'Profile not finished',
    icon: <PencilLine aria-hidden="true" className="size-4" />,
    tone: 'bg-warning-soft text-warning',
  },
  pending: {
    label: 'Under review',
    icon: <Clock aria-hidden="true" className="size-4" />,
    tone: 'bg-surface text-ink',
  },
  approved: {
    label: 'Approved',
    icon: <CircleCheck aria-hidden="true" className="size-4" />,
    tone: 'bg-success-soft text-success',
  },
  rejected: {
    label: 'Not approved',
    icon: <CircleAlert aria-hidden="true" className="size-4" />,
    tone: 'bg-danger-soft text-danger',
  },
};

function statusText(state: ReviewState): string {
  if (state.status === 'unfinished') return 'Finish your profile so our team can review your account.';
  if (state.status === 'approved') return 'Our team has approved your account: you can order samples.';
  if (state.status === 'rejected') return 'Our team could not approve your account yet, for this reason:';
  if (state.missingDocuments.length) return 'Our team reviews your account once every required document is uploaded.';
  return 'Our team reviews new accounts within 1-2 business days and e-mails you as soon as yours is approved.';
}

/** The account's review status and the documents it was reviewed on, with a way back into the wizard. */
export function ReviewSection({ user }: { user: TUser }) {
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
      title="Documents and review"
      description={
        isStudent
          ? 'Student accounts are reviewed on the details above; no documents are needed.'
          : hasDocumentList
            ? 'The business documents our team reviews your account on.'
            : 'Where your account stands with our team.'
      }
    >
      <div className="rounded-xl border border-line p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted">Status</span>
          <span
            className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', status.tone)}
          >
            {status.icon}
            {status.label}
          </span>
        </p>
        <p className="mt-3 text-sm text-ink">{statusText(state)}</p>
        {state.status === 'rejected' && user.rejectionReason ? (
          <blockquote className="mt-2 rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3 text-sm whitespace-pre-line text-ink">
            {user.rejectionReason}
          </blockquote>
        ) : null}
        {state.missingDocuments.length ? (
          <div className="mt-3 text-sm">
            <p className="font-medium text-ink">Still needed:</p>
            <ul className="mt-1 list-disc pl-5 text-muted">
              {state.missingDocuments.map((type) => (
                <li key={type}>{documentTitle(type)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {state.canContinueInWizard ? (
            <Button variant="dark" size="sm" onClick={openWizard}>
              {state.status === 'unfinished' ? 'Finish your profile' : 'Upload documents'}
            </Button>
          ) : null}
          {state.status === 'rejected' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => open({ name: 'contact', inquiryType: 'Account problem' })}
            >
              Contact our team
            </Button>
          ) : null}
        </div>
      </div>
      {hasDocumentList ? <DocumentList user={user} /> : null}
    </AccountSection>
  );
}

function DocumentList({ user }: { user: TUser }) {
  const hasDocuments = user.supportingDocuments.length > 0;
  const documents = useAccountDocuments(user._id, hasDocuments);
  if (!hasDocuments) {
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-muted">
        <FileText aria-hidden="true" className="size-4" />
        No documents uploaded yet.
      </p>
    );
  }
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-ink">Uploaded documents</h3>
      {documents.isError ? (
        <ErrorMessage
          className="mt-3"
          action={
            <Button size="sm" variant="secondary" onClick={() => documents.refetch()}>
              Try again
            </Button>
          }
        >
          Your documents could not be loaded. {documents.error.message}
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
  const title = documentTitle(document.documentType);
  const uploaded = formatAccountDate(document.uploadedAt);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-muted sm:flex">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <p className="truncate text-sm text-muted" title={document.originalFilename}>
          {document.originalFilename || 'Unnamed file'}
          {uploaded ? ` · uploaded ${uploaded}` : ''}
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
          aria-label={`Download ${title}, ${document.originalFilename}`}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full border border-line-strong px-3.5 text-sm font-medium text-ink transition-colors hover:border-ink hover:bg-canvas sm:self-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      ) : (
        <span className="text-sm text-muted">File not available</span>
      )}
    </li>
  );
}
