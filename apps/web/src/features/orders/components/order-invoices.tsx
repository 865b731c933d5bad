import type { TInvoiceSummary } from '@samplebank/contracts/invoices';
import type { TOrder } from '@samplebank/contracts/orders';
import { formatDate, formatRinggit } from '@samplebank/domain/format';
import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useDownloadFile } from '../../../lib/use-download-file';
import { DetailCard } from './order-detail-sections';

export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/**
 * A paid order's tax invoice and any credit notes (issue 20), each downloaded as a PDF in the page's language; before
 * payment, a line saying when the invoice comes.
 */
export function OrderInvoices({ order }: { order: TOrder }) {
  const t = useT('orders');
  return (
    <DetailCard title={t('invoices.title')}>
      {order.invoices.length === 0 ? (
        <p className="text-sm text-muted">
          {order.status === 'cancelled' ? t('invoices.noneCancelled') : t('invoices.notYet')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {order.invoices.map((invoice) => (
            <InvoiceRow key={invoice._id} invoice={invoice} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

function InvoiceRow({ invoice }: { invoice: TInvoiceSummary }) {
  const t = useT('orders');
  const { download, isDownloading } = useDownloadFile(t('invoices.downloadFailed'));
  const kind = invoice.kind === 'credit-note' ? t('invoices.creditNote') : t('invoices.invoice');
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          {kind} <span className="font-mono text-xs">{invoice.number}</span>
        </p>
        <p className="text-xs text-muted">
          {formatDate(invoice.issuedAt)} · {invoice.kind === 'credit-note' ? '−' : ''}
          {formatRinggit(invoice.total / 100)}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => download(invoicePdfUrl(invoice._id), `${invoice.number}.pdf`)}
        disabled={isDownloading}
        aria-busy={isDownloading}
        aria-label={t('invoices.downloadNamed', { kind, number: invoice.number })}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {isDownloading ? t('invoices.downloading') : t('invoices.download')}
      </Button>
    </li>
  );
}
