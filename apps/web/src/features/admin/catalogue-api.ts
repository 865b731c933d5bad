import type {
  TAdminSampleListQuery,
  TAdminSampleRequest,
  TCreateCategoryRequest,
  TSampleImportRequest,
  TUpdateCategoryRequest,
} from '@samplebank/contracts/admin-catalogue';
import type { TAddressInput } from '@samplebank/contracts/organizations';
import type { SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ImportOutcome, importOutcome } from '../../components/sample-editor/sample-import';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { adminKeys } from './admin-keys';
import type { Paged } from './lib/paged';
import { wholeOrganization } from './lib/whole-organization';

// ---------- brands (organizations of type BRAND)

/** Every brand partner, for lists and pickers: the admin list pages, so this reads up to 100 at a time. */
export function useBrands(search = '') {
  return useQuery({
    queryKey: adminKeys.brandList(search),
    queryFn: ({ signal }) =>
      api.get('/organizations', {
        query: { type: 'BRAND', search, page: 1, limit: 100, withSampleCount: 'true' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBrand(brandId: string | null) {
  return useQuery({
    queryKey: adminKeys.brand(brandId),
    queryFn: async ({ signal }) =>
      wholeOrganization(await api.get('/organizations/:id', { params: { id: brandId! }, signal })),
    enabled: Boolean(brandId),
  });
}

/** What the brand form sends; a brand needs only its name (the contact fields are a company's). */
export type BrandInput = {
  type: 'BRAND';
  name: string;
  description: string | null;
  website: string | null;
  orgEmail: string | null;
  contactNumber: string | null;
  ssmNumber: string | null;
  personInCharge: string | null;
  billingAddress: TAddressInput[];
  logo: { key: string; originalFilename: string } | null;
  banner: { key: string; originalFilename: string } | null;
};

/** Creates a brand (`POST /organizations/admin`) or changes one (`PUT /organizations/{id}`). */
export function useSaveBrand(brandId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandInput) =>
      brandId
        ? api.put('/organizations/:id', { params: { id: brandId }, body })
        : api.post('/organizations/admin', { body }),
    onSuccess: (saved) => {
      // the brand as saved, so the dialog opened again shows it, not the copy read before the change
      queryClient.setQueryData(adminKeys.brand(saved._id), wholeOrganization(saved));
      void queryClient.invalidateQueries({ queryKey: adminKeys.brandLists });
      void queryClient.invalidateQueries({ queryKey: adminKeys.brands });
    },
  });
}

// ---------- samples

export function useAdminSamples(query: Paged<TAdminSampleListQuery>) {
  return useQuery({
    queryKey: adminKeys.sampleList(query),
    queryFn: ({ signal }) => api.get('/admin/samples', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSample(sampleId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.sample(sampleId),
    queryFn: ({ signal }) => api.get('/admin/samples/:id', { params: { id: sampleId! }, signal }),
    enabled: Boolean(sampleId),
  });
}

/** Creates a sample or replaces one whole. */
export function useSaveSample(sampleId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSampleRequest) =>
      sampleId
        ? api.put('/admin/samples/:id', { params: { id: sampleId }, body })
        : api.post('/admin/samples', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.samples });
    },
  });
}

/** Publishes a sample, withdraws it to a draft or discontinues it; the server says what publishing still needs. */
export function useSetSampleStatus(sampleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SampleStatus) =>
      api.put('/admin/samples/:id/status', { params: { id: sampleId }, body: { status } }),
    onSuccess: (sample) => {
      queryClient.setQueryData(adminKeys.sample(sampleId), sample);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.samples });
    },
  });
}

export function useDeleteSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sampleId: string) => api.delete('/admin/samples/:id', { params: { id: sampleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

async function postImport(body: TSampleImportRequest & { dryRun: boolean }): Promise<ImportOutcome> {
  return importOutcome(() => api.post('/admin/samples/import', { body }));
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
    queryFn: ({ signal }) => api.get('/admin/categories', { signal }),
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
      mutationFn: (body: TCreateCategoryRequest) => api.post('/admin/categories', { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ categoryId, ...body }: TUpdateCategoryRequest & { categoryId: string }) =>
        api.put('/admin/categories/:id', { params: { id: categoryId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (categoryId: string) => api.delete('/admin/categories/:id', { params: { id: categoryId } }),
      onSuccess,
    }),
  };
}
