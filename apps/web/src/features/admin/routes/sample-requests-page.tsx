import { useT } from '../../../lib/i18n';
import { InboxDetail, InboxView } from '../components/inbox-view';
import { PageHeader } from '../components/page-header';
import { labelOf } from '../lib/labels';

/** /admin/sample-requests: what shoppers asked Samplebank to source. */
export function SampleRequestsPage() {
  const t = useT('admin');
  return (
    <div>
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <InboxView
        kind="sample-requests"
        emptyText={t('requests.empty')}
        title={(item) => item.productName}
        subtitle={(item) => `${item.user.name} · ${labelOf(t, 'urgencyLevel', item.urgencyLevel)}`}
        details={(item) => (
          <dl className="grid gap-4 sm:grid-cols-2">
            <InboxDetail label={t('requests.requestedBy')}>
              <span translate="no">{item.user.name}</span> ({item.user.email})
            </InboxDetail>
            <InboxDetail label={t('requests.category')}>{labelOf(t, 'requestCategory', item.category)}</InboxDetail>
            <InboxDetail label={t('requests.quantity')}>{item.quantityNeeded}</InboxDetail>
            <InboxDetail label={t('requests.urgency')}>
              {t('requests.urgencyDetail', {
                urgency: labelOf(t, 'urgency', item.urgencyLevel),
                leadTime: labelOf(t, 'leadTime', item.urgencyLevel) || '—',
              })}
            </InboxDetail>
            <div className="sm:col-span-2">
              <InboxDetail label={t('requests.details')} isAsWritten>
                {item.description}
              </InboxDetail>
            </div>
            <div className="sm:col-span-2">
              <InboxDetail label={t('requests.brandInformation')} isAsWritten>
                {item.brandInformation}
              </InboxDetail>
            </div>
          </dl>
        )}
      />
    </div>
  );
}
