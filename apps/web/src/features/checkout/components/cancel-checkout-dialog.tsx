// i18n: not yet translated (issue 16)
import type { TCheckout } from '@samplebank/contracts/checkout';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCancelCheckout } from '../api';

type CancelCheckoutDialogProps = {
  checkout: Pick<TCheckout, 'orderId' | 'number'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the checkout was let go and its samples are back in the cart */
  onCancelled: () => void;
};

/** Asks before letting an unpaid checkout go; says what happens to its samples. */
export function CancelCheckoutDialog({ checkout, open, onOpenChange, onCancelled }: CancelCheckoutDialogProps) {
  const cancel = useCancelCheckout(() => {
    onOpenChange(false);
    toast.success('Checkout cancelled', { description: 'Its samples are back in your cart.' });
    onCancelled();
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
      title={`Cancel checkout ${checkout.number}?`}
      description="Nothing has been charged. The samples we are holding for you go back on the shelf and back into your cart, so you can check out again whenever you like."
      confirmLabel="Cancel checkout"
      pendingLabel="Cancelling..."
      cancelLabel="Keep checkout"
      isPending={cancel.isPending}
      error={cancel.isError ? cancel.error.message : null}
      onConfirm={() => cancel.mutate(checkout.orderId)}
    />
  );
}
