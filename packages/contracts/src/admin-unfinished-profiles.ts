import { z } from 'zod';
import { adminLimit, adminPage, ZAdminPageInfo } from './admin-common.js';
import { singleLineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

// Accounts stuck in onboarding, and the reminder staff can send them.

/** The most reminders to finish a profile one staff member may send in 24 hours. */
export const PROFILE_NUDGES_PER_STAFF_PER_DAY = 50;
/** Where an unfinished profile stopped: no account type chosen yet, or the profile (or its documents) half done. */
export const UNFINISHED_PROFILE_STEPS = ['account-type', 'profile'] as const;

export const UNFINISHED_PROFILE_MESSAGES = {
  notFound: 'Account not found',
  alreadyFinished: 'This account has finished its profile since, so there is nothing to remind it of.',
  tooNew: 'This account is less than a day old. Give it a day to finish the profile on its own before reminding it.',
  tooSoon: (remindedOn: string, nextOn: string) =>
    `This account was reminded on ${remindedOn}. One reminder every 3 days: the next can go on ${nextOn}.`,
  dailyCap: (wait: string) =>
    `You have sent ${PROFILE_NUDGES_PER_STAFF_PER_DAY} reminders in the last 24 hours, the most one person may send. Please try again ${wait}.`,
  sent: (email: string) => `Reminder sent to ${email}`,
} as const;

/** `GET /admin/unfinished-profiles`: verified accounts older than a day that have not finished the wizard. */
export const ZUnfinishedProfileQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  search: singleLineText().trim().max(200).optional(),
});
export type TUnfinishedProfileQuery = z.input<typeof ZUnfinishedProfileQuerySchema>;

export const ZUnfinishedProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string().nullable(),
  stoppedAt: z.enum(UNFINISHED_PROFILE_STEPS),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** when staff last e-mailed a reminder, or null */
  profileNudgedAt: z.string().nullable(),
  /** when the next reminder may go, or null when one may go now */
  nextNudgeAt: z.string().nullable(),
});
export type TUnfinishedProfile = z.infer<typeof ZUnfinishedProfileSchema>;
export const ZUnfinishedProfileListSchema = z.object({ items: z.array(ZUnfinishedProfileSchema), ...ZAdminPageInfo });
export type TUnfinishedProfileList = z.infer<typeof ZUnfinishedProfileListSchema>;

/** `POST /admin/unfinished-profiles/{id}/nudge`: the reminder went; the row as it is now. */
export const ZProfileNudgeResponseSchema = z.object({ message: z.string(), item: ZUnfinishedProfileSchema });
export type TProfileNudgeResponse = z.infer<typeof ZProfileNudgeResponseSchema>;

// ---------- endpoints (under /admin, whose plugin checks ADMIN once)

export const adminUnfinishedProfileEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/unfinished-profiles',
    summary: 'Verified accounts older than a day that have not finished their profile, newest first',
    auth: 'admin',
    query: ZUnfinishedProfileQuerySchema,
    response: ZUnfinishedProfileListSchema,
    errors: [400, 401, 403, 404],
  }),
  nudge: endpoint({
    method: 'POST',
    path: '/admin/unfinished-profiles/:id/nudge',
    summary: 'E-mail the account a reminder to finish its profile (one per account every 3 days)',
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZProfileNudgeResponseSchema,
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
