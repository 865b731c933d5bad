import { parseCommentBody } from '@samplebank/domain/comment-mentions';

/**
 * A comment's words as text: React escapes every piece, so markup someone typed shows as they typed it; a mention
 * of a member is highlighted. Nothing here ever builds HTML from a comment.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
      {parseCommentBody(body).map((segment, index) =>
        segment.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one body never move
          <span key={index}>{segment.text}</span>
        ) : (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one body never move
            key={index}
            translate="no"
            data-mention={segment.userId}
            className="rounded bg-brand-soft px-0.5 font-medium text-ink"
          >
            @{segment.name}
          </mark>
        ),
      )}
    </p>
  );
}
