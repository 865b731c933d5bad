import type { TLoginRequest, TRegisterRequest, TVerifyEmailRequest } from '@samplebank/contracts/auth';
import { apiClient } from '../../lib/api-client';
import type { SessionUser } from '../../lib/session';

export type LoginResponse = {
  user: SessionUser;
  token: string;
  requiresEmailVerification: boolean;
  requiresProfileCompletion: boolean;
};
export type TokenUserResponse = { user: SessionUser; token: string; isAuthenticated: boolean; message?: string };
type MessageResponse = { message: string };

export const authApi = {
  login: (body: TLoginRequest) => apiClient.post<LoginResponse>('/auth/login', body),
  register: (body: TRegisterRequest) => apiClient.post<{ message: string; email: string }>('/auth/register', body),
  verifyEmail: (body: TVerifyEmailRequest) => apiClient.post<TokenUserResponse>('/auth/verify-email', body),
  resendVerification: (email: string) => apiClient.post<MessageResponse>('/auth/resend-verification', { email }),
  forgotPassword: (email: string) => apiClient.post<MessageResponse>('/auth/forgot-password', { email }),
  resetPassword: (body: { token: string; password: string }) =>
    apiClient.post<MessageResponse>('/auth/reset-password', body),
  /** The stored user as the server has it now. */
  currentUser: (userId: string, signal?: AbortSignal) =>
    apiClient.get<SessionUser>(`/users/${encodeURIComponent(userId)}`, { signal }),
};
