import type { TContactInquiryRequest } from '@samplebank/contracts/contact';
import { ZContactInquiryRequestSchema } from '@samplebank/contracts/contact';
import type { Database } from '../../db/client.js';
import { contactInquiries } from '../../db/schema.js';
import type { Mailer } from '../../platform/mail.js';
import { mailTemplates } from '../../platform/mail-templates.js';

/**
 * Stores a Get In Touch enquiry and mails it to the team at CONTACT_EMAIL, never to an address the client names.
 * The route limits how many one address sends (LIMIT_CONTACT_MESSAGES_PER_HOUR).
 */
export async function submitContactInquiry(
  db: Database,
  mailer: Mailer,
  options: { contactEmail: string; publicUrl: string; userId?: string },
  input: TContactInquiryRequest,
) {
  const inquiry = ZContactInquiryRequestSchema.parse(input);
  const [row] = await db
    .insert(contactInquiries)
    .values({
      firstName: inquiry.firstName,
      lastName: inquiry.lastName,
      email: inquiry.email,
      company: inquiry.company || null,
      phone: inquiry.phone || null,
      state: inquiry.state || null,
      inquiryType: inquiry.inquiryType ?? null,
      comments: inquiry.comments || null,
      scheduleDemo: inquiry.scheduleDemo,
      receiveUpdates: inquiry.receiveUpdates,
      userId: options.userId ?? null,
    })
    .returning({ id: contactInquiries.id });
  const fullName = `${inquiry.firstName} ${inquiry.lastName}`;
  const subject = [inquiry.inquiryType ?? 'General enquiry', inquiry.state, fullName].filter(Boolean).join(' - ');
  await mailer.send({
    to: options.contactEmail,
    kind: 'contact-inquiry',
    ...mailTemplates.contactInquiry(options.publicUrl, subject, [
      ['Name', fullName],
      ['E-mail', inquiry.email],
      ['Company', inquiry.company || '-'],
      ['Phone', inquiry.phone || '-'],
      ['State', inquiry.state || '-'],
      ['Inquiry type', inquiry.inquiryType ?? '-'],
      ['Schedule a demo', inquiry.scheduleDemo ? 'Yes' : 'No'],
      ['Receive updates', inquiry.receiveUpdates ? 'Yes' : 'No'],
      ['Comments', inquiry.comments || '-'],
    ]),
  });
  return { id: row!.id };
}
