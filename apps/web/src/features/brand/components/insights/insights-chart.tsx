import type { TEventCounts } from '@samplebank/contracts/brand-insights';
import { formatNumber, MALAYSIA_TIME_ZONE, toInstant } from '@samplebank/domain/format';
import type { SampleEventKind } from '@samplebank/domain/insights';
import { useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from '../../../../lib/i18n';

// Recharts is a large library: this module is loaded on its own, after the insights page shows its numbers.

const INK_MUTED = '#78716c';
const LINE = '#e7e5e4';
const BRAND = '#c2410c';

type ChartProps = {
  daily: (TEventCounts & { day: string })[];
  kind: SampleEventKind;
  /** the kind's name, for the tooltip */
  label: string;
};

/** One kind's count per day as an area chart: the days along the bottom, whole counts up the side. */
export function InsightsChart({ daily, kind, label }: ChartProps) {
  const locale = useLocale();
  const dayLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', {
        day: 'numeric',
        month: 'short',
        timeZone: MALAYSIA_TIME_ZONE,
      }),
    [locale],
  );
  const data = daily.map((day) => ({ day: day.day, count: day[kind] }));
  const formatDay = (day: string) => dayLabel.format(toInstant(day));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id="insights-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={BRAND} stopOpacity={0.22} />
            <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={LINE} />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fill: INK_MUTED, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: LINE }}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => formatNumber(value)}
          tick={{ fill: INK_MUTED, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={44}
        />
        <Tooltip
          cursor={{ stroke: LINE }}
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => [formatNumber(Number(value)), label]}
          contentStyle={{ borderRadius: 12, borderColor: LINE, fontSize: 13 }}
        />
        <Area
          type="monotone"
          dataKey="count"
          stroke={BRAND}
          strokeWidth={2}
          fill="url(#insights-fill)"
          isAnimationActive={false}
          dot={false}
          activeDot={{ r: 4 }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
