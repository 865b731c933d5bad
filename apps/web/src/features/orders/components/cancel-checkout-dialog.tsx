import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useCancelCheckout } from '../api';
import { useOrderMessage } from '../lib/order-messages';

type CancelCheckoutDialogProps = {
  order: { _id: string; number: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before letting an unpaid checkout go; its samples return to the cart, where it can be checked out again. */
export function CancelCheckoutDialog({ order, open, onOpenChange }: CancelCheckoutDialogProps) {
  const t = useT('orders');
  const describe = useOrderMessage();
  const cancelCheckout = useCancelCheckout();

  const close = (next: boolean) => {
    if (!next) cancelCheckout.reset();
    onOpenChange(next);
  };

  const refusal =
    cancelCheckout.error instanceof ApiError
      ? describe(cancelCheckout.error.message).text
      : cancelCheckout.error
        ? t('cancelCheckout.offline')
        : null;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t('cancel.title', { number: order.number })}
      description={t('cancelCheckout.description')}
      confirmLabel={t('cancel.confirm')}
      pendingLabel={t('cancel.pending')}
      cancelLabel={t('cancel.keep')}
      isPending={cancelCheckout.isPending}
      error={refusal}
      onConfirm={() =>
        cancelCheckout.mutate({ orderId: order._id, number: order.number }, { onSuccess: () => close(false) })
      }
    />
  );
}
