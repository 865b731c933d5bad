import type { TCheckout } from '@samplebank/contracts/checkout';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCancelCheckout } from '../api';
import { useCheckoutMessage } from '../lib/checkout-messages';

type CancelCheckoutDialogProps = {
  checkout: Pick<TCheckout, 'orderId' | 'number'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the checkout was let go and its samples are back in the cart */
  onCancelled: () => void;
};

/** Asks before letting an unpaid checkout go; says what happens to its samples. */
export function CancelCheckoutDialog({ checkout, open, onOpenChange, onCancelled }: CancelCheckoutDialogProps) {
  const t = useT('checkout');
  const describe = useCheckoutMessage();
  const cancel = useCancelCheckout(() => {
    onOpenChange(false);
    toast.success(t('cancel.toast'), { description: t('cancel.toastDescription') });
    onCancelled();
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
      title={t('cancel.title', { number: checkout.number })}
      description={t('cancel.description')}
      confirmLabel={t('cancel.confirm')}
      pendingLabel={t('cancel.pending')}
      cancelLabel={t('cancel.keep')}
      isPending={cancel.isPending}
      error={cancel.isError ? describe(cancel.error.message) : null}
      onConfirm={() => cancel.mutate(checkout.orderId)}
    />
  );
}
