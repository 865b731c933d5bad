import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';

type Account = { isApproved: boolean; organizationId?: string | null };

/**
 * "Add all to cart" from the comparison: one unit of each sample in stock, in one all-or-nothing call
 * (`POST /cart-samples/add-multiple`), as a board adds all. The same steps as one sample's ADD TO CART: a visitor signs
 * in and the add goes on, an account awaiting approval sees the pending-approval dialog, one without a company fills it
 * in first. A sample out of stock is left out and said so: it is requested from its page.
 */
export function useAddSamplesToCart() {
  const t = useT('compare');
  const { user, isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: ({ sampleIds }: { sampleIds: string[]; skipped: number }) =>
      api.post('/cart-samples/add-multiple', {
        body: { samples: sampleIds.map((sampleId) => ({ sampleId, quantity: 1 })) },
      }),
    onSuccess: (_cart, { sampleIds, skipped }) => {
      toast.success(t('cart.added', { count: sampleIds.length }), {
        description: skipped > 0 ? t('cart.skipped', { count: skipped }) : undefined,
        action: { label: t('cart.view'), onClick: () => navigate(paths.cart.to()) },
      });
    },
    onError: (error, variables) => {
      if (error instanceof ApiError && error.code === 'NO_ORGANIZATION') {
        dialogs.open({ name: 'company-info', onSaved: () => mutation.mutate(variables) });
        return;
      }
      if (error instanceof ApiError && error.code === 'NOT_APPROVED') {
        dialogs.open({ name: 'pending-approval' });
        return;
      }
      toast.error(error instanceof ApiError && error.status !== 0 && error.message ? error.message : t('cart.failed'));
    },
  });

  const proceed = (variables: { sampleIds: string[]; skipped: number }, account: Account | null) => {
    if (account && !account.isApproved) {
      dialogs.open({ name: 'pending-approval' });
      return;
    }
    if (account && !account.organizationId) {
      dialogs.open({ name: 'company-info', onSaved: () => mutation.mutate(variables) });
      return;
    }
    mutation.mutate(variables);
  };

  const addAllToCart = (samples: readonly Pick<TSampleSummary, '_id' | 'stock'>[]) => {
    const sampleIds = samples.filter((sample) => sample.stock > 0).map((sample) => sample._id);
    if (sampleIds.length === 0) {
      toast.info(t('cart.nothingInStock'));
      return;
    }
    const variables = { sampleIds, skipped: samples.length - sampleIds.length };
    if (!isAuthenticated || !user) {
      // after signing in the session in this closure is stale: the stored user is read instead
      dialogs.open({ name: 'auth', view: 'login', onSuccess: () => proceed(variables, readStoredUser()) });
      return;
    }
    proceed(variables, user);
  };

  return { addAllToCart, isAdding: mutation.isPending };
}

function readStoredUser(): Account | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    return raw ? (JSON.parse(raw) as Account) : null;
  } catch {
    return null;
  }
}
