import { formatDate, formatNumber } from '@samplebank/domain/format';
import type { SampleEventKind } from '@samplebank/domain/insights';
import { ChartLine, Download, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { BrandOutletContext } from '../components/brand-layout';
import { InsightsDailyTable } from '../components/insights/insights-daily-table';
import { InsightsKpis } from '../components/insights/insights-kpis';
import { InsightsRangePicker } from '../components/insights/insights-range-picker';
import { InsightsSamplesTable } from '../components/insights/insights-samples-table';
import { downloadInsightsCsv, useBrandInsights } from '../insights-api';
import {
  choiceFromSearch,
  hasActivity,
  type InsightsChoice,
  rangeOfChoice,
  searchOfChoice,
  seriesSummary,
} from '../lib/insights';

// the chart's library is fetched once the numbers are on screen, never with the portal's other pages
const InsightsChart = lazy(() =>
  import('../components/insights/insights-chart').then((module) => ({ default: module.InsightsChart })),
);

/** /brand/{brandId}/insights: what designers did with the brand's samples over a period, per day and per sample. */
export function InsightsPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  const [search, setSearch] = useSearchParams();
  const choice = choiceFromSearch(search);
  const range = rangeOfChoice(choice);
  const insights = useBrandInsights(brandId, range);
  const [kind, setKind] = useState<SampleEventKind>('view');
  const [downloading, setDownloading] = useState(false);

  const choose = (next: InsightsChoice) => setSearch(searchOfChoice(next), { replace: true });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInsightsCsv(brandId, range);
    } catch {
      toast.error(t('insights.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <title>{t('layout.documentTitle', { title: t('insights.title') })}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('insights.title')}</h1>
          <p className="mt-1 max-w-2xl text-muted">{t('insights.intro')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={download} disabled={downloading || !insights.data}>
          <Download aria-hidden="true" className="size-4" />
          {t('insights.download')}
        </Button>
      </div>
      <div className="mt-6">
        <InsightsRangePicker choice={choice} range={range} onChange={choose} />
      </div>
      {insights.isPending ? (
        <InsightsLoading />
      ) : insights.isError ? (
        <ErrorMessage
          className="mt-6"
          action={
            <Button variant="secondary" size="sm" onClick={() => insights.refetch()}>
              {t('insights.retry')}
            </Button>
          }
        >
          {t('insights.loadFailed')}
        </ErrorMessage>
      ) : (
        <div
          aria-busy={insights.isPlaceholderData}
          className={cn('mt-6 space-y-6 transition-opacity', insights.isPlaceholderData && 'opacity-60')}
        >
          <InsightsKpis
            totals={insights.data.totals}
            previousTotals={insights.data.previousTotals}
            days={insights.data.range.days}
            selected={kind}
            onSelect={setKind}
          />
          {hasActivity(insights.data.totals) ? (
            <>
              <DailyChart data={insights.data} kind={kind} />
              <section aria-labelledby="insights-samples-heading">
                <h2 id="insights-samples-heading" className="text-lg font-semibold text-ink">
                  {t('insights.table.title')}
                </h2>
                <p className="mt-0.5 mb-3 text-sm text-muted">
                  {insights.data.samples.length < insights.data.sampleCount
                    ? t('insights.table.some', {
                        shown: insights.data.samples.length,
                        count: formatNumber(insights.data.sampleCount),
                      })
                    : t('insights.table.all', { count: insights.data.sampleCount })}
                </p>
                <InsightsSamplesTable samples={insights.data.samples} />
              </section>
            </>
          ) : (
            <NoActivity />
          )}
        </div>
      )}
      <p className="mt-8 flex items-start gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('insights.privacy')}
      </p>
    </div>
  );
}

type InsightsData = NonNullable<ReturnType<typeof useBrandInsights>['data']>;

function DailyChart({ data, kind }: { data: InsightsData; kind: SampleEventKind }) {
  const t = useT('brand');
  const label = t(`insights.kind.${kind}`);
  const { total, peak } = seriesSummary(data.daily, kind);
  const period = { kind: label, from: formatDate(data.range.from), to: formatDate(data.range.to) };
  const summary = peak
    ? t('insights.chart.summary', {
        ...period,
        total: formatNumber(total),
        day: formatDate(peak.day),
        count: formatNumber(peak.count),
      })
    : t('insights.chart.summaryNone', period);
  return (
    <section aria-labelledby="insights-chart-heading" className="rounded-2xl border border-line bg-white p-4 md:p-5">
      <h2 id="insights-chart-heading" className="text-base font-semibold text-ink">
        {t('insights.chart.title', { kind: label })}
      </h2>
      <div role="img" aria-label={summary} className="mt-3 h-64 md:h-72">
        <Suspense
          fallback={
            <div role="status" className="size-full">
              <span className="sr-only">{t('insights.chart.loading')}</span>
              <Skeleton className="size-full rounded-xl" />
            </div>
          }
        >
          <InsightsChart daily={data.daily} kind={kind} label={label} />
        </Suspense>
      </div>
      <InsightsDailyTable daily={data.daily} />
    </section>
  );
}

function NoActivity() {
  const t = useT('brand');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-surface text-ink">
        <ChartLine aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{t('insights.empty.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{t('insights.empty.text')}</p>
    </div>
  );
}

function InsightsLoading() {
  const t = useT('brand');
  return (
    <div role="status" className="mt-6 space-y-6">
      <span className="sr-only">{t('insights.loading')}</span>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((tile) => (
          <Skeleton key={tile} className={cn('h-32 rounded-2xl', tile === 0 && 'col-span-2 md:col-span-1')} />
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
