import { type TUpdateOrderStatusRequest, ZUpdateOrderStatusRequestSchema } from '@samplebank/contracts/orders';
import { isOrderStatus, nextOrderStatuses } from '@samplebank/domain/order-status';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, SelectInput, TextField, TextInput } from '../../../components/ui/form-field';
import { parseFormNow } from '../../../lib/form-errors';
import { type Translate, useT } from '../../../lib/i18n';
import { labelOf } from '../lib/labels';

type StatusChangeForm = {
  status: TUpdateOrderStatusRequest['status'] | '';
  carrier: string;
  trackingNumber: string;
  note: string;
};

/**
 * The change as the API checks it, its messages in the page's language: carrier and tracking number go only with
 * in transit, where they are required; a blank note is left out.
 */
const statusChangeFormSchema = (t: Translate<'admin'>) =>
  z
    .object({ status: z.string(), carrier: z.string(), trackingNumber: z.string(), note: z.string() })
    .transform(({ status, carrier, trackingNumber, note }) => ({
      status,
      ...(note.trim() ? { note } : {}),
      ...(status === 'in-transit'
        ? { carrier: carrier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined }
        : {}),
    }))
    .pipe(
      ZUpdateOrderStatusRequestSchema.superRefine((change, context) => {
        if (change.status !== 'in-transit') return;
        if (!change.carrier)
          context.addIssue({ code: 'custom', path: ['carrier'], message: t('statusControl.carrierRequired') });
        if (!change.trackingNumber)
          context.addIssue({
            code: 'custom',
            path: ['trackingNumber'],
            message: t('statusControl.trackingRequired'),
          });
      }),
    );

type OrderStatusControlProps = {
  status: string;
  isPending?: boolean;
  initialCarrier?: string | null;
  initialTrackingNumber?: string | null;
  onSubmit: (change: TUpdateOrderStatusRequest) => void;
};

/**
 * Offers only the statuses the state machine allows next (packages/domain). In transit needs a carrier and a
 * tracking number; cancelling asks first, since the server returns the stock and e-mails the buyer.
 */
export function OrderStatusControl({
  status,
  isPending,
  initialCarrier,
  initialTrackingNumber,
  onSubmit,
}: OrderStatusControlProps) {
  const t = useT('admin');
  const schema = useMemo(() => statusChangeFormSchema(t), [t]);
  const statusLabel = (code: string) => labelOf(t, 'orderStatus', code);
  const options = isOrderStatus(status) ? nextOrderStatuses(status) : [];
  const form = useForm<StatusChangeForm>({
    defaultValues: {
      status: '',
      carrier: initialCarrier ?? '',
      trackingNumber: initialTrackingNumber ?? '',
      note: '',
    },
  });
  const next = form.watch('status');
  const { errors } = form.formState;
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  if (options.length === 0) {
    return (
      <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">
        {status === 'awaiting-payment'
          ? t('statusControl.awaitingPayment')
          : t('statusControl.final', { status: statusLabel(status).toLowerCase() })}
      </p>
    );
  }

  const submit = () => {
    const change: TUpdateOrderStatusRequest | null = parseFormNow(form, schema);
    if (change) onSubmit(change);
    setIsConfirmingCancel(false);
  };

  return (
    <form
      noValidate
      aria-label={t('statusControl.formLabel')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!next) return;
        // checked at once, so a missing carrier shows in the same click and a cancellation asks straight away
        if (!parseFormNow(form, schema)) return;
        if (next === 'cancelled') setIsConfirmingCancel(true);
        else submit();
      }}
    >
      <FormField label={t('statusControl.next')}>
        {(control) => (
          <div className="flex items-center gap-2">
            <span className="text-sm text-muted">{statusLabel(status)}</span>
            <ArrowRight aria-hidden="true" className="size-4 text-subtle" />
            <SelectInput
              {...control}
              {...form.register('status', { onChange: () => form.clearErrors() })}
              className="h-10 flex-1"
            >
              <option value="">{t('statusControl.choose')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
            </SelectInput>
          </div>
        )}
      </FormField>

      {next === 'in-transit' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('statusControl.carrier')}
            required
            maxLength={100}
            error={errors.carrier?.message}
            className="h-10"
            {...form.register('carrier')}
          />
          <TextField
            label={t('statusControl.trackingNumber')}
            required
            maxLength={100}
            error={errors.trackingNumber?.message}
            className="h-10"
            {...form.register('trackingNumber')}
          />
        </div>
      )}

      {next && (
        <FormField
          label={t.rich('statusControl.note', {
            hint: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
          })}
          error={errors.note?.message}
        >
          {(control) => <TextInput {...control} maxLength={500} className="h-10" {...form.register('note')} />}
        </FormField>
      )}

      <Button
        type="submit"
        variant="dark"
        size="sm"
        disabled={!next || isPending}
        className={next === 'cancelled' ? 'bg-danger hover:bg-danger/90' : undefined}
      >
        {isPending
          ? t('common.saving')
          : next === 'cancelled'
            ? t('statusControl.cancelOrder')
            : t('statusControl.update')}
      </Button>

      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={setIsConfirmingCancel}
        title={t('statusControl.confirmTitle')}
        description={t('statusControl.confirmText')}
        confirmLabel={t('statusControl.cancelOrder')}
        isPending={isPending}
        onConfirm={submit}
      />
    </form>
  );
}
