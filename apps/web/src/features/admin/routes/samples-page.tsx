// i18n: not yet translated (issue 16)
import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import { formatRinggit } from '@samplebank/domain/format';
import { ImageOff, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { useAdminCategories, useAdminSamples, useBrands, useDeleteSample } from '../catalogue-api';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { flattenCategories } from '../lib/category-tree';
import { useSearchParamState } from '../lib/use-search-param-state';

const FILTERS = ['search', 'brand', 'category', 'stock', 'sort'] as const;
const STOCK_OPTIONS = [
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Out of stock' },
];
const SORT_OPTIONS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name_asc', label: 'Name A–Z' },
  { value: 'name_desc', label: 'Name Z–A' },
  { value: 'stock_asc', label: 'Stock: lowest' },
  { value: 'stock_desc', label: 'Stock: highest' },
  { value: 'price_asc', label: 'Price: lowest' },
  { value: 'price_desc', label: 'Price: highest' },
];
type SampleQuery = Parameters<typeof useAdminSamples>[0];

/** /admin/samples: the catalogue, searched and filtered; create, edit, delete and import. */
export function SamplesPage() {
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
        title="Samples"
        description={samples.data ? `${samples.data.total} samples in the catalogue` : 'The catalogue'}
        actions={
          <>
            <ButtonLink to={adminPaths.importSamples.to()} variant="secondary" size="sm">
              <Upload aria-hidden="true" className="size-4" />
              Import CSV
            </ButtonLink>
            <ButtonLink to={adminPaths.newSample.to()} variant="dark" size="sm">
              <Plus aria-hidden="true" className="size-4" />
              New sample
            </ButtonLink>
          </>
        }
      />
      <FilterBar>
        <SearchFilter label="Search name or SKU" value={values.search} onChange={(search) => set({ search })} />
        <SelectFilter
          label="Brand"
          value={values.brand}
          options={(brands.data?.organizations ?? []).map((brand) => ({ value: brand._id, label: brand.name }))}
          onChange={(brand) => set({ brand })}
        />
        <SelectFilter
          label="Category"
          value={values.category}
          options={flattenCategories(categories.data?.tree ?? []).map(({ node, depth }) => ({
            value: node._id,
            label: `${'\u2003'.repeat(depth)}${node.name}`,
          }))}
          onChange={(category) => set({ category })}
        />
        <SelectFilter label="Stock" value={values.stock} options={STOCK_OPTIONS} onChange={(stock) => set({ stock })} />
        <SelectFilter
          label="Sort"
          anyLabel="Newest first"
          value={values.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => set({ sort })}
        />
      </FilterBar>
      {samples.isError && <ErrorMessage className="mb-4">The samples could not be loaded.</ErrorMessage>}
      <AdminTable aria-label="Samples">
        <thead>
          <tr>
            <HeaderCell>Sample</HeaderCell>
            <HeaderCell>Brand</HeaderCell>
            <HeaderCell>Category</HeaderCell>
            <HeaderCell className="text-right">Price</HeaderCell>
            <HeaderCell className="text-right">Stock</HeaderCell>
            <HeaderCell>
              <span className="sr-only">Actions</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {samples.isPending ? (
            <LoadingRows columns={6} />
          ) : list.length === 0 ? (
            <EmptyRow columns={6}>No samples match these filters.</EmptyRow>
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
                      <span className="block max-w-72 truncate font-medium text-ink group-hover:underline">
                        {sample.name}
                      </span>
                      <span className="block font-mono text-xs text-muted">{sample.sku}</span>
                    </span>
                  </Link>
                </Cell>
                <Cell className="text-muted">{sample.manufacturer.name}</Cell>
                <Cell className="text-muted">{sample.category?.name ?? '—'}</Cell>
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
                      aria-label={`Edit ${sample.name}`}
                      className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Link>
                    <button
                      type="button"
                      aria-label={`Delete ${sample.name}`}
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
        title={`Delete ${deleting?.name ?? 'sample'}?`}
        description="It leaves the catalogue, carts and wishlists. A sample that is part of an order cannot be deleted: set its stock to 0 instead."
        confirmLabel="Delete sample"
        isPending={deleteSample.isPending}
        onConfirm={() =>
          deleting &&
          deleteSample.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(`${deleting.name} deleted`);
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(error instanceof ApiError ? error.message : 'The sample could not be deleted');
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
