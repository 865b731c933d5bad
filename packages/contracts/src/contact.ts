import { z } from 'zod';
import { multilineText, singleLineText } from './common.js';

export const INQUIRY_TYPES = [
  'Join as brand partner',
  'After sales support',
  'Order enquiry',
  'Account problem',
] as const;

/**
 * The Get In Touch form. The spec's client also sends `to`, `subject` and `html`; the server never mails a
 * client-named address (DESIGN.md §5), so those are accepted for compatibility and ignored.
 */
export const ZContactInquiryRequestSchema = z
  .object({
    firstName: singleLineText().trim().min(1, 'First name is required').max(80),
    lastName: singleLineText().trim().min(1, 'Last name is required').max(80),
    email: z.email('Please enter a valid email address').max(254),
    company: singleLineText().trim().max(160).optional(),
    phone: singleLineText()
      .trim()
      .max(30)
      .regex(/^[0-9+()\-\s]*$/, 'Phone may contain digits, spaces, +, - and brackets only')
      .optional(),
    state: singleLineText().trim().max(80).optional(),
    inquiryType: z.enum(INQUIRY_TYPES, { message: 'Choose an inquiry type' }).optional(),
    comments: multilineText().trim().max(5000).optional(),
    scheduleDemo: z.boolean().optional().default(false),
    receiveUpdates: z.boolean().optional().default(false),
    to: singleLineText().max(254).optional(),
    subject: singleLineText().max(300).optional(),
    html: multilineText().max(20000).optional(),
  })
  .strict();
export type TContactInquiryRequest = z.input<typeof ZContactInquiryRequestSchema>;

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'There was an error. Please try again or use chat for assistance.',
} as const;
