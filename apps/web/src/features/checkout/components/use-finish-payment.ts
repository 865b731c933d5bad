import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { waitForPaidOrder } from '../api';
import { clearPendingCheckout } from '../lib/pending-checkout';

/** Spec §9: the pause between 'Payment successful' and the orders page. */
export const PAYMENT_REDIRECT_DELAY_MS = 1000;

/**
 * After the card is accepted: wait until the server has handled the payment event and the order is processing
 * ("Payment received, confirming..."), then 'Payment successful' and, a second later, the orders page.
 */
export function useFinishPayment(orderId: string) {
  const [isConfirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async () => {
    setConfirming(true);
    clearPendingCheckout();
    const confirmed = await waitForPaidOrder(orderId);
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
    if (confirmed) toast.success('Payment successful');
    else toast.success('Payment successful', { description: 'Your order will show as processing in a moment.' });
    window.setTimeout(() => navigate(paths.orders.to()), PAYMENT_REDIRECT_DELAY_MS);
  };

  return { isConfirming, finish };
}
