import type { TCartResponse } from '@samplebank/contracts/cart';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useClearCart, useRestoreCartLine, useSetCartQuantity } from '../api';
import { CartLine, type CartLineItem } from './cart-line';

/** The cart's samples: change a quantity, remove one (with Undo), or empty the cart (after a confirmation). */
export function CartLines({ cart, showPrices }: { cart: TCartResponse; showPrices: boolean }) {
  const t = useT('cart');
  const setQuantity = useSetCartQuantity();
  const restore = useRestoreCartLine();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const busySampleId = setQuantity.isPending ? setQuantity.variables?.sampleId : undefined;
  const units = cart.samples.reduce((sum, line) => sum + line.quantity, 0);

  const changeQuantity = (line: CartLineItem, quantity: number) =>
    setQuantity.mutate(
      { sampleId: line.sampleId._id, quantity },
      {
        onError: (error) => {
          console.error('Failed to update sample quantity', error);
          toast.error(t('lines.updateFailed'));
        },
      },
    );

  const remove = (line: CartLineItem) =>
    setQuantity.mutate(
      { sampleId: line.sampleId._id, quantity: 0 },
      {
        onSuccess: () =>
          toast(t('lines.removed', { name: line.sampleId.name }), {
            action: {
              label: t('lines.undo'),
              onClick: () =>
                restore.mutate(
                  { sampleId: line.sampleId._id, quantity: line.quantity },
                  { onError: () => toast.error(t('lines.restoreFailed')) },
                ),
            },
          }),
        onError: (error) => {
          console.error('Failed to remove the sample', error);
          toast.error(t('lines.removeFailed'));
        },
      },
    );

  return (
    <section aria-labelledby="cart-lines-heading" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="mb-5 flex items-center justify-between gap-4 border-b border-line pb-4">
        <h2 id="cart-lines-heading" className="text-base font-semibold text-ink">
          {t.rich('lines.heading', {
            count: units,
            muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
          })}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)} className="text-muted">
          {t('lines.clear')}
        </Button>
      </div>
      <ul className="divide-y divide-line">
        {cart.samples.map((line) => (
          <CartLine
            key={line.sampleId._id}
            line={line}
            showPrice={showPrices}
            isBusy={busySampleId === line.sampleId._id}
            onQuantityChange={(quantity) => changeQuantity(line, quantity)}
            onRemove={() => remove(line)}
          />
        ))}
      </ul>
      <Modal
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('lines.clearTitle')}
        description={t('lines.clearDescription')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmClear(false)}>
            {t('lines.keep')}
          </Button>
          <Button
            variant="dark"
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () => setConfirmClear(false),
                onError: () => toast.error(t('lines.clearFailed')),
              })
            }
          >
            {t('lines.clear')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
