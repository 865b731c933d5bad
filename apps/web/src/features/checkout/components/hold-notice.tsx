import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { formatCountdown, formatHoldEnd, useHoldCountdown } from '../lib/hold';

/** How long the checkout's samples stay held for the buyer, counting down; what happens when the hold ends. */
export function HoldNotice({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const t = useT('checkout');
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
        <p>{t.rich('hold.ended', { strong: (chunks) => <span className="font-medium">{chunks}</span> })}</p>
      ) : (
        <p>
          {t.rich('hold.until', {
            time: formatHoldEnd(expiresAt),
            countdown: formatCountdown(secondsLeft),
            strong: (chunks) => <span className="font-medium">{chunks}</span>,
            timer: (chunks) => (
              <span role="timer" className="whitespace-nowrap text-muted tabular-nums">
                {chunks}
              </span>
            ),
          })}
        </p>
      )}
    </div>
  );
}
