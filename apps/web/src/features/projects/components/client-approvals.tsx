import type { TBoardDecisionKind, TBoardDecisions } from '@samplebank/contracts/board-sharing';
import type { TBoardDetail } from '@samplebank/contracts/projects';
import { CheckCheck, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useAddAllToCart } from '../hooks/use-add-all-to-cart';
import { ShareBoardDialog } from './share-board-dialog';

/** Each sample's current decision by the client; empty while the client has decided nothing. */
export function decisionsBySample(decisions: TBoardDecisions | undefined): Map<string, TBoardDecisionKind | null> {
  const decided = decisions && decisions.summary.total > decisions.summary.pending;
  return new Map(decided ? decisions.samples.map((entry) => [entry.sampleId, entry.current?.decision ?? null]) : []);
}

/** "2 of 3 approved", once the client has decided on something. */
export function ClientDecisionSummary({ decisions }: { decisions: TBoardDecisions | undefined }) {
  const t = useT('sharing');
  if (!decisions || decisions.summary.total === decisions.summary.pending) return null;
  const { summary } = decisions;
  return (
    <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
        <CheckCheck aria-hidden="true" className="size-4 text-success" />
        {t('summary.approved', { approved: summary.approved, total: summary.total })}
      </span>
      <span className="text-muted">
        {t('summary.detail', {
          rejected: summary.rejected,
          alternative: summary.alternative,
          pending: summary.pending,
        })}
      </span>
    </p>
  );
}

/** Share with client, and Add approved to cart once the client approved something: for the owner and editors. */
export function ClientApprovalActions({
  board,
  decisions,
}: {
  board: TBoardDetail;
  decisions: TBoardDecisions | undefined;
}) {
  const t = useT('sharing');
  const [isSharing, setIsSharing] = useState(false);
  const { addAllToCart, isAdding } = useAddAllToCart();
  const approved = new Set(
    (decisions?.samples ?? []).filter((entry) => entry.current?.decision === 'approved').map((entry) => entry.sampleId),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setIsSharing(true)}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('share.button')}
      </Button>
      {approved.size > 0 ? (
        <Button
          variant="secondary"
          onClick={() => addAllToCart(board, { only: approved, added: t('cart.approvedAdded', { board: board.name }) })}
          disabled={isAdding(board._id)}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {isAdding(board._id) ? t('cart.adding') : t('cart.addApproved')}
        </Button>
      ) : null}
      <ShareBoardDialog boardId={board._id} boardName={board.name} open={isSharing} onOpenChange={setIsSharing} />
    </>
  );
}
