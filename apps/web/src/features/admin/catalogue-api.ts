import type {
  TAdminCategory,
  TAdminCategoryNode,
  TAdminSample,
  TAdminSampleDetail,
  TAdminSampleListQuery,
  TAdminSampleListResponse,
  TAdminSampleRequest,
  TCreateCategoryRequest,
  TSampleImportReport,
  TUpdateCategoryRequest,
} from '@samplebank/contracts/admin';
import type { TOrganization, TOrganizationListResponse } from '@samplebank/contracts/organizations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { storageKeys } from '../../lib/storage-keys';
import { adminKeys } from './admin-keys';
import type { Paged } from './lib/paged';

// ---------- brands (organizations of type BRAND)

/** Every brand partner, for lists and pickers: the admin list pages, so this reads up to 100 at a time. */
export function useBrands(search = '') {
  return useQuery({
    queryKey: adminKeys.brandList(search),
    queryFn: ({ signal }) =>
      apiClient.get<TOrganizationListResponse>('/organizations', {
        query: { type: 'BRAND', search, page: 1, limit: 100, withSampleCount: true },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBrand(brandId: string | null) {
  return useQuery({
    queryKey: adminKeys.brand(brandId),
    queryFn: ({ signal }) => apiClient.get<TOrganization>(`/organizations/${encodeURIComponent(brandId!)}`, { signal }),
    enabled: Boolean(brandId),
  });
}

/** What the brand form sends; a brand needs only its name (the contact fields are a company's). */
export type BrandInput = {
  type: 'BRAND';
  name: string;
  description: string | null;
  website: string | null;
  logo: { key: string; originalFilename: string } | null;
  banner: { key: string; originalFilename: string } | null;
};

/** Creates a brand (`POST /organizations/admin`) or changes one (`PUT /organizations/{id}`). */
export function useSaveBrand(brandId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandInput) =>
      brandId
        ? apiClient.put<TOrganization>(`/organizations/${encodeURIComponent(brandId)}`, body)
        : apiClient.post<TOrganization>('/organizations/admin', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.brandLists });
      void queryClient.invalidateQueries({ queryKey: adminKeys.brands });
    },
  });
}

// ---------- samples

export function useAdminSamples(query: Paged<TAdminSampleListQuery>) {
  return useQuery({
    queryKey: adminKeys.sampleList(query),
    queryFn: ({ signal }) => apiClient.get<TAdminSampleListResponse>('/admin/samples', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSample(sampleId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.sample(sampleId),
    queryFn: ({ signal }) =>
      apiClient.get<TAdminSampleDetail>(`/admin/samples/${encodeURIComponent(sampleId!)}`, { signal }),
    enabled: Boolean(sampleId),
  });
}

/** Creates a sample or replaces one whole. */
export function useSaveSample(sampleId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSampleRequest) =>
      sampleId
        ? apiClient.put<TAdminSample>(`/admin/samples/${encodeURIComponent(sampleId)}`, body)
        : apiClient.post<TAdminSample>('/admin/samples', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.samples });
    },
  });
}

export function useDeleteSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sampleId: string) =>
      apiClient.delete<{ message: string }>(`/admin/samples/${encodeURIComponent(sampleId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export type ImportOutcome = { report: TSampleImportReport; message?: string };

/**
 * Checks (dryRun) or imports a brand's CSV. A 400 that carries rows is not a failed call but the report that
 * says which rows are wrong (and that nothing was written), so it resolves with that report and its message.
 */
async function postImport(body: { brandId: string; csv: string; dryRun: boolean }): Promise<ImportOutcome> {
  const token = localStorage.getItem(storageKeys.token);
  const response = await fetch('/api/admin/samples/import', {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new ApiError('Network error. Please check your connection and try again.', 0, 'NETWORK_ERROR');
  });
  const payload = (await response.json().catch(() => ({}))) as Partial<TSampleImportReport> & { message?: string };
  if (response.ok) return { report: payload as TSampleImportReport };
  if (response.status === 400 && Array.isArray(payload.rows)) {
    return {
      report: { rows: payload.rows, valid: payload.valid ?? 0, invalid: payload.invalid ?? 0, imported: 0 },
      message: payload.message,
    };
  }
  throw new ApiError(payload.message ?? 'The import failed', response.status);
}

export function useImportSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postImport,
    onSuccess: (outcome, variables) => {
      if (!variables.dryRun && outcome.report.imported > 0)
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

// ---------- categories

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => apiClient.get<{ tree: TAdminCategoryNode[] }>('/admin/categories', { signal }),
  });
}

export function useCategoryChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
    void queryClient.invalidateQueries({ queryKey: queryRoots.sampleCategories });
  };
  return {
    create: useMutation({
      mutationFn: (body: TCreateCategoryRequest) => apiClient.post<TAdminCategory>('/admin/categories', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ categoryId, ...body }: TUpdateCategoryRequest & { categoryId: string }) =>
        apiClient.put<TAdminCategory>(`/admin/categories/${encodeURIComponent(categoryId)}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (categoryId: string) =>
        apiClient.delete<{ message: string }>(`/admin/categories/${encodeURIComponent(categoryId)}`),
      onSuccess,
    }),
  };
}
