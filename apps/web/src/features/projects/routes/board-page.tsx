import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { canEditBoard } from '@samplebank/domain/board-roles';
import { ArrowLeft, Eye, ShoppingBag, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DecisionBadge } from '../../../components/decision-badge';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBoard } from '../api';
import { useBoardDecisions } from '../board-sharing-api';
import { BoardAccessLost, isBoardAccessLost } from '../components/board-access-lost';
import { BoardActivityButton } from '../components/board-activity-button';
import { BoardSampleCard } from '../components/board-sample-card';
import { ClientApprovalActions, ClientDecisionSummary, decisionsBySample } from '../components/client-approvals';
import { ExportPresentationButton } from '../components/export-presentation-button';
import { MembersDialog, memberCountLabel } from '../components/members-dialog';
import { PHONE_ICON_BUTTON } from '../components/phone-icon-button';
import { RemoveSampleDialog } from '../components/remove-sample-dialog';
import { RoleBadge } from '../components/role-badge';
import { SampleCommentsButton } from '../components/sample-comments-button';
import { SampleSearchBox } from '../components/sample-search-box';
import { SignInRequired } from '../components/sign-in-required';
import { useAddAllToCart } from '../hooks/use-add-all-to-cart';

const gridStyles = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** /project/{projectId}/board/{boardId}: one board's samples in a grid, and the ADD SAMPLE box for its editors. */
export function BoardPage() {
  const t = useT('projects');
  const { projectId, boardId } = useParams();
  const { isAuthenticated } = useSession();

  return (
    <div className="container-page py-6 md:py-10">
      {!projectId || !boardId ? (
        <ErrorMessage>{t('spec.projectIdMissing')}</ErrorMessage>
      ) : !isAuthenticated ? (
        <SignInRequired message={t('spec.signedOut')} />
      ) : (
        <BoardDetail projectId={projectId} boardId={boardId} />
      )}
    </div>
  );
}

function BoardDetail({ projectId, boardId }: { projectId: string; boardId: string }) {
  const t = useT('projects');
  const board = useBoard(boardId);
  const decisions = useBoardDecisions(boardId);
  const [isMembersOpen, setIsMembersOpen] = useState(false);
  const [removing, setRemoving] = useState<TSampleSummary | null>(null);
  const { addAllToCart, isAdding } = useAddAllToCart();

  if (board.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('board.loading')}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-5 h-10 w-64" />
        <Skeleton className="mt-3 h-4 w-40" />
        <div className={`mt-10 ${gridStyles}`}>
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="aspect-square w-full rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  // a removed member, or anyone whose board is gone, is told so in words rather than shown a fetch error
  if (board.isError && isBoardAccessLost(board.error)) return <BoardAccessLost />;
  if (board.isError || board.data.projectId !== projectId) {
    return (
      <>
        <BackLink projectId={projectId} name={t('board.backToProject')} />
        <ErrorMessage className="mt-4">{t('spec.fetchFailed')}</ErrorMessage>
      </>
    );
  }

  const data = board.data;
  const canEdit = canEditBoard(data.role);
  const decisionOf = decisionsBySample(decisions.data);

  return (
    <>
      <title>{t('board.documentTitle', { board: data.name, project: data.project.name })}</title>
      <BackLink projectId={projectId} name={data.project.name} isName />
      <header className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 translate="no" className="text-3xl font-semibold tracking-tight break-words text-ink md:text-4xl">
            {data.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            {t('count.samples', { count: data.samples.length })}
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              {memberCountLabel(t, data.memberCount)}
            </span>
            <RoleBadge role={data.role} className="ml-1" />
          </p>
          <ClientDecisionSummary decisions={decisions.data} />
        </div>
        {/* on a phone the timeline, the PDF and the members are icons (named for screen readers), beside the labelled actions */}
        <div className="flex flex-wrap gap-2">
          {canEdit ? <ClientApprovalActions board={data} decisions={decisions.data} /> : null}
          <BoardActivityButton boardId={data._id} />
          <ExportPresentationButton projectId={projectId} boardId={data._id} name={data.name} />
          <Button variant="secondary" onClick={() => setIsMembersOpen(true)} className={PHONE_ICON_BUTTON}>
            <Users aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('actions.manageMembers')}</span>
          </Button>
          {canEdit && data.samples.length > 0 ? (
            <Button variant="dark" onClick={() => addAllToCart(data)} disabled={isAdding(data._id)}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              {isAdding(data._id) ? t('actions.adding') : t('actions.addAllToCart')}
            </Button>
          ) : null}
        </div>
      </header>

      <div className="mt-8">
        {canEdit ? (
          <div className="max-w-2xl">
            <SampleSearchBox
              projectId={projectId}
              boardId={data._id}
              boardSampleIds={data.samples.map((sample) => sample._id)}
            />
          </div>
        ) : (
          <p
            role="note"
            className="flex items-start gap-3 rounded-xl border border-warning/20 bg-warning-soft px-4 py-3 text-sm text-ink"
          >
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              {t.rich('spec.viewerNotice', {
                strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
              })}
            </span>
          </p>
        )}
      </div>

      <section aria-label={t('row.label', { board: data.name })} className="mt-8 md:mt-10">
        {data.samples.length === 0 ? (
          <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-canvas px-6 py-14 text-center">
            <p className="text-sm text-muted">{t('spec.emptyBoard')}</p>
            {canEdit ? (
              <p className="text-sm text-muted">
                {t('board.searchAbove')}{' '}
                <ButtonLink to={paths.samples.to()} variant="secondary" size="sm" className="ml-1">
                  {t('actions.addSamples')}
                </ButtonLink>
              </p>
            ) : null}
          </div>
        ) : (
          <ul className={gridStyles}>
            {data.samples.map((sample) => (
              <li key={sample._id}>
                <BoardSampleCard
                  sample={sample}
                  onRemove={canEdit ? setRemoving : undefined}
                  badge={
                    decisionOf.has(sample._id) ? <DecisionBadge decision={decisionOf.get(sample._id) ?? null} /> : null
                  }
                  footer={<SampleCommentsButton boardId={data._id} sample={sample} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MembersDialog board={data} open={isMembersOpen} onOpenChange={setIsMembersOpen} />
      <RemoveSampleDialog
        target={removing ? { board: data, sample: removing } : null}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** Back to the project: named by the project (a name, left untranslated) or, when it failed to load, by the words. */
function BackLink({ projectId, name, isName = false }: { projectId: string; name: string; isName?: boolean }) {
  return (
    <Link
      to={paths.project.to(projectId)}
      className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      <span translate={isName ? 'no' : undefined} className="truncate">
        {name}
      </span>
    </Link>
  );
}
