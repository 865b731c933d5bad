import { REFUND_REASON_MAX, type TOrderRefundsResponse } from '@samplebank/contracts/refunds';
import { formatRinggit } from '@samplebank/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectInput, TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRefundOrder } from '../orders-api';

type Remaining = TOrderRefundsResponse['remaining'];

/**
 * Refund, whole or by line (issue 20): which samples and how many, the delivery, and why; the amount is shown before
 * it is confirmed, and the provider's refusal is said in the dialog, with nothing given back.
 */
export function RefundDialog({
  orderId,
  remaining,
  onClose,
}: {
  orderId: string;
  remaining: Remaining;
  onClose: () => void;
}) {
  const t = useT('admin');
  const refund = useRefundOrder(orderId);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [withDelivery, setWithDelivery] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const chosen = remaining.lines.filter((line) => (units[line.sampleId] ?? 0) > 0);
  const isEverything =
    remaining.lines.every((line) => units[line.sampleId] === line.quantity) && (withDelivery || !remaining.delivery);
  const amount = isEverything
    ? remaining.total
    : chosen.reduce((sum, line) => sum + line.unitAmount * (units[line.sampleId] ?? 0), 0) +
      (withDelivery ? remaining.delivery : 0);

  const chooseEverything = () => {
    setUnits(Object.fromEntries(remaining.lines.map((line) => [line.sampleId, line.quantity])));
    setWithDelivery(remaining.delivery > 0);
  };

  const submit = () => {
    setProblem(null);
    if (!reason.trim()) {
      setReasonError(t('order.refund.reasonRequired'));
      return;
    }
    if (amount === 0) {
      setProblem(t('order.refund.nothingChosen'));
      return;
    }
    refund.mutate(
      {
        lines: chosen.map((line) => ({ sampleId: line.sampleId, quantity: units[line.sampleId] ?? 0 })),
        includeDelivery: withDelivery,
        reason: reason.trim(),
      },
      {
        onSuccess: (result) => {
          toast.success(t('order.refund.done', { amount: formatRinggit(result.amount / 100) }));
          onClose();
        },
        onError: (error) =>
          setProblem(error instanceof ApiError && error.message ? error.message : t('order.refund.failed')),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('order.refund.title')}
      description={t('order.refund.description')}
    >
      <div className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {problem}
          </p>
        )}
        <fieldset>
          <legend className="flex w-full items-center justify-between text-sm font-medium text-ink">
            {t('order.refund.what')}
            <Button variant="ghost" size="sm" onClick={chooseEverything}>
              {t('order.refund.everything')}
            </Button>
          </legend>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {remaining.lines.map((line) => (
              <li key={line.sampleId} className="flex items-center justify-between gap-3 p-3 text-sm">
                <span className="min-w-0">
                  <span className="block text-ink" translate="no">
                    {line.name}
                  </span>
                  <span className="block text-xs text-muted">
                    {t('order.refund.perUnit', { amount: formatRinggit(line.unitAmount / 100), count: line.quantity })}
                  </span>
                </span>
                <div className="w-20 shrink-0">
                  <SelectInput
                    aria-label={t('order.refund.unitsOf', { name: line.name })}
                    value={String(units[line.sampleId] ?? 0)}
                    onChange={(event) => setUnits({ ...units, [line.sampleId]: Number(event.target.value) })}
                  >
                    {[...Array(line.quantity + 1).keys()].map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </SelectInput>
                </div>
              </li>
            ))}
            {remaining.delivery > 0 && (
              <li className="p-3 text-sm">
                <label className="flex items-center justify-between gap-3">
                  <span className="text-ink">{t('order.refund.delivery')}</span>
                  <span className="flex items-center gap-3">
                    <span className="text-muted tabular-nums">{formatRinggit(remaining.delivery / 100)}</span>
                    <input
                      type="checkbox"
                      checked={withDelivery}
                      onChange={(event) => setWithDelivery(event.target.checked)}
                      className="size-4 accent-ink"
                    />
                  </span>
                </label>
              </li>
            )}
          </ul>
        </fieldset>
        <TextAreaField
          label={t('order.refund.reason')}
          required
          rows={3}
          maxLength={REFUND_REASON_MAX}
          hint={t('order.refund.reasonHint')}
          error={reasonError ?? undefined}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={refund.isPending} className="bg-danger hover:bg-danger/90">
            {refund.isPending
              ? t('order.refund.refunding')
              : t('order.refund.submit', { amount: formatRinggit(amount / 100) })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
