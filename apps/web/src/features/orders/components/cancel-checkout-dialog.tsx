import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
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

  const confirm = () =>
    cancelCheckout.mutate({ orderId: order._id, number: order.number }, { onSuccess: () => close(false) });

  const refusal =
    cancelCheckout.error instanceof ApiError
      ? cancelCheckout.error.message
      : cancelCheckout.error
        ? 'The checkout could not be cancelled. Please check your connection and try again.'
        : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Cancel order ${order.number}?`}
      description="It has not been paid. Nothing will be charged, and its samples go back to your cart so you can check out again later."
    >
      {refusal ? <ErrorMessage className="mb-5">{refusal}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => close(false)}>
          Keep order
        </Button>
        <Button
          variant="dark"
          disabled={cancelCheckout.isPending}
          className="bg-danger hover:bg-danger/90"
          onClick={confirm}
        >
          {cancelCheckout.isPending ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </div>
    </Modal>
  );
}
