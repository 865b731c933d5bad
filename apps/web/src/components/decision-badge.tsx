import type { TBoardDecisionKind } from '@samplebank/contracts/board-sharing';
import { Check, Clock, RefreshCw, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

const looks = {
  approved: { Icon: Check, className: 'bg-success-soft text-success ring-success/20' },
  rejected: { Icon: X, className: 'bg-danger-soft text-danger ring-danger/20' },
  alternative: { Icon: RefreshCw, className: 'bg-warning-soft text-warning ring-warning/20' },
  pending: { Icon: Clock, className: 'bg-surface text-muted ring-line' },
} as const;

/** Where a sample stands with the client: approved, rejected, needs an alternative, or not decided yet. */
export function DecisionBadge({ decision, className }: { decision: TBoardDecisionKind | null; className?: string }) {
  const t = useT('sharing');
  const kind = decision ?? 'pending';
  const { Icon, className: look } = looks[kind];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`decision.${kind}`)}
    </span>
  );
}
