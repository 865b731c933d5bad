// i18n: not yet translated (issue 16)
import { type TUrgencyLevel, URGENCY_LEAD_TIMES } from '@samplebank/contracts/requests';
import { formatKeyLabel } from '../../../lib/format';
import { InboxDetail, InboxView } from '../components/inbox-view';
import { PageHeader } from '../components/page-header';

/** /admin/sample-requests: what shoppers asked Samplebank to source. */
export function SampleRequestsPage() {
  return (
    <div>
      <PageHeader title="Sample requests" description="Materials shoppers asked us to find, newest first." />
      <InboxView
        kind="sample-requests"
        emptyText="No sample requests here"
        title={(item) => item.productName}
        subtitle={(item) => `${item.user.name} · ${formatKeyLabel(item.urgencyLevel)} urgency`}
        details={(item) => (
          <dl className="grid gap-4 sm:grid-cols-2">
            <InboxDetail label="Requested by">
              {item.user.name} ({item.user.email})
            </InboxDetail>
            <InboxDetail label="Category">{formatKeyLabel(item.category)}</InboxDetail>
            <InboxDetail label="Quantity">{item.quantityNeeded}</InboxDetail>
            <InboxDetail label="Urgency">
              {formatKeyLabel(item.urgencyLevel)} ({URGENCY_LEAD_TIMES[item.urgencyLevel as TUrgencyLevel] ?? '—'})
            </InboxDetail>
            <div className="sm:col-span-2">
              <InboxDetail label="Description">{item.description}</InboxDetail>
            </div>
            <div className="sm:col-span-2">
              <InboxDetail label="Brand information">{item.brandInformation}</InboxDetail>
            </div>
          </dl>
        )}
      />
    </div>
  );
}
