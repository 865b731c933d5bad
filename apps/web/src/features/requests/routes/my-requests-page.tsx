// i18n: not yet translated (issue 16)
import { type TUrgencyLevel, URGENCY_LEAD_TIMES } from '@samplebank/contracts/requests';
import { formatDate } from '@samplebank/domain/format';
import { ClipboardList, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useMySampleRequests } from '../api';

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  new: { label: 'Received', className: 'bg-surface text-ink' },
  'in-progress': { label: 'Sourcing', className: 'bg-warning-soft text-warning' },
  done: { label: 'Done', className: 'bg-success-soft text-success' },
};

/** The signed-in user's sample requests, with a button to make another. */
export function MyRequestsPage() {
  const { isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const requests = useMySampleRequests();
  const openForm = () => dialogs.open({ name: 'request-sample' });

  return (
    <div className="container-page max-w-4xl py-8 md:py-12">
      <title>My sample requests — Samplebank</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">My sample requests</h1>
          <p className="mt-2 text-sm text-muted">Materials you asked us to source from our brand partners.</p>
        </div>
        <Button variant="dark" onClick={openForm}>
          <Plus aria-hidden="true" className="size-4" />
          New request
        </Button>
      </div>

      <div className="mt-8">
        {!isAuthenticated ? (
          <Empty
            title="Sign in to see your requests"
            action={
              <Button variant="dark" onClick={() => dialogs.open({ name: 'auth', view: 'login' })}>
                Sign in
              </Button>
            }
          />
        ) : requests.isPending ? (
          <div role="status" aria-label="Loading your requests" className="space-y-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        ) : requests.isError ? (
          <ErrorMessage>Error: {requests.error.message}</ErrorMessage>
        ) : requests.data.length === 0 ? (
          <Empty
            title="You have not requested a sample yet"
            action={<Button onClick={openForm}>Request a sample</Button>}
          />
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {requests.data.map((request) => {
              const status = STATUS_LABELS[request.status] ?? STATUS_LABELS.new;
              const leadTime = URGENCY_LEAD_TIMES[request.urgencyLevel as TUrgencyLevel];
              return (
                <li key={request._id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{request.productName}</p>
                    <p className="mt-0.5 text-sm text-muted">
                      {`${request.category.charAt(0).toUpperCase()}${request.category.slice(1)} · ${request.quantityNeeded} needed · ${
                        leadTime ? `within ${leadTime}` : request.urgencyLevel
                      }`}
                    </p>
                  </div>
                  <p className="text-sm text-muted">{formatDate(request.createdAt)}</p>
                  <span
                    className={cn(
                      'self-start rounded-full px-2.5 py-1 text-xs font-semibold sm:self-auto',
                      status?.className,
                    )}
                  >
                    {status?.label}
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
