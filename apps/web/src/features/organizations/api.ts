import {
  isWholeOrganization,
  type TCreateOrganizationInput,
  type TOrganizationResponse,
} from '@samplebank/contracts/organizations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import type { UploadSlot } from '../../lib/upload';

export { useCities, useStates } from '../../lib/places';

export const organizationKeys = {
  one: (id: string) => [...queryRoots.organizations, 'detail', id] as const,
};

// the server's message when it sent one, else the spec's generic text (§8)
const withFallback = (error: unknown, message: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error : new Error(message);

/** `GET /organizations/{id}`: the whole organization, as its members see it. */
export function useOrganization(id: string | null | undefined) {
  const t = useT('organizations');
  return useQuery({
    queryKey: organizationKeys.one(id ?? ''),
    queryFn: async ({ signal }) => {
      let organization: TOrganizationResponse;
      try {
        organization = await api.get('/organizations/:id', { params: { id: id ?? '' }, signal });
      } catch (error) {
        throw withFallback(error, t('errors.fetchFailed'));
      }
      // a member gets the whole organization; only an outsider gets a brand's public fields, which this page cannot edit
      if (!isWholeOrganization(organization)) throw new Error(t('errors.fetchFailed'));
      return organization;
    },
    enabled: Boolean(id),
  });
}

// the company form's body suits both calls: PUT takes the same fields and keeps what it is not sent
type SaveOrganizationInput = { id?: string; body: TCreateOrganizationInput };

/** `POST /organizations` (the user's own company, which links the user) or `PUT /organizations/{id}`. */
export function useSaveOrganization() {
  const t = useT('organizations');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveOrganizationInput) => {
      try {
        return id
          ? await api.put('/organizations/:id', { params: { id }, body })
          : await api.post('/organizations', { body });
      } catch (error) {
        // keep the field errors: the form shows them beside their fields
        if (error instanceof ApiError && error.status !== 0) throw error;
        throw withFallback(error, id ? t('errors.updateFailed') : t('errors.createFailed'));
      }
    },
    onSuccess: (organization) => queryClient.setQueryData(organizationKeys.one(organization._id), organization),
  });
}

/**
 * `POST /r2/presigned-url/upload`: where to PUT one file, and the key to record it under; `failure` is what a person
 * reads when the server gave no message of its own.
 */
export async function requestUploadSlot(filename: string, failure: string): Promise<UploadSlot> {
  try {
    return await api.post('/r2/presigned-url/upload', { body: { filename, purpose: 'image' } });
  } catch (error) {
    throw withFallback(error, failure);
  }
}
