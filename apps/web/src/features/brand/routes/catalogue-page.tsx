import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import { BRAND_SAMPLE_PAGE_SIZE, type TBrandSampleListQuery } from '@samplebank/contracts/brand-catalogue';
import { formatRinggit } from '@samplebank/domain/format';
import type { SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { Download, FileUp, ImageOff, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { SampleStatusBadge } from '../../../components/sample-status/sample-status-panel';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { inputStyles } from '../../../components/ui/input-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { brandPaths } from '../brand-paths';
import {
  downloadCatalogueCsv,
  useBrandSamples,
  useSetBrandSampleStatus,
  useSetStockAlert,
  useStockAlert,
  useUpdateBrandStock,
} from '../catalogue-api';
import type { BrandOutletContext } from '../components/brand-layout';

type Conflict = { sampleId: string; name: string; stock: number };
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The list's filters, kept in the address so a reload or a shared link keeps them. */
function useCatalogueQuery(): [
  TBrandSampleListQuery & { page: number },
  (change: Partial<Record<string, string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const query = {
    page: Number(params.get('page')) || 1,
    limit: BRAND_SAMPLE_PAGE_SIZE,
    search: params.get('search') || undefined,
    status: (params.get('status') || undefined) as TBrandSampleListQuery['status'],
    stock: (params.get('stock') || undefined) as TBrandSampleListQuery['stock'],
    sort: 'name_asc' as const,
  };
  const set = (change: Partial<Record<string, string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ page: '', ...change })) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [query, set];
}

/**
 * /brand/{brandId} (the portal's first page): the brand's samples, drafts and discontinued ones included, each with
 * its status and the moves it allows, the stock typed in place and saved together, the low-stock alert, and the CSV.
 */
export function CataloguePage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  const [query, setQuery] = useCatalogueQuery();
  const samples = useBrandSamples(brandId, query);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const updateStock = useUpdateBrandStock(brandId);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [exporting, setExporting] = useState(false);

  const list = samples.data?.samples ?? [];
  const changes = list.flatMap((sample) => {
    const typed = edits[sample._id];
    if (typed === undefined || typed.trim() === '') return [];
    const stock = Number(typed);
    return Number.isInteger(stock) && stock >= 0 && stock !== sample.stock
      ? [{ sampleId: sample._id, stock, previous: sample.stock }]
      : [];
  });
  const invalid = list.some((sample) => {
    const typed = edits[sample._id];
    return typed !== undefined && typed.trim() !== '' && !/^\d{1,7}$/.test(typed.trim());
  });

  const saveStock = () =>
    updateStock.mutate(
      { changes },
      {
        onSuccess: (result) => {
          toast.success(t('catalogue.stockSaved', { count: result.updated }));
          setEdits({});
          setConflicts([]);
        },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { conflicts?: Conflict[] } | undefined) : undefined;
          if (body?.conflicts) setConflicts(body.conflicts);
          else toast.error(errorText(error, t('catalogue.stockFailed')));
        },
      },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCatalogueCsv(brandId);
    } catch {
      toast.error(t('catalogue.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: searchText.trim() });
  };

  return (
    <div className="pb-24">
      <title>{t('layout.documentTitle', { title: t('catalogue.title') })}</title>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('catalogue.title')}</h1>
          <p className="mt-1 max-w-2xl text-muted">{t('catalogue.intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? t('catalogue.exporting') : t('catalogue.export')}
          </Button>
          <ButtonLink to={brandPaths.importSamples.to(brandId)} variant="secondary" size="sm">
            <FileUp aria-hidden="true" className="size-4" />
            {t('catalogue.import')}
          </ButtonLink>
          <ButtonLink to={brandPaths.newSample.to(brandId)} variant="dark" size="sm">
            <Plus aria-hidden="true" className="size-4" />
            {t('catalogue.addSample')}
          </ButtonLink>
        </div>
      </div>

      <StockAlertCard brandId={brandId} />

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <search className="flex-1">
          <form onSubmit={search} className="flex gap-2">
            <label htmlFor="catalogue-search" className="sr-only">
              {t('catalogue.search')}
            </label>
            <input
              id="catalogue-search"
              type="search"
              className={inputStyles}
              placeholder={t('catalogue.searchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('catalogue.search')}
            </Button>
          </form>
        </search>
        <FilterSelect
          label={t('catalogue.filterStatus')}
          value={query.status ?? ''}
          onChange={(status) => setQuery({ status })}
          options={[
            ['', t('catalogue.allStatuses')],
            ['draft', t('catalogue.status.draft')],
            ['published', t('catalogue.status.published')],
            ['discontinued', t('catalogue.status.discontinued')],
          ]}
        />
        <FilterSelect
          label={t('catalogue.filterStock')}
          value={query.stock ?? ''}
          onChange={(stock) => setQuery({ stock })}
          options={[
            ['', t('catalogue.allStock')],
            ['low', t('catalogue.lowStock')],
            ['out', t('catalogue.outOfStock')],
          ]}
        />
      </div>

      {conflicts.length > 0 && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-ink"
        >
          <p className="font-semibold">{t('catalogue.conflictTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {conflicts.map((conflict) => (
              <li key={conflict.sampleId}>
                {t('catalogue.conflictLine', { name: conflict.name, stock: conflict.stock })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {samples.isError ? (
        <ErrorMessage
          className="mt-6"
          action={
            <Button variant="secondary" size="sm" onClick={() => samples.refetch()}>
              {t('layout.loadFailed.retry')}
            </Button>
          }
        >
          {t('catalogue.loadFailed')}
        </ErrorMessage>
      ) : samples.isPending ? (
        <div role="status" className="mt-6 space-y-2">
          <span className="sr-only">{t('layout.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-line-strong p-8 text-center text-muted">
          {query.search || query.status || query.stock ? t('catalogue.noneMatch') : t('catalogue.none')}
        </p>
      ) : (
        <ul
          className={cn(
            'mt-6 divide-y divide-line rounded-2xl border border-line bg-white',
            samples.isPlaceholderData && 'opacity-60',
          )}
        >
          {list.map((sample) => (
            <SampleRow
              key={sample._id}
              brandId={brandId}
              sample={sample}
              stockText={edits[sample._id] ?? String(sample.stock)}
              onStockChange={(value) => setEdits((current) => ({ ...current, [sample._id]: value }))}
            />
          ))}
        </ul>
      )}

      {samples.data && samples.data.totalPages > 1 && (
        <nav aria-label={t('catalogue.pages')} className="mt-4 flex items-center justify-between text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page === 1}
            onClick={() => setQuery({ page: String(query.page - 1) })}
          >
            {t('catalogue.previous')}
          </Button>
          <span className="text-muted">
            {t('catalogue.pageOf', { page: query.page, pages: samples.data.totalPages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page >= samples.data.totalPages}
            onClick={() => setQuery({ page: String(query.page + 1) })}
          >
            {t('catalogue.next')}
          </Button>
        </nav>
      )}

      {(changes.length > 0 || invalid) && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur">
          <div className="container-page flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink" role="status">
              {invalid ? t('catalogue.stockInvalid') : t('catalogue.stockPending', { count: changes.length })}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEdits({})}>
                {t('catalogue.discard')}
              </Button>
              <Button variant="dark" size="sm" disabled={invalid || updateStock.isPending} onClick={saveStock}>
                {updateStock.isPending ? t('catalogue.saving') : t('catalogue.saveStock')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink md:w-44">
      {label}
      <select className={inputStyles} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function SampleRow({
  brandId,
  sample,
  stockText,
  onStockChange,
}: {
  brandId: string;
  sample: TAdminSample;
  stockText: string;
  onStockChange: (value: string) => void;
}) {
  const t = useT('brand');
  const setStatus = useSetBrandSampleStatus(brandId);
  const [confirming, setConfirming] = useState(false);
  const move = (status: SampleStatus) =>
    setStatus.mutate(
      { sampleId: sample._id, status },
      {
        onSuccess: () => toast.success(t(`catalogue.moved.${status}`, { name: sample.name })),
        onError: (error) => toast.error(errorText(error, t('catalogue.moveFailed'))),
      },
    );
  const stockId = `stock-${sample._id}`;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
          {sample.mainImageUrl ? (
            <img src={sample.mainImageUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-4 text-subtle" />
          )}
        </span>
        <div className="min-w-0">
          <Link
            to={brandPaths.sample.to(brandId, sample._id)}
            aria-label={t('catalogue.editSample', { name: sample.name })}
            translate="no"
            className="block truncate font-medium text-ink underline-offset-2 hover:underline"
          >
            {sample.name}
          </Link>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <span className="font-mono">{sample.sku}</span>
            <span>{formatRinggit(sample.price)}</span>
            <SampleStatusBadge status={sample.status} />
          </p>
          {sample.status === 'draft' && sample.publishProblems.length > 0 && (
            <p className="mt-0.5 text-xs text-warning">
              {t('catalogue.needs', {
                list: sample.publishProblems.map((problem) => t(`catalogue.requirement.${problem}`)).join(', '),
              })}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={stockId} className="text-sm text-muted">
          {t('catalogue.stock')}
        </label>
        <input
          id={stockId}
          inputMode="numeric"
          aria-label={t('catalogue.stockOf', { name: sample.name })}
          className={cn(inputStyles, 'h-9 w-24 text-right tabular-nums')}
          value={stockText}
          onChange={(event) => onStockChange(event.target.value)}
        />
        {sample.status === 'published' ? (
          <Button variant="secondary" size="sm" disabled={setStatus.isPending} onClick={() => setConfirming(true)}>
            {t('catalogue.discontinue')}
          </Button>
        ) : (
          <Button
            variant="dark"
            size="sm"
            disabled={setStatus.isPending || sample.publishProblems.length > 0}
            onClick={() => move('published')}
          >
            {sample.status === 'discontinued' ? t('catalogue.republish') : t('catalogue.publish')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('catalogue.discontinueTitle', { name: sample.name })}
        description={t('catalogue.discontinueText')}
        confirmLabel={t('catalogue.discontinue')}
        isPending={setStatus.isPending}
        onConfirm={() => {
          move('discontinued');
          setConfirming(false);
        }}
      />
    </li>
  );
}

function StockAlertCard({ brandId }: { brandId: string }) {
  const t = useT('brand');
  const setting = useStockAlert(brandId);
  const save = useSetStockAlert(brandId);
  const [text, setText] = useState<string>();
  const current = setting.data?.threshold;
  const shown = text ?? (current === null || current === undefined ? '' : String(current));
  const valid = shown.trim() === '' || /^\d{1,5}$/.test(shown.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const threshold = shown.trim() === '' ? null : Number(shown.trim());
    save.mutate(threshold, {
      onSuccess: () => {
        toast.success(threshold === null ? t('catalogue.alertOff') : t('catalogue.alertSaved', { threshold }));
        setText(undefined);
      },
      onError: (error) => toast.error(errorText(error, t('catalogue.alertFailed'))),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-2xl border border-line bg-white p-4 md:p-5">
      <h2 className="text-base font-semibold text-ink">{t('catalogue.alertTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('catalogue.alertIntro')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('catalogue.alertThreshold')}
          <input
            inputMode="numeric"
            className={cn(inputStyles, 'w-32')}
            value={shown}
            disabled={setting.isPending}
            aria-invalid={valid ? undefined : true}
            aria-describedby="stock-alert-hint"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!valid || save.isPending}>
          {save.isPending ? t('catalogue.saving') : t('catalogue.alertSave')}
        </Button>
      </div>
      <p id="stock-alert-hint" className={cn('mt-2 text-xs', valid ? 'text-muted' : 'text-danger')}>
        {valid ? t('catalogue.alertHint') : t('catalogue.alertInvalid')}
      </p>
    </form>
  );
}
