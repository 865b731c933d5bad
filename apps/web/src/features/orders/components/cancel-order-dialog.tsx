import { zodResolver } from '@hookform/resolvers/zod';
import { type TCancelOrderRequest, ZCancelOrderRequestSchema } from '@samplebank/contracts/orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useCancelOrder } from '../api';
import { useOrderMessage } from '../lib/order-messages';

type FormValues = z.input<typeof ZCancelOrderRequestSchema>;
const REASON_MAX_LENGTH = 500;

type CancelOrderDialogProps = {
  order: { _id: string; number: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before cancelling a pending order, with an optional reason the order keeps. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const t = useT('orders');
  const describe = useOrderMessage();
  const cancelOrder = useCancelOrder();
  const form = useForm<FormValues, unknown, TCancelOrderRequest>({
    resolver: zodResolver(ZCancelOrderRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      cancelOrder.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ reason }) =>
    cancelOrder.mutate({ orderId: order._id, ...(reason ? { reason } : {}) }, { onSuccess: () => close(false) }),
  );

  const refusal =
    cancelOrder.error instanceof ApiError
      ? describe(cancelOrder.error.message).text
      : cancelOrder.error
        ? t('cancel.offline')
        : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('cancel.title', { number: order.number })}
      description={t('cancel.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          isOptional
          label={t('cancel.reason')}
          error={errors.reason?.message ? describe(errors.reason.message).text : undefined}
          hint={t('cancel.reasonHint', { max: REASON_MAX_LENGTH })}
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={REASON_MAX_LENGTH}
              autoComplete="off"
              placeholder={t('cancel.reasonPlaceholder')}
              {...form.register('reason')}
            />
          )}
        </FormField>
        {refusal ? <ErrorMessage>{refusal}</ErrorMessage> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel.keep')}
          </Button>
          <Button
            type="submit"
            variant="dark"
            disabled={cancelOrder.isPending}
            className="bg-danger hover:bg-danger/90"
          >
            {t(cancelOrder.isPending ? 'cancel.pending' : 'cancel.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
