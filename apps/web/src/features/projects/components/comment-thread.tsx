import type { TBoardComment, TBoardCommentThread } from '@samplebank/contracts/board-comments';
import { formatRelativeTime } from '@samplebank/domain/format';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocale, useT } from '../../../lib/i18n';
import type { Mentionable } from '../comment-mentions-text';
import { CommentBody } from './comment-body';
import { CommentComposer } from './comment-composer';
import { MemberAvatar } from './member-avatar';

/** What the thread does through the API: each resolves when the server took it, or throws its refusal. */
export type CommentThreadActions = {
  reply: (parentId: string, body: string) => Promise<unknown>;
  edit: (commentId: string, body: string) => Promise<unknown>;
  remove: (commentId: string) => Promise<unknown>;
};

type CommentThreadProps = {
  threads: TBoardCommentThread[];
  members: Mentionable[];
  actions: CommentThreadActions;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A sample's comments: each first comment with its replies under it, and what the reader may do with each. */
export function CommentThread({ threads, members, actions }: CommentThreadProps) {
  const t = useT('collaboration');
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TBoardComment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);
  const [isReplying, setIsReplying] = useState(false);

  async function reply(parentId: string, body: string) {
    setIsReplying(true);
    setReplyError(null);
    try {
      await actions.reply(parentId, body);
      setReplyingTo(null);
    } catch (error) {
      setReplyError(messageOf(error));
      throw error;
    } finally {
      setIsReplying(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await actions.remove(deleting._id);
      setDeleting(null);
    } catch (error) {
      setDeleteError(messageOf(error));
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <>
      <ol className="flex flex-col gap-5">
        {threads.map((thread) => (
          <li key={thread._id}>
            <CommentItem comment={thread} members={members} actions={actions} onDelete={setDeleting} />
            {thread.replies.length > 0 || replyingTo === thread._id ? (
              <ol className="mt-3 ml-5 flex flex-col gap-3 border-l-2 border-line pl-4">
                {thread.replies.map((replyComment) => (
                  <li key={replyComment._id}>
                    <CommentItem comment={replyComment} members={members} actions={actions} onDelete={setDeleting} />
                  </li>
                ))}
                {replyingTo === thread._id ? (
                  <li>
                    <CommentComposer
                      members={members}
                      label={t('composer.replyLabel')}
                      submitLabel={t('composer.sendReply')}
                      pendingLabel={t('composer.sending')}
                      isPending={isReplying}
                      error={replyError}
                      onSubmit={(body) => reply(thread._id, body)}
                      onCancel={() => setReplyingTo(null)}
                      autoFocus
                    />
                  </li>
                ) : null}
              </ol>
            ) : null}
            {!thread.deleted && replyingTo !== thread._id ? (
              <button
                type="button"
                onClick={() => {
                  setReplyError(null);
                  setReplyingTo(thread._id);
                }}
                aria-label={t('comments.replyTo', { name: thread.author?.name ?? t('comments.formerMember') })}
                className="ml-12 inline-flex min-h-8 items-center text-xs font-semibold text-muted hover:text-ink"
              >
                {t('comments.reply')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteDescription')}
        confirmLabel={t('comments.deleteConfirm')}
        pendingLabel={t('comments.deleting')}
        cancelLabel={t('comments.cancel')}
        isPending={isDeleting}
        error={deleteError}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function CommentItem({
  comment,
  members,
  actions,
  onDelete,
}: {
  comment: TBoardComment;
  members: Mentionable[];
  actions: CommentThreadActions;
  onDelete: (comment: TBoardComment) => void;
}) {
  const t = useT('collaboration');
  const locale = useLocale();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (comment.deleted) {
    return (
      <p className="rounded-lg bg-surface px-3 py-2 text-sm text-muted italic">{t('comments.deletedPlaceholder')}</p>
    );
  }
  const name = comment.author?.name ?? t('comments.formerMember');

  async function save(body: string) {
    setIsSaving(true);
    setError(null);
    try {
      await actions.edit(comment._id, body);
      setIsEditing(false);
    } catch (failure) {
      setError(messageOf(failure));
      throw failure;
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <article className="flex gap-3" aria-label={name}>
      <MemberAvatar name={name} src={comment.author?.avatar ?? null} className="size-9" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span translate="no" className="font-semibold text-ink">
            {name}
          </span>
          <time
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString()}
            className="text-xs text-muted"
          >
            {formatRelativeTime(comment.createdAt, { locale })}
          </time>
          {comment.editedAt ? <span className="text-xs text-muted">· {t('comments.edited')}</span> : null}
        </p>
        {isEditing ? (
          <div className="mt-2">
            <CommentComposer
              members={members}
              initialBody={comment.body}
              label={t('composer.editLabel')}
              submitLabel={t('comments.save')}
              pendingLabel={t('comments.saving')}
              isPending={isSaving}
              error={error}
              onSubmit={save}
              onCancel={() => setIsEditing(false)}
              autoFocus
            />
          </div>
        ) : (
          <div className="mt-0.5">
            <CommentBody body={comment.body} />
          </div>
        )}
        {!isEditing && (comment.canEdit || comment.canDelete) ? (
          <div className="flex gap-4">
            {comment.canEdit ? (
              <button
                type="button"
                onClick={() => setIsEditing(true)}
                className="inline-flex min-h-8 items-center text-xs font-semibold text-muted hover:text-ink"
              >
                {t('comments.edit')}
              </button>
            ) : null}
            {comment.canDelete ? (
              <button
                type="button"
                onClick={() => onDelete(comment)}
                className="inline-flex min-h-8 items-center text-xs font-semibold text-muted hover:text-danger"
              >
                {t('comments.delete')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
