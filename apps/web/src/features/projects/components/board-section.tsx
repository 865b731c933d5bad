import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TBoard } from '@samplebank/contracts/projects';
import { canEditBoard } from '@samplebank/domain/board-roles';
import { ArrowUpRight, Plus, ShoppingBag, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useAddAllToCart } from '../hooks/use-add-all-to-cart';
import { BoardSampleCard } from './board-sample-card';
import { BoardSampleRow } from './board-sample-row';
import { MembersDialog, memberCountLabel } from './members-dialog';
import { RemoveSampleDialog } from './remove-sample-dialog';
import { RoleBadge } from './role-badge';

/** One board on the project page: heading, members, Add All to Cart and its row of samples. */
export function BoardSection({ board }: { board: TBoard }) {
  const t = useT('projects');
  const [isMembersOpen, setIsMembersOpen] = useState(false);
  const [removing, setRemoving] = useState<TSampleSummary | null>(null);
  const { addAllToCart, isAdding } = useAddAllToCart();
  const canEdit = canEditBoard(board.role);
  const headingId = `board-${board._id}`;

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6 md:pt-8">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-xl font-semibold text-ink">
            <Link
              to={paths.board.to(board.projectId, board._id)}
              translate="no"
              className="inline-flex items-center gap-1 hover:underline hover:underline-offset-4"
            >
              {board.name}
              <ArrowUpRight aria-hidden="true" className="size-4 text-muted" />
            </Link>
            <span className="text-base font-normal text-muted">({board.samples.length})</span>
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <Users aria-hidden="true" className="size-4" />
            {memberCountLabel(t, board.memberCount)}
            {board.role !== 'owner' ? <RoleBadge role={board.role} className="ml-1" /> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setIsMembersOpen(true)}>
            <Users aria-hidden="true" className="size-4" />
            {t('actions.manageMembers')}
          </Button>
          {canEdit && board.samples.length > 0 ? (
            <Button
              variant="dark"
              size="sm"
              onClick={() => addAllToCart(board)}
              disabled={isAdding(board._id)}
              aria-busy={isAdding(board._id)}
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              {isAdding(board._id) ? t('actions.adding') : t('actions.addAllToCart')}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="mt-5">
        {board.samples.length === 0 ? (
          <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-canvas px-6 py-10 text-center sm:flex-row sm:gap-4">
            <p className="text-sm text-muted">{t('spec.emptyBoard')}</p>
            {canEdit ? (
              <ButtonLink to={paths.samples.to()} variant="secondary" size="sm">
                <Plus aria-hidden="true" className="size-4" />
                {t('actions.addSamples')}
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          <BoardSampleRow boardName={board.name}>
            {board.samples.map((sample) => (
              <li key={sample._id} className="w-40 shrink-0 snap-start sm:w-48">
                <BoardSampleCard sample={sample} onRemove={canEdit ? setRemoving : undefined} />
              </li>
            ))}
          </BoardSampleRow>
        )}
      </div>

      <MembersDialog board={board} open={isMembersOpen} onOpenChange={setIsMembersOpen} />
      <RemoveSampleDialog target={removing ? { board, sample: removing } : null} onClose={() => setRemoving(null)} />
    </section>
  );
}
