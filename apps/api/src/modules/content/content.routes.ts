import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import { CONTACT_MESSAGES, ZContactInquiryRequestSchema } from '@samplebank/contracts/contact';
import { ZPageSettingsSchema, ZSettingsSchema } from '@samplebank/contracts/content';
import { z } from 'zod';
import type { ZodApp } from '../../platform/zod-app.js';
import { submitContactInquiry } from './contact.service.js';
import { getPageSettings, getSettings } from './content.service.js';

const tags = ['content'];

export async function contentRoutes(app: ZodApp) {
  const { db, mailer, config, guards, limits } = app.context;
  app.get(
    '/page-settings',
    {
      schema: { tags, summary: 'Home page content', response: { 200: ZPageSettingsSchema, 404: ZErrorResponseSchema } },
    },
    () => getPageSettings(db),
  );
  app.get(
    '/settings',
    { schema: { tags, summary: 'Platform fee and delivery settings', response: { 200: ZSettingsSchema } } },
    () => getSettings(db),
  );
  // the spec's path for the Get In Touch form; it stores the enquiry and mails CONTACT_EMAIL
  app.post(
    '/auth/test-send-email',
    {
      config: { rateLimit: limits.contactMessages },
      preHandler: guards.optionalUser,
      schema: {
        tags,
        summary: "Send the Get In Touch form, or the spec client's {to, subject, html}, to the Samplebank team",
        description:
          'Either the form (firstName, lastName, email, ...) or {to, subject, html}. The recipient is ignored: the message is stored and mailed to CONTACT_EMAIL, the HTML as plain text.',
        body: ZContactInquiryRequestSchema,
        response: { 201: z.object({ message: z.string() }), 400: ZErrorResponseSchema, 429: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await submitContactInquiry(
        db,
        mailer,
        { contactEmail: config.contactEmail, publicUrl: config.publicUrl, sender: request.user },
        request.body,
      );
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
