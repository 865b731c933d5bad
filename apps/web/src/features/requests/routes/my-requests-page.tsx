import { formatDate } from '@samplebank/domain/format';
import { ClipboardList, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useMySampleRequests } from '../api';

const STATUS_LABELS: Record<string, { label: MessageKey<'requests'>; className: string }> = {
  new: { label: 'status.new', className: 'bg-surface text-ink' },
  'in-progress': { label: 'status.inProgress', className: 'bg-warning-soft text-warning' },
  done: { label: 'status.done', className: 'bg-success-soft text-success' },
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The signed-in user's sample requests, with a button to make another. */
export function MyRequestsPage() {
  const t = useT('requests');
  const { isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const requests = useMySampleRequests();
  const openForm = () => dialogs.open({ name: 'request-sample' });

  return (
    <div className="container-page max-w-4xl py-8 md:py-12">
      <title>{t('list.documentTitle')}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('list.title')}</h1>
          <p className="mt-2 text-sm text-muted">{t('list.intro')}</p>
        </div>
        <Button variant="dark" onClick={openForm}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.newRequest')}
        </Button>
      </div>

      <div className="mt-8">
        {!isAuthenticated ? (
          <Empty
            title={t('list.signInTitle')}
            action={
              <Button variant="dark" onClick={() => dialogs.open({ name: 'auth', view: 'login' })}>
                {t('list.signIn')}
              </Button>
            }
          />
        ) : requests.isPending ? (
          <div role="status" aria-label={t('list.loading')} className="space-y-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        ) : requests.isError ? (
          <ErrorMessage>{t('list.error', { message: requests.error.message })}</ErrorMessage>
        ) : requests.data.length === 0 ? (
          <Empty title={t('list.emptyTitle')} action={<Button onClick={openForm}>{t('list.requestSample')}</Button>} />
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {requests.data.map((request) => {
              const status = STATUS_LABELS[request.status] ?? STATUS_LABELS.new;
              // a category or urgency this build does not know (a newer API's) shows as the API wrote it
              const categoryKey = `category.${request.category}`;
              const leadTimeKey = `leadTime.${request.urgencyLevel}`;
              const category = t.has(categoryKey) ? t(categoryKey) : capitalise(request.category);
              const urgency = t.has(leadTimeKey)
                ? t('list.within', { leadTime: t(leadTimeKey) })
                : request.urgencyLevel;
              return (
                <li key={request._id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
                  <div className="min-w-0 flex-1">
                    <p translate="no" className="font-medium text-ink">
                      {request.productName}
                    </p>
                    <p className="mt-0.5 text-sm text-muted">
                      {t('list.summary', { category, quantity: request.quantityNeeded, urgency })}
                    </p>
                  </div>
                  <p className="text-sm text-muted">{formatDate(request.createdAt)}</p>
                  <span
                    className={cn(
                      'self-start rounded-full px-2.5 py-1 text-xs font-semibold sm:self-auto',
                      status?.className,
                    )}
                  >
                    {status ? t(status.label) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

function Empty({ title, action }: { title: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <ClipboardList aria-hidden="true" className="size-8 text-subtle" strokeWidth={1.5} />
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-6">{action}</div>
    </div>
  );
}
