import type { TCheckout } from '@samplebank/contracts/checkout';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
  const confirm = () => cancel.mutate(checkout.orderId);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
      title={`Cancel checkout ${checkout.number}?`}
      className="sm:max-w-md"
    >
      <p className="text-sm text-muted">
        Nothing has been charged. The samples we are holding for you go back on the shelf and back into your cart, so
        you can check out again whenever you like.
      </p>
      {cancel.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/20 bg-danger-soft p-3 text-sm text-danger">
          {cancel.error.message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          Keep checkout
        </Button>
        <Button
          className="bg-danger hover:bg-danger/90"
          onClick={confirm}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
        >
          {cancel.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {cancel.isPending ? 'Cancelling...' : 'Cancel checkout'}
        </Button>
      </div>
    </Modal>
  );
}
