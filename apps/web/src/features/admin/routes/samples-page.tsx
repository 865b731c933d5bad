import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import { formatRinggit } from '@samplebank/domain/format';
import { ImageOff, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SampleStatusBadge } from '../../../components/sample-status/sample-status-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { categoryNameIn, flattenCategories } from '../../../lib/category-tree';
import { useLocale, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../admin-paths';
import { useAdminCategories, useAdminSamples, useBrands, useDeleteSample } from '../catalogue-api';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { useSearchParamState } from '../lib/use-search-param-state';

const FILTERS = ['search', 'brand', 'category', 'stock', 'sort'] as const;
// message keys, shown in the page's language
const STOCK_OPTIONS = [
  { value: 'low', key: 'samples.stock.low' },
  { value: 'out', key: 'samples.stock.out' },
] as const;
const SORT_OPTIONS = [
  { value: 'oldest', key: 'samples.sort.oldest' },
  { value: 'name_asc', key: 'samples.sort.nameAsc' },
  { value: 'name_desc', key: 'samples.sort.nameDesc' },
  { value: 'stock_asc', key: 'samples.sort.stockAsc' },
  { value: 'stock_desc', key: 'samples.sort.stockDesc' },
  { value: 'price_asc', key: 'samples.sort.priceAsc' },
  { value: 'price_desc', key: 'samples.sort.priceDesc' },
] as const;
type SampleQuery = Parameters<typeof useAdminSamples>[0];

/** /admin/samples: the catalogue, searched and filtered; create, edit, delete and import. */
export function SamplesPage() {
  const t = useT('adminCatalogue');
  const locale = useLocale();
  const { values, page, set, hrefForPage } = useSearchParamState(FILTERS);
  const samples = useAdminSamples({
    page,
    search: values.search || undefined,
    brand: values.brand || undefined,
    category: values.category || undefined,
    stock: (values.stock || undefined) as SampleQuery['stock'],
    sort: (values.sort || undefined) as SampleQuery['sort'],
  });
  const brands = useBrands();
  const categories = useAdminCategories();
  const [deleting, setDeleting] = useState<TAdminSample | null>(null);
  const deleteSample = useDeleteSample();
  const list = samples.data?.samples ?? [];

  return (
    <div>
      <PageHeader
        title={t('samples.title')}
        description={samples.data ? t('samples.count', { count: samples.data.total }) : t('samples.descriptionLoading')}
        actions={
          <>
            <ButtonLink to={adminPaths.importSamples.to()} variant="secondary" size="sm">
              <Upload aria-hidden="true" className="size-4" />
              {t('samples.importCsv')}
            </ButtonLink>
            <ButtonLink to={adminPaths.newSample.to()} variant="dark" size="sm">
              <Plus aria-hidden="true" className="size-4" />
              {t('sampleEditor.new')}
            </ButtonLink>
          </>
        }
      />
      <FilterBar>
        <SearchFilter label={t('samples.search')} value={values.search} onChange={(search) => set({ search })} />
        <SelectFilter
          label={t('sampleForm.brand')}
          value={values.brand}
          options={(brands.data?.organizations ?? []).map((brand) => ({ value: brand._id, label: brand.name }))}
          onChange={(brand) => set({ brand })}
        />
        <SelectFilter
          label={t('sampleForm.category')}
          value={values.category}
          options={flattenCategories(categories.data?.tree ?? [], locale).map(({ node, depth }) => ({
            value: node._id,
            label: `${'\u2003'.repeat(depth)}${categoryNameIn(locale, node)}`,
          }))}
          onChange={(category) => set({ category })}
        />
        <SelectFilter
          label={t('sampleForm.stock')}
          value={values.stock}
          options={STOCK_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
          onChange={(stock) => set({ stock })}
        />
        <SelectFilter
          label={t('samples.sortLabel')}
          anyLabel={t('samples.sort.newest')}
          value={values.sort}
          options={SORT_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
          onChange={(sort) => set({ sort })}
        />
      </FilterBar>
      {samples.isError && <ErrorMessage className="mb-4">{t('samples.loadFailed')}</ErrorMessage>}
      <AdminTable aria-label={t('samples.title')}>
        <thead>
          <tr>
            <HeaderCell>{t('samples.column.sample')}</HeaderCell>
            <HeaderCell>{t('sampleForm.brand')}</HeaderCell>
            <HeaderCell>{t('sampleForm.category')}</HeaderCell>
            <HeaderCell className="text-right">{t('samples.column.price')}</HeaderCell>
            <HeaderCell className="text-right">{t('sampleForm.stock')}</HeaderCell>
            <HeaderCell>
              <span className="sr-only">{t('samples.column.actions')}</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {samples.isPending ? (
            <LoadingRows columns={6} />
          ) : list.length === 0 ? (
            <EmptyRow columns={6}>{t('samples.none')}</EmptyRow>
          ) : (
            list.map((sample) => (
              <tr key={sample._id} className="transition-colors hover:bg-canvas">
                <Cell>
                  <Link to={adminPaths.sample.to(sample._id)} className="group flex items-center gap-3">
                    <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
                      {sample.mainImageUrl ? (
                        <img src={sample.mainImageUrl} alt="" loading="lazy" className="size-full object-cover" />
                      ) : (
                        <ImageOff aria-hidden="true" className="size-4 text-subtle" />
                      )}
                    </span>
                    <span className="min-w-0">
                      <span
                        translate="no"
                        className="block max-w-72 truncate font-medium text-ink group-hover:underline"
                      >
                        {sample.name}
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="font-mono text-xs text-muted">{sample.sku}</span>
                        {sample.status !== 'published' && <SampleStatusBadge status={sample.status} />}
                      </span>
                    </span>
                  </Link>
                </Cell>
                <Cell className="text-muted">
                  <span translate="no">{sample.manufacturer.name}</span>
                </Cell>
                <Cell className="text-muted">{sample.category ? categoryNameIn(locale, sample.category) : '—'}</Cell>
                <Cell className="text-right whitespace-nowrap tabular-nums">{formatRinggit(sample.price)}</Cell>
                <Cell className="text-right tabular-nums">
                  <span
                    className={
                      sample.stock === 0
                        ? 'font-semibold text-danger'
                        : sample.stock <= 4
                          ? 'font-semibold text-warning'
                          : ''
                    }
                  >
                    {sample.stock}
                  </span>
                </Cell>
                <Cell className="w-24">
                  <div className="flex justify-end gap-1">
                    <Link
                      to={adminPaths.sample.to(sample._id)}
                      aria-label={t('common.editNamed', { name: sample.name })}
                      className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Link>
                    <button
                      type="button"
                      aria-label={t('common.deleteNamed', { name: sample.name })}
                      onClick={() => setDeleting(sample)}
                      className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </Cell>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pagination
        className="mt-6"
        currentPage={samples.data?.currentPage ?? page}
        totalPages={samples.data?.totalPages ?? 1}
        hrefForPage={hrefForPage}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('deleteSample.title', { name: deleting.name }) : t('samples.deleteTitleUnnamed')}
        description={t('samples.deleteDescription')}
        confirmLabel={t('deleteSample.confirm')}
        isPending={deleteSample.isPending}
        onConfirm={() =>
          deleting &&
          deleteSample.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('deleteSample.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(error instanceof ApiError ? error.message : t('deleteSample.failed'));
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
