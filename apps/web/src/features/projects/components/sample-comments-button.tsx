import { BOARD_COMMENTS_PARAM } from '@samplebank/contracts/board-comments';
import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { MessageSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useBoardMembers, useUserId } from '../api';
import type { Mentionable } from '../comment-mentions-text';
import { useCommentActions, useCommentCounts, useSampleComments } from '../comments-api';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { SideSheet } from './side-sheet';

type SampleCommentsButtonProps = { boardId: string; sample: Pick<TSampleSummary, '_id' | 'name'> };

/**
 * A board card's "Comments (n)", opening the sample's thread beside the board. The open thread is in the address
 * (`?comments=<sample id>`, replacing the board's entry in the history), so a mention's e-mail opens it.
 */
export function SampleCommentsButton({ boardId, sample }: SampleCommentsButtonProps) {
  const t = useT('collaboration');
  const [params, setParams] = useSearchParams();
  const isOpen = params.get(BOARD_COMMENTS_PARAM) === sample._id;
  const setIsOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(BOARD_COMMENTS_PARAM, sample._id);
        else next.delete(BOARD_COMMENTS_PARAM);
        return next;
      },
      // the board stays where it was scrolled, behind the sheet and after it
      { replace: true, preventScrollReset: true },
    );
  const counts = useCommentCounts(boardId);
  const count = counts.data?.counts[sample._id] ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('comments.buttonLabel', { count, sample: sample.name })}
        className="mt-1.5 inline-flex min-h-8 items-center gap-1.5 rounded-full text-xs font-semibold text-muted hover:text-ink"
      >
        <MessageSquare aria-hidden="true" className="size-3.5" />
        {t('comments.button', { count })}
      </button>
      <SideSheet
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('comments.title')}
        description={t('comments.description', { sample: sample.name })}
        footer={isOpen ? <NewComment boardId={boardId} sampleId={sample._id} /> : null}
      >
        {isOpen ? <SampleComments boardId={boardId} sampleId={sample._id} /> : null}
      </SideSheet>
    </>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The people on the board one may mention, once each (a member may also share the whole project): all but oneself. */
function useMentionable(boardId: string): Mentionable[] {
  const members = useBoardMembers(boardId);
  const userId = useUserId();
  const people = new Map<string, Mentionable>();
  for (const { user } of members.data ?? [])
    if (user._id !== userId) people.set(user._id, { userId: user._id, name: user.name });
  return [...people.values()];
}

function SampleComments({ boardId, sampleId }: { boardId: string; sampleId: string }) {
  const t = useT('collaboration');
  const comments = useSampleComments(boardId, sampleId);
  const members = useMentionable(boardId);
  const { post, edit, remove } = useCommentActions(boardId, sampleId);

  if (comments.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('comments.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-3 w-28" />
              <Skeleton className="mt-2 h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (comments.isError) {
    return (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => comments.refetch()}>
            {t('comments.retry')}
          </Button>
        }
      >
        {t('comments.failed')}
      </ErrorMessage>
    );
  }
  if (comments.data.threads.length === 0) {
    return <p className="py-10 text-center text-sm text-muted">{t('comments.empty')}</p>;
  }
  return (
    <CommentThread
      threads={comments.data.threads}
      members={members}
      actions={{
        reply: (parentId, body) => post.mutateAsync({ body, parentId }),
        edit: (commentId, body) => edit.mutateAsync({ commentId, body }),
        remove: (commentId) => remove.mutateAsync(commentId),
      }}
    />
  );
}

function NewComment({ boardId, sampleId }: { boardId: string; sampleId: string }) {
  const t = useT('collaboration');
  const members = useMentionable(boardId);
  const { post } = useCommentActions(boardId, sampleId);
  return (
    <CommentComposer
      members={members}
      label={t('composer.label')}
      submitLabel={t('composer.send')}
      pendingLabel={t('composer.sending')}
      isPending={post.isPending}
      error={post.isError ? messageOf(post.error) : null}
      onSubmit={(body) => post.mutateAsync({ body })}
    />
  );
}
