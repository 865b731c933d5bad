import { mentionName, mentionToken, parseCommentBody } from '@samplebank/domain/comment-mentions';

/** A member the composer may mention. */
export type Mentionable = { userId: string; name: string };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the composer's box shows for a body: each mention as `@Name`, with the members it mentions, so the person
 * edits words rather than tokens.
 */
export function composerTextOf(body: string): { text: string; mentioned: Mentionable[] } {
  const mentioned: Mentionable[] = [];
  const text = parseCommentBody(body)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (!mentioned.some((member) => member.userId === segment.userId)) mentioned.push(segment);
      return `@${segment.name}`;
    })
    .join('');
  return { text, mentioned };
}

/**
 * The body to send: each `@Name` of a member picked from the list becomes their token (longest names first, so
 * "@Ben Lee" is not read as "@Ben"); a name typed by hand, or one picked then erased, stays text.
 */
export function bodyOf(text: string, mentioned: Mentionable[]): string {
  const byLength = [...mentioned].sort((a, b) => mentionName(b.name).length - mentionName(a.name).length);
  if (!byLength.length) return text;
  const pattern = new RegExp(
    `@(${byLength.map((member) => escapeRegExp(mentionName(member.name))).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  return text.replace(pattern, (whole, name: string) => {
    const member = byLength.find((candidate) => mentionName(candidate.name) === name);
    return member ? mentionToken(member) : whole;
  });
}

/** The `@query` being typed just before the caret, and where it starts; null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { query: match[2] ?? '', start: caret - (match[2]?.length ?? 0) - 1 };
}
