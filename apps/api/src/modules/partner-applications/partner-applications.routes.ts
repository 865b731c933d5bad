import { translateApiMessage } from '@samplebank/contracts/api-messages';
import {
  partnerApplicationEndpoints as E,
  PARTNER_APPLICATION_MESSAGES,
  PARTNER_APPLICATIONS_PER_HOUR,
} from '@samplebank/contracts/partner-applications';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth.js';
import { localeOfRequest } from '../../platform/i18n.js';
import { routeLimit } from '../../platform/rate-limit.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  approvePartnerApplication,
  declinePartnerApplication,
  listPartnerApplications,
} from './partner-application-review.service.js';
import { submitPartnerApplication } from './partner-applications.service.js';

// every application mails the address it names and the team: not without end from one network
const applicationLimit = routeLimit({
  scope: 'partner-applications',
  per: 'address',
  max: PARTNER_APPLICATIONS_PER_HOUR,
  timeWindowMs: 60 * 60 * 1000,
  message: PARTNER_APPLICATION_MESSAGES.tooManyApplications,
});

/** An answer whose message is said in the request's language (the services write the contract's English). */
async function inLanguageOf<T extends { message: string }>(
  request: Pick<FastifyRequest, 'headers'>,
  answer: Promise<T>,
): Promise<T> {
  const result = await answer;
  return { ...result, message: translateApiMessage(result.message, localeOfRequest(request)) };
}

/** "Become a brand partner": the public form, and the staff's queue that approves an application into a brand. */
export async function partnerApplicationRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['partner applications'] });

  route(
    E.apply,
    (request) =>
      inLanguageOf(request, submitPartnerApplication(context, { ...request.body, locale: localeOfRequest(request) })),
    { config: { rateLimit: applicationLimit } },
  );
  route(E.list, (request) => listPartnerApplications(context, request.query));
  route(E.approve, (request) =>
    inLanguageOf(
      request,
      approvePartnerApplication(context, currentUser(request), {
        applicationId: request.params.id,
        brandId: request.body.brandId,
      }),
    ),
  );
  route(E.decline, (request) =>
    inLanguageOf(
      request,
      declinePartnerApplication(context, currentUser(request), {
        applicationId: request.params.id,
        note: request.body.note,
      }),
    ),
  );
}
