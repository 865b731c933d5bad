// i18n: not yet translated (issue 16)
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatCountdown, formatHoldEnd, useHoldCountdown } from '../lib/hold';

/** How long the checkout's samples stay held for the buyer, counting down; what happens when the hold ends. */
export function HoldNotice({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const { secondsLeft, isOver } = useHoldCountdown(expiresAt);
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3.5 text-sm',
        isOver ? 'border-warning/30 bg-warning-soft text-ink' : 'border-line bg-canvas text-ink',
        className,
      )}
    >
      <Clock aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', isOver ? 'text-warning' : 'text-muted')} />
      {isOver ? (
        <p>
          <span className="font-medium">The hold on your samples has ended.</span> Unless the payment goes through now,
          this checkout is cancelled in a moment and its samples go back to your cart.
        </p>
      ) : (
        <p>
          Your samples are held for you until <span className="font-medium">{formatHoldEnd(expiresAt)}</span>{' '}
          <span role="timer" className="whitespace-nowrap text-muted tabular-nums">
            ({formatCountdown(secondsLeft)} left)
          </span>
          . If you do not pay by then, the checkout is cancelled and its samples go back to your cart.
        </p>
      )}
    </div>
  );
}
