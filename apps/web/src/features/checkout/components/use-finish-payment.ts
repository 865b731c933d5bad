import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { checkoutKeys, waitForPaidOrder } from '../api';

/** Spec §9: the pause between 'Payment successful' and the orders page. */
export const PAYMENT_REDIRECT_DELAY_MS = 1000;

/**
 * After the card is accepted: wait until the server has handled the payment event and the order is processing
 * ("Payment received, confirming..."), then 'Payment successful' and, a second later, the orders page. Runs once,
 * however often it is called (a resumed step may find the payment done more than once).
 */
export function useFinishPayment(orderId: string) {
  const t = useT('checkout');
  const [isConfirming, setConfirming] = useState(false);
  const started = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async () => {
    if (started.current) return;
    started.current = true;
    setConfirming(true);
    const confirmed = await waitForPaidOrder(orderId);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
      queryClient.invalidateQueries({ queryKey: checkoutKeys.current }),
    ]);
    if (confirmed) toast.success(t('paid.toast'));
    else toast.success(t('paid.toast'), { description: t('paid.toastDescription') });
    window.setTimeout(() => navigate(paths.orders.to()), PAYMENT_REDIRECT_DELAY_MS);
  };

  return { isConfirming, finish };
}
