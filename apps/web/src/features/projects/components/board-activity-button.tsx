import type { TBoardActivityEntry } from '@samplebank/contracts/board-activity';
import { formatRelativeTime } from '@samplebank/domain/format';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { type Translate, useLocale, useT } from '../../../lib/i18n';
import { useBoardActivity } from '../comments-api';
import { PHONE_ICON_BUTTON } from './phone-icon-button';
import { SampleThumbnail } from './sample-thumbnail';
import { SideSheet } from './side-sheet';

/** The board's "Activity": its timeline beside the board, newest first. */
export function BoardActivityButton({ boardId }: { boardId: string }) {
  const t = useT('collaboration');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} className={PHONE_ICON_BUTTON}>
        <History aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('activity.button')}</span>
      </Button>
      <SideSheet
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('activity.title')}
        description={t('activity.description')}
      >
        {isOpen ? <BoardActivityList boardId={boardId} /> : null}
      </SideSheet>
    </>
  );
}

const WITH_DETAIL = new Set(['member_invited', 'member_removed', 'link_created', 'link_revoked']);

/** An entry in words: "Aisyah added Carrara Marble", "Client Puan Lim approved Carrara Marble". */
export function activitySentence(t: Translate<'collaboration'>, entry: TBoardActivityEntry): string {
  const values = {
    actor: entry.actorName ?? t('activity.someone'),
    sample: entry.sample?.name ?? t('activity.aSample'),
    detail: entry.detail ?? '',
  };
  if (WITH_DETAIL.has(entry.kind) && !entry.detail) {
    return t(`activity.${entry.kind}NoDetail` as 'activity.member_invitedNoDetail', values);
  }
  return t(`activity.${entry.kind}`, values);
}

export function BoardActivityList({ boardId }: { boardId: string }) {
  const t = useT('collaboration');
  const locale = useLocale();
  const activity = useBoardActivity(boardId);

  if (activity.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('activity.loading')}</span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (activity.isError) {
    return (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => activity.refetch()}>
            {t('comments.retry')}
          </Button>
        }
      >
        {t('activity.failed')}
      </ErrorMessage>
    );
  }
  const entries = activity.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="py-10 text-center text-sm text-muted">{t('activity.empty')}</p>;
  return (
    <>
      <ol className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry._id} className="flex items-start gap-3">
            <div className="size-10 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-line">
              {entry.sample ? <SampleThumbnail src={entry.sample.imageUrl} picture={null} sizes="40px" alt="" /> : null}
            </div>
            <div className="min-w-0">
              <p className="text-sm break-words text-ink">{activitySentence(t, entry)}</p>
              <time dateTime={entry.createdAt} className="text-xs text-muted">
                {formatRelativeTime(entry.createdAt, { locale })}
              </time>
            </div>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-5 w-full"
          disabled={activity.isFetchingNextPage}
          onClick={() => activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
