import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';
import { singleLineText, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ZUserSchema } from './users.js';
import { saidByKey } from './validation-messages.js';

/** What the account page's password and session calls answer, written once for the API and the web app. */
export const ACCOUNT_SECURITY_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSame: 'Choose a new password that is different from your current one',
  passwordsDoNotMatch: 'Your passwords do not match',
  passwordChanged: 'Your password has been changed. Any other device that was signed in has been signed out.',
  signedOutEverywhere: 'You have been signed out on every device',
  tooManyWrongPasswords: (wait: string) => `Too many wrong passwords. Please try again ${wait}.`,
  tooManyChanges: (wait: string) =>
    `You have changed your password several times in the last hour. Please try again ${wait}.`,
} as const;

/** `POST /auth/change-password`: the current password and a new one under the registration rules (8-25). */
export const ZChangePasswordRequestSchema = z
  .object({
    // as on sign-in, any length is checked against the stored hash; only the new one follows the rules
    currentPassword: singleLineText(
      saidByKey('accountSecurity.currentPasswordRequired', ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired),
    )
      .min(1, saidByKey('accountSecurity.currentPasswordRequired', ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired))
      .max(200),
    newPassword: singleLineText(saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength))
      .min(PASSWORD_MIN_LENGTH, saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength))
      .max(PASSWORD_MAX_LENGTH, saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength)),
  })
  .strict();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/** The new session of the browser that changed the password; every other token has ended. */
export const ZChangePasswordResponseSchema = z.object({ message: z.string(), token: z.string(), user: ZUserSchema });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponseSchema>;

export const accountSecurityEndpoints = {
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    summary: 'Change the password with the current one; ends every other session and answers a fresh token',
    auth: 'user',
    body: ZChangePasswordRequestSchema,
    response: ZChangePasswordResponseSchema,
    errors: [400, 401, 403, 429],
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/auth/sign-out-everywhere',
    summary: 'End every session of the account, this one included',
    auth: 'user',
    response: ZMessageResponseSchema,
    errors: [401, 403],
  }),
};
