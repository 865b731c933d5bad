import type { TBoardComment, TBoardCommentThread } from '@samplebank/contracts/board-comments';
import type { CommentWithAuthor } from './board-comments.repository.js';

/** What the caller may do with comments on a board: who they are and whether they own it. */
export type CommentViewer = { userId: string; isOwner: boolean };

/** A comment as the thread shows it; a deleted one keeps only its place (no words, no author). */
export function presentComment({ comment, author }: CommentWithAuthor, viewer: CommentViewer): TBoardComment {
  const deleted = comment.deletedAt !== null;
  const isAuthor = comment.authorId !== null && comment.authorId === viewer.userId;
  return {
    _id: comment.id,
    sampleId: comment.sampleId,
    parentId: comment.parentId,
    author: deleted || !author ? null : { _id: author.id, name: author.name, avatar: author.avatar },
    body: deleted ? '' : comment.body,
    deleted,
    editedAt: deleted ? null : (comment.editedAt?.toISOString() ?? null),
    createdAt: comment.createdAt.toISOString(),
    canEdit: !deleted && isAuthor,
    canDelete: !deleted && (isAuthor || viewer.isOwner),
  };
}

/**
 * Comments (oldest first) as threads: each first comment with its replies. A deleted reply is gone; a deleted first
 * comment stays as a placeholder while a reply is left under it.
 */
export function presentThreads(rows: CommentWithAuthor[], viewer: CommentViewer): TBoardCommentThread[] {
  const replies = new Map<string, TBoardComment[]>();
  for (const row of rows) {
    if (!row.comment.parentId || row.comment.deletedAt) continue;
    const list = replies.get(row.comment.parentId) ?? [];
    list.push(presentComment(row, viewer));
    replies.set(row.comment.parentId, list);
  }
  return rows
    .filter((row) => !row.comment.parentId)
    .map((row) => ({ ...presentComment(row, viewer), replies: replies.get(row.comment.id) ?? [] }))
    .filter((thread) => !thread.deleted || thread.replies.length > 0);
}
