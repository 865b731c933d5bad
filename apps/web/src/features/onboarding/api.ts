import type { TProfileSubmissionInput, TSupportingDocumentInput, TUserType } from '@samplebank/contracts/auth';
import type { EndpointResponse } from '@samplebank/contracts/endpoint';
import type { uploadsEndpoints } from '@samplebank/contracts/uploads';
import { api, apiClient } from '../../lib/api-client';

export type SupportingDocument = Pick<TSupportingDocumentInput, 'documentType' | 'documentKey' | 'originalFilename'>;

export const onboardingApi = {
  /** The wizard's status check. */
  profile: (email: string) => api.post('/auth/profile', { body: { email } }),
  setUserType: (email: string, userType: TUserType) => api.post('/auth/set-user-type', { body: { email, userType } }),
  savePartialProfile: (body: TProfileSubmissionInput) => api.post('/auth/save-partial-profile', { body }),
  completeProfile: (body: TProfileSubmissionInput) => api.post('/auth/complete-profile', { body }),
  uploadSlot: (filename: string) => api.post('/r2/presigned-url/upload', { body: { filename } }),
  // the key is the rest of the path (`/delete/*`), which the typed client's `:name` parameters cannot carry
  deleteUpload: (key: string) =>
    apiClient.delete<EndpointResponse<typeof uploadsEndpoints.delete>>(
      `/r2/presigned-url/delete/${key.split('/').map(encodeURIComponent).join('/')}`,
    ),
};
