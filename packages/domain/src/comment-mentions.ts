// A comment mentions a board member with `@[Name](userId)`: the web inserts the token when a member is picked, the
// server keeps it only for someone who is a member (with their current name), and every reader renders it as
// highlighted text. A name typed by hand is just text: two members may share a name, an id cannot be mistaken.

/** A piece of a comment: text as written, or a member it mentions. */
export type CommentSegment = { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: string };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const MENTION = new RegExp(`@\\[([^\\[\\]\\n]{1,120})\\]\\((${UUID})\\)`, 'g');

/** A name as a mention token holds it: brackets and line breaks, which would end the token, become spaces. */
export function mentionName(name: string): string {
  return (
    name
      .replace(/[[\]\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || '?'
  );
}

/** The token that mentions a member: `@[Aisyah Rahman](6f1c…)`. */
export function mentionToken(member: { name: string; userId: string }): string {
  return `@[${mentionName(member.name)}](${member.userId})`;
}

/** A comment's body cut into text and mentions, in order; a body without mentions is one text piece. */
export function parseCommentBody(body: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: body.slice(last, start) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]!.toLowerCase() });
    last = start + match[0].length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}

/** The ids a body mentions, each once, in the order they first appear. */
export function mentionedUserIds(body: string): string[] {
  const ids = parseCommentBody(body).flatMap((segment) => (segment.kind === 'mention' ? [segment.userId] : []));
  return [...new Set(ids)];
}

/** A body as plain words: each mention as `@Name` (for an e-mail, a notification, a preview). */
export function commentBodyAsText(body: string): string {
  return parseCommentBody(body)
    .map((segment) => (segment.kind === 'text' ? segment.text : `@${segment.name}`))
    .join('');
}

/**
 * A body whose mentions name members only, each with the member's current name; a token naming anyone else is
 * left as the plain `@Name` that was typed.
 */
export function resolveMentions(body: string, members: ReadonlyMap<string, string>): string {
  return parseCommentBody(body)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      const name = members.get(segment.userId);
      return name === undefined ? `@${segment.name}` : mentionToken({ name, userId: segment.userId });
    })
    .join('');
}
