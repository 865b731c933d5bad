// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { type TCancelOrderRequest, ZCancelOrderRequestSchema } from '@samplebank/contracts/orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useCancelOrder } from '../api';

type FormValues = z.input<typeof ZCancelOrderRequestSchema>;
const REASON_MAX_LENGTH = 500;

type CancelOrderDialogProps = {
  order: { _id: string; number: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before cancelling a pending order, with an optional reason the order keeps. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
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
      ? cancelOrder.error.message
      : cancelOrder.error
        ? 'The order could not be cancelled. Please check your connection and try again.'
        : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Cancel order ${order.number}?`}
      description="We will not send it, and this cannot be undone."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          isOptional
          label="Why are you cancelling?"
          error={errors.reason?.message}
          hint="Up to 500 characters"
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={REASON_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Ordered the wrong colour"
              {...form.register('reason')}
            />
          )}
        </FormField>
        {refusal ? <ErrorMessage>{refusal}</ErrorMessage> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Keep order
          </Button>
          <Button
            type="submit"
            variant="dark"
            disabled={cancelOrder.isPending}
            className="bg-danger hover:bg-danger/90"
          >
            {cancelOrder.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
