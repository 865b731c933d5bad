import {
  isContactForm,
  type TContactInquiry,
  type TContactInquiryRequest,
  ZContactInquiryRequestSchema,
} from '@samplebank/contracts/contact';
import { convert } from 'html-to-text';
import { contactInquiries } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { accountReader, type ContactLine, type MailReader, mailTemplates } from '../../platform/mail-templates.js';
import { findUserByEmail } from '../users/users.repository.js';

/** Who sends the enquiry: the signed-in user, or nobody known for a visitor. */
type Sender = Pick<AuthUser, 'id' | 'name' | 'email'> | undefined;

// the longest HTML read and the longest text kept: the schema allows 20,000 characters of HTML
const HTML_LIMIT = 20_000;
const TEXT_LIMIT = 10_000;

/**
 * The spec client's HTML as plain text: tags dropped (script and style with their content), entities decoded,
 * paragraphs and line breaks kept, links as "text [address]". A real HTML parser (htmlparser2), no regular expressions.
 */
export function htmlToPlainText(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    limits: { maxInputLength: HTML_LIMIT },
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
  return (
    text
      // a control character decoded from an entity (&#0;, &#27;) is as unwelcome as a typed one
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, TEXT_LIMIT)
  );
}

function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName || null, lastName: rest.join(' ') || null };
}

/** What is stored and mailed for either shape of the request. */
function inquiryRecord(inquiry: TContactInquiry, sender: Sender) {
  if (isContactForm(inquiry)) {
    const fullName = `${inquiry.firstName} ${inquiry.lastName}`;
    return {
      row: {
        firstName: inquiry.firstName,
        lastName: inquiry.lastName,
        email: inquiry.email,
        subject: [inquiry.inquiryType ?? 'General enquiry', inquiry.state, fullName].filter(Boolean).join(' - '),
        company: inquiry.company || null,
        phone: inquiry.phone || null,
        state: inquiry.state || null,
        inquiryType: inquiry.inquiryType ?? null,
        comments: inquiry.comments || null,
        scheduleDemo: inquiry.scheduleDemo,
        receiveUpdates: inquiry.receiveUpdates,
      },
      lines: [
        ['name', fullName],
        ['email', inquiry.email],
        ['company', inquiry.company || '-'],
        ['phone', inquiry.phone || '-'],
        ['state', inquiry.state || '-'],
        ['inquiryType', inquiry.inquiryType ?? '-'],
        ['scheduleDemo', { word: inquiry.scheduleDemo ? 'yes' : 'no' }],
        ['receiveUpdates', { word: inquiry.receiveUpdates ? 'yes' : 'no' }],
        ['comments', inquiry.comments || '-'],
      ] satisfies ContactLine[],
    };
  }
  // the spec's client names no sender: a signed-in one is known by the token, a visitor stays unknown
  const names = sender ? splitName(sender.name) : { firstName: null, lastName: null };
  const message = htmlToPlainText(inquiry.html);
  return {
    row: { ...names, email: sender?.email ?? null, subject: inquiry.subject, comments: message || null },
    lines: [
      ['from', sender ? `${sender.name} <${sender.email}>` : { word: 'visitor' }],
      ['subject', inquiry.subject],
      ['message', message || '-'],
    ] satisfies ContactLine[],
  };
}

/** The team reads enquiries in the language of the staff account at CONTACT_EMAIL, English when it has none. */
async function teamReader({ db, config }: ServiceContext<'db' | 'config'>): Promise<MailReader> {
  const staff = await findUserByEmail(db, config.contactEmail);
  return staff ? accountReader(config.publicUrl, staff) : { publicUrl: config.publicUrl, locale: 'en' };
}

/**
 * Stores a Get In Touch enquiry (the form, or the spec client's `{to, subject, html}`) and mails it to the team at
 * CONTACT_EMAIL, never to an address the client names. The route limits how many one address sends
 * (LIMIT_CONTACT_MESSAGES_PER_HOUR).
 */
export async function submitContactInquiry(
  context: ServiceContext<'db' | 'mailer' | 'config'>,
  sender: Sender,
  input: TContactInquiryRequest,
) {
  const { db, mailer, config } = context;
  const inquiry = ZContactInquiryRequestSchema.parse(input);
  const { row, lines } = inquiryRecord(inquiry, sender);
  const [stored] = await db
    .insert(contactInquiries)
    .values({ ...row, userId: sender?.id ?? null })
    .returning({ id: contactInquiries.id });
  await mailer.send({
    to: config.contactEmail,
    kind: 'contact-inquiry',
    ...mailTemplates.contactInquiry(await teamReader(context), row.subject, lines),
  });
  return { id: stored!.id };
}
