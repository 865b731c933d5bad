/**
 * The spec's words only the web app shows (accounts spec §8). The ones the API shares are `AUTH_MESSAGES` and
 * `UPLOAD_MESSAGES` in packages/contracts. Kept free of imports so the header and banner can use it without
 * pulling zod into the first page load.
 */
export const authMessages = {
  welcomeBack: 'Welcome back',
  loginFailed: 'Login failed. Please check your email and password.',
  passwordRequired: 'Password is required',
  registrationFailed: 'Registration failed. Please try again.',
  emailVerified: 'Email verified successfully!',
  codeResent: 'New verification code sent!',
  resendFailed: 'Error sending verification code',
  resetEmailSent: 'Password reset email sent!',
  resetEmailFailed: 'Failed to send reset password email. Please try again later.',
  passwordsDoNotMatch: 'Your passwords do not match',
  passwordsDoNotMatchToast: 'Passwords do not match',
  resetFailed: 'Failed to reset password. Please try again.',
  fetchUserFailed: 'Failed to fetch user data',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Verification code, resend and delays fixed by the spec (§9). */
export const LOGIN_SUCCESS_DELAY_MS = 100;
export const LOGIN_VERIFIED_DELAY_MS = 1500;
