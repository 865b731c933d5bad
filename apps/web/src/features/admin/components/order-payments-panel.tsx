import { RESUBMITTABLE_EINVOICE_STATUSES, type TInvoiceSummary } from '@samplebank/contracts/invoices';
import type { TOrder } from '@samplebank/contracts/orders';
import { formatDate, formatRinggit } from '@samplebank/domain/format';
import { FileDown, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDownloadFile } from '../../../lib/use-download-file';
import { useOrderRefunds, useResubmitEinvoice } from '../orders-api';
import { RefundDialog } from './refund-dialog';

/**
 * A paid order's money in the back office (issue 20): its tax invoice and credit notes as PDFs, its refunds, and
 * Refund while anything is left to give back.
 */
export function OrderPaymentsPanel({ order }: { order: TOrder }) {
  const t = useT('admin');
  const hasInvoice = order.invoices.some((invoice) => invoice.kind === 'invoice');
  const refunds = useOrderRefunds(order._id, hasInvoice);
  const [isRefunding, setRefunding] = useState(false);
  const remaining = refunds.data?.remaining;
  return (
    <Panel
      title={t('order.payments.title')}
      actions={
        remaining && remaining.total > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('order.payments.refund')}
          </Button>
        ) : null
      }
    >
      {order.invoices.length === 0 ? (
        <p className="text-sm text-muted">{t('order.payments.noInvoice')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {order.invoices.map((invoice) => (
            <DocumentRow key={invoice._id} invoice={invoice} />
          ))}
        </ul>
      )}
      {refunds.data && refunds.data.refunds.length > 0 ? (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('order.payments.refunds')}</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {refunds.data.refunds.map((refund) => (
              <li key={refund._id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="block text-ink">{refund.reason}</span>
                  <span className="block text-xs text-muted">
                    {formatDate(refund.createdAt)} · {t(`order.payments.status.${refund.status}`)}
                  </span>
                </span>
                <span className="shrink-0 text-ink tabular-nums">−{formatRinggit(refund.amount / 100)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isRefunding && remaining ? (
        <RefundDialog orderId={order._id} remaining={remaining} onClose={() => setRefunding(false)} />
      ) : null}
    </Panel>
  );
}

function DocumentRow({ invoice }: { invoice: TInvoiceSummary }) {
  const t = useT('admin');
  const { download, isDownloading } = useDownloadFile(t('order.payments.downloadFailed'));
  const resubmit = useResubmitEinvoice();
  const canResubmit = invoice.einvoiceStatus && RESUBMITTABLE_EINVOICE_STATUSES.includes(invoice.einvoiceStatus);
  const kind = invoice.kind === 'credit-note' ? t('order.payments.creditNote') : t('order.payments.invoice');
  return (
    <li className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
      <span className="min-w-0 text-sm">
        <span className="block text-ink">
          {kind} <span className="font-mono text-xs">{invoice.number}</span>
        </span>
        <span className="block text-xs text-muted">
          {formatDate(invoice.issuedAt)} · {formatRinggit(invoice.total / 100)}
        </span>
        <span className="block text-xs text-muted">
          {t('order.payments.einvoice', {
            status: t(`order.payments.einvoiceStatus.${invoice.einvoiceStatus ?? 'pending'}`),
          })}
          {canResubmit ? (
            <>
              {' · '}
              <button
                type="button"
                disabled={resubmit.isPending}
                onClick={() =>
                  resubmit.mutate(invoice._id, {
                    onSuccess: () => toast.success(t('order.payments.resubmitted', { number: invoice.number })),
                    onError: (error) =>
                      toast.error(
                        error instanceof ApiError && error.message ? error.message : t('order.payments.resubmitFailed'),
                      ),
                  })
                }
                className="font-medium text-ink underline underline-offset-2"
              >
                {t('order.payments.resubmit')}
              </button>
            </>
          ) : null}
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download(`/api/invoices/${encodeURIComponent(invoice._id)}/pdf`, `${invoice.number}.pdf`)}
        disabled={isDownloading}
        aria-label={t('order.payments.download', { kind, number: invoice.number })}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {t('order.payments.pdf')}
      </Button>
    </li>
  );
}
