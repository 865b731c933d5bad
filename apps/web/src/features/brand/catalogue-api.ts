import type { TAdminSampleRequest } from '@samplebank/contracts/admin-catalogue';
import type { TBrandSampleListQuery, TBulkStockRequest } from '@samplebank/contracts/brand-catalogue';
import type { SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importOutcome } from '../../components/sample-editor/sample-import';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { storageKeys } from '../../lib/storage-keys';
import { brandKeys } from './brand-keys';

/** The catalogue's keys, under the portal's: one brand's samples and its alert setting. */
export const catalogueKeys = {
  all: (brandId: string) => [...brandKeys.all, brandId, 'catalogue'] as const,
  list: (brandId: string, query: TBrandSampleListQuery) => [...catalogueKeys.all(brandId), 'list', query] as const,
  sample: (brandId: string, sampleId: string) => [...catalogueKeys.all(brandId), 'sample', sampleId] as const,
  stockAlert: (brandId: string) => [...catalogueKeys.all(brandId), 'stock-alert'] as const,
};

export function useBrandSamples(brandId: string, query: TBrandSampleListQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(brandId, query),
    queryFn: ({ signal }) => api.get('/brand-portal/:brandId/samples', { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of the brand's samples, every field, for its editing page. */
export function useBrandSample(brandId: string, sampleId: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.sample(brandId, sampleId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/brand-portal/:brandId/samples/:sampleId', { params: { brandId, sampleId: sampleId ?? '' }, signal }),
    enabled: Boolean(sampleId),
  });
}

/** The shop's category tree: what a brand's sample may be filed under. */
export function useCategoryTree() {
  return useQuery({
    queryKey: queryRoots.sampleCategories,
    queryFn: ({ signal }) => api.get('/sample-categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** After a change the brand's lists, and the public catalogue a visitor reads, are read again. */
function useCatalogueChange<Input, Output>(brandId: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(brandId) });
      void queryClient.invalidateQueries({ queryKey: queryRoots.samples });
    },
  });
}

export function useSetBrandSampleStatus(brandId: string) {
  return useCatalogueChange(brandId, ({ sampleId, status }: { sampleId: string; status: SampleStatus }) =>
    api.put('/brand-portal/:brandId/samples/:sampleId/status', { params: { brandId, sampleId }, body: { status } }),
  );
}

export function useUpdateBrandStock(brandId: string) {
  return useCatalogueChange(brandId, (body: TBulkStockRequest) =>
    api.put('/brand-portal/:brandId/stock', { params: { brandId }, body }),
  );
}

export function useStockAlert(brandId: string) {
  return useQuery({
    queryKey: catalogueKeys.stockAlert(brandId),
    queryFn: ({ signal }) => api.get('/brand-portal/:brandId/stock-alert', { params: { brandId }, signal }),
  });
}

export function useSetStockAlert(brandId: string) {
  return useCatalogueChange(brandId, (threshold: number | null) =>
    api.put('/brand-portal/:brandId/stock-alert', { params: { brandId }, body: { threshold } }),
  );
}

/** Downloads the brand's catalogue as CSV, fetched with the session's token (a plain link cannot send it). */
export async function downloadCatalogueCsv(brandId: string): Promise<void> {
  const token = localStorage.getItem(storageKeys.token);
  const response = await fetch(`/api/brand-portal/${encodeURIComponent(brandId)}/samples.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`catalogue CSV: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'samplebank-catalogue.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Creates one of the brand's samples, or replaces it when `sampleId` is given. */
export function useSaveBrandSample(brandId: string, sampleId: string | undefined) {
  return useCatalogueChange(brandId, (body: TAdminSampleRequest) =>
    sampleId
      ? api.put('/brand-portal/:brandId/samples/:sampleId', { params: { brandId, sampleId }, body })
      : api.post('/brand-portal/:brandId/samples', { params: { brandId }, body }),
  );
}

export function useDeleteBrandSample(brandId: string) {
  return useCatalogueChange(brandId, (sampleId: string) =>
    api.delete('/brand-portal/:brandId/samples/:sampleId', { params: { brandId, sampleId } }),
  );
}

/** Checks (dryRun) or imports a CSV of the brand's samples; a refusal resolves with its rows (importOutcome). */
export function useImportBrandSamples(brandId: string) {
  return useCatalogueChange(brandId, (body: { csv: string; dryRun: boolean }) =>
    importOutcome(() => api.post('/brand-portal/:brandId/samples/import', { params: { brandId }, body })),
  );
}
