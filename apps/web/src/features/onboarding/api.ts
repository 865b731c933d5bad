import type { TProfileSubmissionInput, TSupportingDocumentInput, TUserType } from '@samplebank/contracts/auth';
import { api } from '../../lib/api-client';

export type SupportingDocument = Pick<TSupportingDocumentInput, 'documentType' | 'documentKey' | 'originalFilename'>;

export const onboardingApi = {
  /** The wizard's status check. */
  profile: (email: string) => api.post('/auth/profile', { body: { email } }),
  setUserType: (email: string, userType: TUserType) => api.post('/auth/set-user-type', { body: { email, userType } }),
  savePartialProfile: (body: TProfileSubmissionInput) => api.post('/auth/save-partial-profile', { body }),
  completeProfile: (body: TProfileSubmissionInput) => api.post('/auth/complete-profile', { body }),
  uploadSlot: (filename: string) => api.post('/r2/presigned-url/upload', { body: { filename } }),
  deleteUpload: (key: string) => api.delete('/r2/presigned-url/delete/*', { params: { '*': key } }),
};
