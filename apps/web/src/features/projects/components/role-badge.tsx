import type { TBoardRole } from '@samplebank/contracts/projects';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { roleKeys } from '../project-text';

const tones: Record<TBoardRole, string> = {
  owner: 'bg-ink text-white',
  editor: 'bg-brand-soft text-brand-strong',
  viewer: 'bg-surface text-muted',
};

/** A member's role as a small pill. */
export function RoleBadge({ role, className }: { role: TBoardRole; className?: string }) {
  const t = useT('projects');
  return (
    <span
      className={cn('inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium', tones[role], className)}
    >
      {t(roleKeys[role])}
    </span>
  );
}

/** "Shared with you" and the role, on a project the user does not own. */
export function SharedBadge({ role, className }: { role: TBoardRole; className?: string }) {
  const t = useT('projects');
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full bg-white/95 px-2.5 text-xs font-medium whitespace-nowrap text-ink shadow-card ring-1 ring-line',
        className,
      )}
    >
      {/* the short form keeps the pill on one line on a phone's two-column grid */}
      {t.rich('role.sharedBadge', {
        role: t(roleKeys[role]),
        long: (chunks) => <span className="sr-only sm:not-sr-only">{chunks}</span>,
      })}
    </span>
  );
}
