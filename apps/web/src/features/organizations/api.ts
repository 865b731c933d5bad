import {
  isWholeOrganization,
  type TCreateOrganizationInput,
  type TOrganizationResponse,
} from '@samplebank/contracts/organizations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
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
  return useQuery({
    queryKey: organizationKeys.one(id ?? ''),
    queryFn: async ({ signal }) => {
      let organization: TOrganizationResponse;
      try {
        organization = await api.get('/organizations/:id', { params: { id: id ?? '' }, signal });
      } catch (error) {
        throw withFallback(error, 'Failed to fetch organization');
      }
      // a member gets the whole organization; only an outsider gets a brand's public fields, which this page cannot edit
      if (!isWholeOrganization(organization)) throw new Error('Failed to fetch organization');
      return organization;
    },
    enabled: Boolean(id),
  });
}

// the company form's body suits both calls: PUT takes the same fields and keeps what it is not sent
type SaveOrganizationInput = { id?: string; body: TCreateOrganizationInput };

/** `POST /organizations` (the user's own company, which links the user) or `PUT /organizations/{id}`. */
export function useSaveOrganization() {
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
        throw withFallback(error, id ? 'Failed to update organization' : 'Failed to create organization');
      }
    },
    onSuccess: (organization) => queryClient.setQueryData(organizationKeys.one(organization._id), organization),
  });
}

/** `POST /r2/presigned-url/upload`: where to PUT one file, and the key to record it under. */
export async function requestUploadSlot(filename: string): Promise<UploadSlot> {
  try {
    return await api.post('/r2/presigned-url/upload', { body: { filename, purpose: 'image' } });
  } catch (error) {
    throw withFallback(error, 'Failed to prepare the upload. Please try again.');
  }
}
