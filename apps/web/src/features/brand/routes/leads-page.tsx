import { formatDate, formatNumber } from '@samplebank/domain/format';
import { LEADS_PRESET_DAYS, type LeadsPresetDays } from '@samplebank/domain/leads';
import { Contact, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectInput } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { BrandOutletContext } from '../components/brand-layout';
import { LeadsTable } from '../components/leads/leads-table';
import { downloadLeadsCsv, useBrandLeads } from '../leads-api';
import { pageFromSearch, presetFromSearch, rangeOfPreset, searchOf } from '../lib/leads';

/**
 * /brand/{brandId}/leads: the studios and buyers who requested or ordered the brand's samples over a period. A studio
 * is named only when it shares with brands; the page says why the others are not.
 */
export function LeadsPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  // the period and the page live in the address, so a list can be reloaded, linked to and gone back to
  const [search, setSearch] = useSearchParams();
  const days = presetFromSearch(search);
  const page = pageFromSearch(search);
  const range = rangeOfPreset(days);
  const leads = useBrandLeads(brandId, range, page);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeadsCsv(brandId, range);
    } catch {
      toast.error(t('leads.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <title>{t('layout.documentTitle', { title: t('leads.title') })}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('leads.title')}</h1>
          <p className="mt-1 max-w-2xl text-muted">{t('leads.intro')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={download}
          disabled={downloading || !leads.data || leads.data.total === 0}
        >
          <Download aria-hidden="true" className="size-4" />
          {downloading ? t('leads.downloading') : t('leads.download')}
        </Button>
      </div>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <label htmlFor="leads-period" className="text-sm font-medium text-ink">
            {t('leads.period')}
          </label>
          <SelectInput
            id="leads-period"
            className="w-auto"
            value={days}
            onChange={(event) => setSearch(searchOf(Number(event.target.value) as LeadsPresetDays), { replace: true })}
          >
            {LEADS_PRESET_DAYS.map((preset) => (
              <option key={preset} value={preset}>
                {t('leads.lastDays', { days: preset })}
              </option>
            ))}
          </SelectInput>
        </div>
        {leads.data && (
          <p className="text-sm text-muted">
            {t('leads.summary', {
              count: leads.data.total,
              total: formatNumber(leads.data.total),
              from: formatDate(leads.data.range.from),
              to: formatDate(leads.data.range.to),
            })}
          </p>
        )}
      </div>

      {leads.isPending ? (
        <div role="status" className="mt-6 space-y-3">
          <span className="sr-only">{t('leads.loading')}</span>
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : leads.isError ? (
        <ErrorMessage
          className="mt-6"
          action={
            <Button variant="secondary" size="sm" onClick={() => leads.refetch()}>
              {t('layout.loadFailed.retry')}
            </Button>
          }
        >
          {t('leads.loadFailed')}
        </ErrorMessage>
      ) : leads.data.leads.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-white px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-canvas text-ink">
            <Contact aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{t('leads.empty.title')}</h2>
          <p className="mt-1 max-w-md text-sm text-muted">{t('leads.empty.text')}</p>
        </div>
      ) : (
        <div
          aria-busy={leads.isPlaceholderData}
          className={cn('mt-6 space-y-4 transition-opacity', leads.isPlaceholderData && 'opacity-60')}
        >
          <LeadsTable leads={leads.data.leads} />
          <Pagination
            currentPage={leads.data.currentPage}
            totalPages={leads.data.totalPages}
            hrefForPage={(target) => `?${searchOf(days, target).toString()}`}
          />
        </div>
      )}

      <section
        aria-labelledby="leads-privacy-heading"
        className="mt-8 flex items-start gap-3 rounded-2xl bg-canvas p-4 text-sm text-muted"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink" />
        <div>
          <h2 id="leads-privacy-heading" className="font-semibold text-ink">
            {t('leads.privacy.title')}
          </h2>
          <p className="mt-1">{t('leads.privacy.text')}</p>
        </div>
      </section>
    </div>
  );
}
