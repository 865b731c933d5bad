// i18n: not yet translated (issue 16)
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelCheckout } from '../api';

type CancelCheckoutDialogProps = {
  order: { _id: string; number: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before letting an unpaid checkout go; its samples return to the cart, where it can be checked out again. */
export function CancelCheckoutDialog({ order, open, onOpenChange }: CancelCheckoutDialogProps) {
  const cancelCheckout = useCancelCheckout();

  const close = (next: boolean) => {
    if (!next) cancelCheckout.reset();
    onOpenChange(next);
  };

  const refusal =
    cancelCheckout.error instanceof ApiError
      ? cancelCheckout.error.message
      : cancelCheckout.error
        ? 'The checkout could not be cancelled. Please check your connection and try again.'
        : null;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={`Cancel order ${order.number}?`}
      description="It has not been paid. Nothing will be charged, and its samples go back to your cart so you can check out again later."
      confirmLabel="Cancel order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep order"
      isPending={cancelCheckout.isPending}
      error={refusal}
      onConfirm={() =>
        cancelCheckout.mutate({ orderId: order._id, number: order.number }, { onSuccess: () => close(false) })
      }
    />
  );
}
