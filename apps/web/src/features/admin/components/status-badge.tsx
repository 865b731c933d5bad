import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { labelOf } from '../lib/labels';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface text-ink',
  brand: 'bg-brand-soft text-brand-strong',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-ink text-white',
};

/** A small rounded label for a status or a flag. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

const ORDER_TONES: Record<string, BadgeTone> = {
  'awaiting-payment': 'neutral',
  pending: 'warning',
  processing: 'brand',
  'in-transit': 'info',
  delivered: 'success',
  cancelled: 'danger',
};
const INBOX_TONES: Record<string, BadgeTone> = { new: 'brand', 'in-progress': 'warning', done: 'success' };

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT('admin');
  return <StatusBadge tone={ORDER_TONES[status] ?? 'neutral'}>{labelOf(t, 'orderStatus', status)}</StatusBadge>;
}

export function InboxStatusBadge({ status }: { status: string }) {
  const t = useT('admin');
  return <StatusBadge tone={INBOX_TONES[status] ?? 'neutral'}>{labelOf(t, 'inboxStatus', status)}</StatusBadge>;
}
