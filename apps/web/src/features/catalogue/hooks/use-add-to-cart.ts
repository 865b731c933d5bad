import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';

/** Spec §9: the pause between the success toast and the cart. */
export const CART_REDIRECT_DELAY_MS = 1000;

/**
 * ADD TO CART (spec §4): a visitor signs in and the add is retried; an unapproved account sees the
 * pending-approval dialog; a user without a company fills it in and the add goes on; then one unit
 * is added and, a second later, the cart opens (reloaded, so it shows the new line).
 */
export function useAddToCart() {
  const t = useT('catalogue');
  const { user, isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (sampleId: string) => api.post('/cart-samples/add-sample', { body: { sampleId, quantity: 1 } }),
    onSuccess: () => {
      toast.success(t('addToCart.added'));
      window.setTimeout(() => {
        navigate(paths.cart.to());
        window.location.reload();
      }, CART_REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status !== 0 && error.message ? error.message : t('addToCart.failed'),
      );
    },
  });

  const addToCart = (sampleId: string) => {
    if (!isAuthenticated || !user) {
      dialogs.open({ name: 'auth', view: 'login', onSuccess: () => addToCartAfterSignIn(sampleId) });
      return;
    }
    proceed(sampleId, user);
  };

  // after signing in the session in this closure is stale: read the stored user instead
  const addToCartAfterSignIn = (sampleId: string) => {
    const stored = readStoredUser();
    if (stored) proceed(sampleId, stored);
    else mutation.mutate(sampleId);
  };

  const proceed = (sampleId: string, account: { isApproved: boolean; organizationId?: string | null }) => {
    if (!account.isApproved) {
      dialogs.open({ name: 'pending-approval' });
      return;
    }
    if (!account.organizationId) {
      dialogs.open({ name: 'company-info', onSaved: () => mutation.mutate(sampleId) });
      return;
    }
    mutation.mutate(sampleId);
  };

  return { addToCart, isAdding: mutation.isPending || mutation.isSuccess };
}

function readStoredUser(): { isApproved: boolean; organizationId?: string | null } | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    return raw ? (JSON.parse(raw) as { isApproved: boolean; organizationId?: string | null }) : null;
  } catch {
    return null;
  }
}
