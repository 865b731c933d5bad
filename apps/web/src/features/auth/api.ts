import type { TLoginRequest, TRegisterRequest, TVerifyEmailRequest } from '@samplebank/contracts/auth';
import { api } from '../../lib/api-client';

export const authApi = {
  login: (body: TLoginRequest) => api.post('/auth/login', { body }),
  register: (body: TRegisterRequest) => api.post('/auth/register', { body }),
  verifyEmail: (body: TVerifyEmailRequest) => api.post('/auth/verify-email', { body }),
  resendVerification: (email: string) => api.post('/auth/resend-verification', { body: { email } }),
  forgotPassword: (email: string) => api.post('/auth/forgot-password', { body: { email } }),
  resetPassword: (body: { token: string; password: string }) => api.post('/auth/reset-password', { body }),
  /** The stored user as the server has it now. */
  currentUser: (userId: string, signal?: AbortSignal) => api.get('/users/:id', { params: { id: userId }, signal }),
};
