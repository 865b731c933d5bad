import type { TBoard } from '@samplebank/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi } from '../api';

/**
 * 'Add All to Cart' (spec §8): one unit of every in-stock sample on the board, in one all-or-nothing call. An
 * account awaiting approval sees the pending-approval dialog; one without a company fills it in, then the add goes on.
 */
export function useAddAllToCart() {
  const t = useT('projects');
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: ({ sampleIds }: { board: TBoard; sampleIds: string[]; skipped: number; added?: string }) =>
      projectsApi.addAllToCart(sampleIds),
    onSuccess: (_cart, { board, skipped, added }) => {
      toast.success(added ?? t('spec.allAddedToCart', { board: board.name }), {
        description: skipped > 0 ? t('cart.skippedOutOfStock', { count: skipped }) : undefined,
        action: { label: t('cart.view'), onClick: () => navigate(paths.cart.to()) },
      });
    },
    onError: (error, variables) => {
      if (error instanceof ApiError && error.code === 'NO_ORGANIZATION') {
        dialogs.open({ name: 'company-info', onSaved: () => mutation.mutate(variables) });
        return;
      }
      // the code says it in any language; the message test is for a server that sends none
      if (
        error instanceof ApiError &&
        (error.code === 'NOT_APPROVED' || (error.status === 403 && /not approved/i.test(error.message)))
      ) {
        dialogs.open({ name: 'pending-approval' });
        return;
      }
      toast.error(t('spec.addAllFailed'));
    },
  });

  /**
   * Adds the board's in-stock samples; `only` narrows them to some (the client's approved ones, issue 19), and `added`
   * is what the toast then says.
   */
  const addAllToCart = (board: TBoard, { only, added }: { only?: ReadonlySet<string>; added?: string } = {}) => {
    const chosen = only ? board.samples.filter((sample) => only.has(sample._id)) : board.samples;
    const inStock = chosen.filter((sample) => sample.stock > 0).map((sample) => sample._id);
    if (inStock.length === 0) {
      toast.info(t('spec.nothingToAdd'));
      return;
    }
    mutation.mutate({ board, sampleIds: inStock, skipped: chosen.length - inStock.length, added });
  };

  return {
    addAllToCart,
    isAdding: (boardId: string) => mutation.isPending && mutation.variables?.board._id === boardId,
  };
}
