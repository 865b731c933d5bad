import {
  ZProfileNudgeResponseSchema,
  ZUnfinishedProfileListSchema,
  ZUnfinishedProfileQuerySchema,
} from '@samplebank/contracts/admin';
import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { listUnfinishedProfiles, nudgeUnfinishedProfile } from './admin-unfinished-profiles.service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};

/** Accounts stuck in onboarding, and the reminder staff can send them. ADMIN only. */
export async function adminUnfinishedProfileRoutes(app: ZodApp) {
  app.get(
    '/unfinished-profiles',
    {
      schema: {
        tags,
        security,
        summary: 'Verified accounts older than a day that have not finished their profile, newest first',
        querystring: ZUnfinishedProfileQuerySchema,
        response: { 200: ZUnfinishedProfileListSchema, ...errors },
      },
    },
    (request) => listUnfinishedProfiles(app.context, request.query),
  );

  app.post(
    '/unfinished-profiles/:id/nudge',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail the account a reminder to finish its profile (one per account every 3 days)',
        params: ZIdParamsSchema,
        response: { 200: ZProfileNudgeResponseSchema, ...errors, 409: ZErrorResponseSchema, 429: ZErrorResponseSchema },
      },
    },
    (request) => nudgeUnfinishedProfile(app.context, currentUser(request), { userId: request.params.id }),
  );
}
