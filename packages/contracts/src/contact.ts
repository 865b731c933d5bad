import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  multilineText,
  singleLineText,
  ZEmailAddressSchema,
  ZMessageResponseSchema,
} from './common.js';
import { endpoint } from './endpoint.js';
import { isMalaysianPhoneWithExtension, PHONE_MESSAGES } from './phone.js';
import { saidByKey } from './validation-messages.js';

export const INQUIRY_TYPES = [
  'Join as brand partner',
  'After sales support',
  'Order enquiry',
  'Account problem',
] as const;

/** The limits of the Get In Touch form, for the schema and for the inputs' `maxLength` alike. */
export const CONTACT_LIMITS = {
  name: 80,
  email: EMAIL_MAX_LENGTH,
  company: 160,
  phone: 30,
  state: 80,
  comments: 5000,
  subject: 300,
  html: 20_000,
} as const;

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'There was an error. Please try again or use chat for assistance.',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  firstNameTooLong: `First name must be at most ${CONTACT_LIMITS.name} characters`,
  lastNameTooLong: `Last name must be at most ${CONTACT_LIMITS.name} characters`,
  /** a Malaysian number, an office's extension allowed */
  phone: PHONE_MESSAGES.invalidWithExtension,
  inquiryType: 'Please choose an inquiry type from the list',
  commentsTooLong: `Comments must be at most ${CONTACT_LIMITS.comments} characters`,
  subjectRequired: 'Please give the message a subject',
  messageRequired: 'Please write a message',
  messageTooLong: 'The message is too long; please keep it under 20,000 characters',
} as const;

const M = CONTACT_MESSAGES;
const optionalLine = (max: number) => singleLineText().trim().max(max).optional();

/** The Get In Touch form: first name, last name and e-mail required, the rest optional (spec §5). */
export const ZContactFormRequestSchema = z
  .object({
    firstName: singleLineText(saidByKey('contact.firstNameRequired', M.firstNameRequired))
      .trim()
      .min(1, saidByKey('contact.firstNameRequired', M.firstNameRequired))
      .max(CONTACT_LIMITS.name, saidByKey('contact.firstNameTooLong', M.firstNameTooLong)),
    lastName: singleLineText(saidByKey('contact.lastNameRequired', M.lastNameRequired))
      .trim()
      .min(1, saidByKey('contact.lastNameRequired', M.lastNameRequired))
      .max(CONTACT_LIMITS.name, saidByKey('contact.lastNameTooLong', M.lastNameTooLong)),
    email: ZEmailAddressSchema,
    company: optionalLine(CONTACT_LIMITS.company),
    phone: singleLineText()
      .trim()
      .max(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters`)
      .refine((phone) => !phone || isMalaysianPhoneWithExtension(phone), saidByKey('contact.phone', M.phone))
      .optional(),
    state: optionalLine(CONTACT_LIMITS.state),
    inquiryType: z.enum(INQUIRY_TYPES, saidByKey('contact.inquiryType', M.inquiryType)).optional(),
    comments: multilineText()
      .trim()
      .max(CONTACT_LIMITS.comments, saidByKey('contact.commentsTooLong', M.commentsTooLong))
      .optional(),
    scheduleDemo: z.boolean().optional().default(false),
    receiveUpdates: z.boolean().optional().default(false),
    // the spec's client may send these beside the form: never used (the team's address is the server's)
    to: singleLineText().max(EMAIL_MAX_LENGTH).optional(),
    subject: singleLineText().max(CONTACT_LIMITS.subject).optional(),
    html: multilineText().max(CONTACT_LIMITS.html).optional(),
  })
  .strict();
export type TContactFormRequest = z.input<typeof ZContactFormRequestSchema>;

/**
 * The spec's client call: `{ to, subject, html }` (marketplace spec §7). The recipient is ignored (the server mails
 * CONTACT_EMAIL, never an address a client names) and the HTML is kept as plain text.
 */
export const ZContactMessageRequestSchema = z
  .object({
    to: singleLineText().max(EMAIL_MAX_LENGTH).optional(),
    subject: singleLineText(saidByKey('contact.subjectRequired', M.subjectRequired))
      .trim()
      .min(1, saidByKey('contact.subjectRequired', M.subjectRequired))
      .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
    html: multilineText(saidByKey('contact.messageRequired', M.messageRequired))
      .min(1, saidByKey('contact.messageRequired', M.messageRequired))
      .max(CONTACT_LIMITS.html, saidByKey('contact.messageTooLong', M.messageTooLong)),
  })
  .strict();
export type TContactMessageRequest = z.input<typeof ZContactMessageRequestSchema>;

/**
 * `POST /auth/test-send-email`: the form, or the spec client's `{to, subject, html}`. A refusal names the field of
 * the one the body comes closest to (see `closestUnionOption`), never "matches neither".
 */
export const ZContactInquiryRequestSchema = z.union([ZContactFormRequestSchema, ZContactMessageRequestSchema]);
export type TContactInquiryRequest = z.input<typeof ZContactInquiryRequestSchema>;
export type TContactInquiry = z.output<typeof ZContactInquiryRequestSchema>;

/** Whether a checked request is the form (which names its sender) rather than the spec client's message. */
export function isContactForm(inquiry: TContactInquiry): inquiry is z.output<typeof ZContactFormRequestSchema> {
  return 'firstName' in inquiry;
}

export const contactEndpoints = {
  /** The spec's path for the Get In Touch form. */
  send: endpoint({
    method: 'POST',
    path: '/auth/test-send-email',
    summary: "Send the Get In Touch form, or the spec client's {to, subject, html}, to the Samplebank team",
    description:
      'Either the form (firstName, lastName, email, ...) or {to, subject, html}. The recipient is ignored: the message is stored and mailed to CONTACT_EMAIL, the HTML as plain text.',
    auth: 'optional',
    body: ZContactInquiryRequestSchema,
    response: ZMessageResponseSchema,
    status: 201,
    errors: [400, 429],
  }),
};
