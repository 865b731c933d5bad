import { CONTACT_MESSAGES, contactEndpoints } from '@samplebank/contracts/contact';
import { contentEndpoints } from '@samplebank/contracts/content';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { submitContactInquiry } from './contact.service.js';
import { getPageSettings, getSettings } from './content.service.js';

export async function contentRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['content'] });
  route(contentEndpoints.pageSettings, () => getPageSettings(context));
  route(contentEndpoints.settings, () => getSettings(context.db));
  // the spec's path for the Get In Touch form; it stores the enquiry and mails CONTACT_EMAIL
  route(
    contactEndpoints.send,
    async (request) => {
      await submitContactInquiry(context, request.user, request.body);
      return { message: CONTACT_MESSAGES.sent };
    },
    { config: { rateLimit: context.limits.contactMessages } },
  );
}
