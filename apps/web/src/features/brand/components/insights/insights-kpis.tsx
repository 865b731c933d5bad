import type { TEventCounts } from '@samplebank/contracts/brand-insights';
import { formatNumber } from '@samplebank/domain/format';
import { SAMPLE_EVENT_KINDS, type SampleEventKind } from '@samplebank/domain/insights';
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { useT } from '../../../../lib/i18n';
import { type Change, changeOf } from '../../lib/insights';

type KpisProps = {
  totals: TEventCounts;
  previousTotals: TEventCounts;
  /** how many days the previous period holds (as many as this one) */
  days: number;
  selected: SampleEventKind;
  onSelect: (kind: SampleEventKind) => void;
};

/** A tile per kind: the period's total, its change from the period before; pressing one shows it on the chart. */
export function InsightsKpis({ totals, previousTotals, days, selected, onSelect }: KpisProps) {
  const t = useT('brand');
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {SAMPLE_EVENT_KINDS.map((kind) => {
        const active = kind === selected;
        const label = t(`insights.kind.${kind}`);
        return (
          <li key={kind} className={cn(kind === 'view' && 'col-span-2 md:col-span-1')}>
            <button
              type="button"
              aria-pressed={active}
              aria-label={t('insights.kpi.show', { kind: label })}
              onClick={() => onSelect(kind)}
              className={cn(
                'flex h-full w-full flex-col items-start rounded-2xl border bg-white p-4 text-left transition-colors',
                active ? 'border-ink ring-1 ring-ink' : 'border-line hover:border-line-strong',
              )}
            >
              <span className="text-sm font-medium text-muted">{label}</span>
              <span className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums md:text-3xl">
                {formatNumber(totals[kind])}
              </span>
              <ChangeBadge change={changeOf(totals[kind], previousTotals[kind])} />
              <span className="mt-1 text-xs text-subtle">
                {t('insights.change.previous', { count: formatNumber(previousTotals[kind]), days })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ChangeBadge({ change }: { change: Change }) {
  const t = useT('brand');
  const look = {
    up: { icon: ArrowUpRight, className: 'bg-success-soft text-success' },
    down: { icon: ArrowDownRight, className: 'bg-danger-soft text-danger' },
    same: { icon: Minus, className: 'bg-surface text-muted' },
    none: { icon: Minus, className: 'bg-surface text-muted' },
    new: { icon: Sparkles, className: 'bg-brand-soft text-brand-strong' },
  }[change.trend];
  const Icon = look.icon;
  const text =
    change.trend === 'up' || change.trend === 'down'
      ? t(`insights.change.${change.trend}`, { percent: formatNumber(change.percent) })
      : t(`insights.change.${change.trend}`);
  return (
    <span
      className={cn('mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', look.className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  );
}
