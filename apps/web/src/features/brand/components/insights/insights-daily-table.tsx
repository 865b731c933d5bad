import type { TEventCounts } from '@samplebank/contracts/brand-insights';
import { formatDate, formatNumber } from '@samplebank/domain/format';
import { SAMPLE_EVENT_KINDS } from '@samplebank/domain/insights';
import { useT } from '../../../../lib/i18n';

/** Every day of the period with each kind's count: the chart's numbers for anyone who cannot see it. */
export function InsightsDailyTable({ daily }: { daily: (TEventCounts & { day: string })[] }) {
  const t = useT('brand');
  return (
    <details className="group mt-3">
      <summary className="cursor-pointer text-sm font-medium text-ink underline-offset-4 hover:underline">
        {t('insights.chart.showTable')}
      </summary>
      <div className="mt-3 max-h-80 overflow-auto rounded-xl border border-line">
        <table className="w-full text-sm tabular-nums">
          <thead className="sticky top-0 bg-canvas text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('insights.chart.day')}
              </th>
              {SAMPLE_EVENT_KINDS.map((kind) => (
                <th key={kind} scope="col" className="px-3 py-2 text-right font-medium">
                  {t(`insights.kind.${kind}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-ink">
                  {formatDate(day.day)}
                </th>
                {SAMPLE_EVENT_KINDS.map((kind) => (
                  <td key={kind} className="px-3 py-1.5 text-right text-ink">
                    {formatNumber(day[kind])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
