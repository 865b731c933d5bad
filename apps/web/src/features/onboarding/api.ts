import type { TSupportingDocumentInput, TUserType } from '@samplebank/contracts/auth';
import { apiClient } from '../../lib/api-client';
import type { SessionUser } from '../../lib/session';
import type { UploadSlot } from '../../lib/upload';

export type SupportingDocument = Pick<TSupportingDocumentInput, 'documentType' | 'documentKey' | 'originalFilename'>;
export type ProfileData = Record<string, string | SupportingDocument[] | undefined> & {
  supportingDocuments?: SupportingDocument[];
};
/** The signed-in user and token the wizard's status check and completion return. */
export type TokenUserResponse = { user: SessionUser; token: string; isAuthenticated: boolean; message?: string };
type UserMessageResponse = { user: SessionUser; message: string };

export const onboardingApi = {
  /** The wizard's status check. */
  profile: (email: string) => apiClient.post<TokenUserResponse>('/auth/profile', { email }),
  setUserType: (email: string, userType: TUserType) =>
    apiClient.post<UserMessageResponse>('/auth/set-user-type', { email, userType }),
  savePartialProfile: (email: string, userType: TUserType, profileData: ProfileData) =>
    apiClient.post<UserMessageResponse>('/auth/save-partial-profile', { email, userType, profileData }),
  completeProfile: (email: string, userType: TUserType, profileData: ProfileData) =>
    apiClient.post<TokenUserResponse>('/auth/complete-profile', { email, userType, profileData }),
  uploadSlot: (filename: string) => apiClient.post<UploadSlot>('/r2/presigned-url/upload', { filename }),
  deleteUpload: (key: string) =>
    apiClient.delete<{ message: string }>(
      `/r2/presigned-url/delete/${key.split('/').map(encodeURIComponent).join('/')}`,
    ),
};
