import { PROJECT_MESSAGES, type TBoardRole } from '@samplebank/contracts/projects';
import type { MessageKey, Translate } from '../../lib/i18n';

// the contracts fix these sentences in English (the server's refusals, the schemas' messages): each has its
// translation under `contract.<name>`
const contractKeys = new Map<string, string>(
  Object.entries(PROJECT_MESSAGES).map(([name, text]) => [text, `contract.${name}`]),
);

/**
 * A message for the project pages in the reader's language: one of ours named by its key (a form schema's), one the
 * contracts write in English, or else as it came (the server's own, already in the page's language).
 */
export function projectText(t: Translate<'projects'>, message: string): string {
  if (t.has(message)) return t(message);
  const key = contractKeys.get(message);
  return key && t.has(key) ? t(key) : message;
}

/** A project type as people read it; a type the form does not offer (an older project's) as it was written. */
export function projectTypeLabel(t: Translate<'projects'>, type: string): string {
  const key = `type.${type}`;
  return t.has(key) ? t(key) : type;
}

/** How each role reads in the member list, the badges and the invitation (spec §5). */
export const roleKeys: Record<TBoardRole, MessageKey<'projects'>> = {
  owner: 'role.owner',
  editor: 'role.editor',
  viewer: 'role.viewer',
};
