import { DEFAULT_LOCALE, isLocale, type Locale, pathInLocale } from '@samplebank/contracts/locales';
import { ORDER_MESSAGES, type TOrderStatus } from '@samplebank/contracts/orders';
import { samplePagePath } from '@samplebank/contracts/public-pages';
import { formatFullDate } from '@samplebank/domain/format';
import { type Translate, translator } from './i18n.js';

/** Branded e-mails: each template gives a subject, an HTML part and a plain-text part. */
export type MailContent = { subject: string; html: string; text: string };

/**
 * Who reads a mail: the web app's address and the reader's language (their account's `locale`, or for someone
 * without an account the language of the request that caused the mail). Every word and link follows the language.
 */
export type MailReader = { publicUrl: string; locale: Locale };

type T = Translate<'mail'>;

/** The reader of a mail to an account: in the language the account reads Samplebank in. */
export function accountReader(publicUrl: string, account: { locale: string }): MailReader {
  return { publicUrl, locale: isLocale(account.locale) ? account.locale : DEFAULT_LOCALE };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Block =
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }
  | { kind: 'button'; label: string; url: string };

/** A page of the web app in the reader's language: `/samples` is `https://…/ms/samples` for a Malay reader. */
function webLink({ publicUrl, locale }: MailReader, path: string): string {
  const localized = pathInLocale(path, locale);
  return localized === '/' ? publicUrl : `${publicUrl}${localized}`;
}

function render(reader: MailReader, subject: string, greeting: string, blocks: Block[]): MailContent {
  const t = translator('mail', reader.locale);
  const home = webLink(reader, '/');
  const htmlBlocks = blocks
    .map((block) => {
      if (block.kind === 'code') {
        return `<p style="margin:24px 0;font:700 32px/1.2 ui-monospace,Menlo,monospace;letter-spacing:8px;color:#1c1917">${escapeHtml(block.value)}</p>`;
      }
      if (block.kind === 'button') {
        return `<p style="margin:28px 0"><a href="${escapeHtml(block.url)}" style="background:#1c1917;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#78716c">${escapeHtml(t('layout.openLink', { url: block.url }))}</p>`;
      }
      return `<p style="margin:0 0 14px">${escapeHtml(block.value)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${reader.locale}"><body style="margin:0;background:#f5f5f4;font:15px/1.6 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#292524">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1c1917;padding:20px 28px;color:#ffffff;font-weight:700;font-size:18px;letter-spacing:.5px">Samplebank</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 14px">${escapeHtml(greeting)}</p>
${htmlBlocks}
<p style="margin:28px 0 0;color:#78716c;font-size:13px">${escapeHtml(t('layout.footer'))}<br><a href="${escapeHtml(home)}" style="color:#78716c">${escapeHtml(home)}</a></p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    ...blocks.map((block) => (block.kind === 'button' ? `${block.label}: ${block.url}` : block.value)),
    '',
    '— Samplebank',
    home,
  ].join('\n');
  return { subject, html, text };
}

/** One of our sentences about an order's change, said in the buyer's language. */
export type OrderMailNotice = 'requestReceived' | 'paymentReceived' | 'nothingCharged';

/** What an order e-mail says: its number, its new status, and the delivery date or the reason it was cancelled. */
export type OrderMail = {
  orderId: string;
  /** `SB-2611-4F7K` */
  number: string;
  status: TOrderStatus;
  notice?: OrderMailNotice;
  /** the carrier and tracking number of an order sent on its way */
  shipment?: { carrier: string; trackingNumber: string };
  /** the parcels of an order its brands sent one by one (issue 18) */
  shipments?: { carrier: string; trackingNumber: string }[];
  /** what staff wrote about the change, as they wrote it */
  note?: string;
  /** a calendar day (`2026-11-26`), left out once the order is delivered or cancelled */
  expectedDelivery?: string | null;
  cancellationReason?: string | null;
};

/** `Thursday, 26 November 2026` (`Khamis, 26 November 2026`): a calendar day is a day in Malaysia, wherever the server runs. */
export function formatMalaysianDay(isoDay: string, locale: Locale = 'en'): string {
  return formatFullDate(isoDay, isoDay, locale);
}

const hello = (t: T, name: string) => (name ? t('layout.greeting', { name }) : t('layout.greetingNoName'));

const STATUS_SELECTORS: Record<TOrderStatus, string> = {
  'awaiting-payment': 'awaitingPayment',
  pending: 'pending',
  processing: 'processing',
  'in-transit': 'inTransit',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** A cancellation's reason: ours (kept in English on the order) in the reader's language, a person's as they wrote it. */
function cancellationReasonIn(t: T, reason: string): string {
  if (reason === ORDER_MESSAGES.cancelledByBuyer) return t('orderStatus.cancelledByBuyer');
  if (reason === ORDER_MESSAGES.cancelledByStaff) return t('orderStatus.cancelledByStaff');
  return reason;
}

function orderDetail(t: T, order: OrderMail): string {
  const parcels = [...(order.shipment ? [order.shipment] : []), ...(order.shipments ?? [])];
  const shipments = parcels.map((parcel) => t('orderStatus.shipment', parcel));
  return [order.notice && t(`orderStatus.${order.notice}`), ...shipments, order.note].filter(Boolean).join(' ');
}

const resetLink = (reader: MailReader, token: string) =>
  webLink(reader, `/reset-password?token=${encodeURIComponent(token)}`);

/** The names of an enquiry's lines, as the mail shows them. */
export type ContactField =
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'state'
  | 'inquiryType'
  | 'scheduleDemo'
  | 'receiveUpdates'
  | 'comments'
  | 'from'
  | 'subject'
  | 'message';
/** A line of an enquiry: a field and what was typed, or one of our words (yes, no, a visitor nobody knows). */
export type ContactLine = [field: ContactField, value: string | { word: 'yes' | 'no' | 'visitor' }];

const contactLine = (t: T, [field, value]: ContactLine) =>
  t('contactInquiry.line', {
    label: t(`contactInquiry.${field}`),
    value: typeof value === 'string' ? value : t(`contactInquiry.${value.word}`),
  });

export const mailTemplates = {
  verificationCode: (reader: MailReader, name: string, code: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('verificationCode.subject', { code }), hello(t, name), [
      { kind: 'text', value: t('verificationCode.intro') },
      { kind: 'code', value: code },
      { kind: 'text', value: t('verificationCode.expiry') },
    ]);
  },
  passwordReset: (reader: MailReader, name: string, token: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('passwordReset.subject'), hello(t, name), [
      { kind: 'text', value: t('passwordReset.intro') },
      { kind: 'button', label: t('layout.resetPassword'), url: resetLink(reader, token) },
      { kind: 'text', value: t('passwordReset.ignore') },
    ]);
  },
  registrationAttempt: (reader: MailReader, name: string, resetToken: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('registrationAttempt.subject'), hello(t, name), [
      { kind: 'text', value: t('registrationAttempt.intro') },
      { kind: 'text', value: t('registrationAttempt.ifYou') },
      { kind: 'button', label: t('registrationAttempt.signIn'), url: webLink(reader, '/') },
      { kind: 'text', value: t('registrationAttempt.forgotten') },
      { kind: 'button', label: t('layout.resetPassword'), url: resetLink(reader, resetToken) },
      { kind: 'text', value: t('registrationAttempt.ifNotYou') },
    ]);
  },
  signInLocked: (reader: MailReader, name: string, minutes: number, resetToken: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('signInLocked.subject'), hello(t, name), [
      { kind: 'text', value: t('signInLocked.intro', { minutes }) },
      { kind: 'text', value: t('signInLocked.ifNotYou') },
      { kind: 'button', label: t('layout.resetPassword'), url: resetLink(reader, resetToken) },
      { kind: 'text', value: t('signInLocked.ifYou') },
    ]);
  },
  passwordChanged: (reader: MailReader, name: string, resetToken: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('passwordChanged.subject'), hello(t, name), [
      { kind: 'text', value: t('passwordChanged.intro') },
      { kind: 'text', value: t('passwordChanged.ifYou') },
      { kind: 'text', value: t('passwordChanged.ifNotYou') },
      { kind: 'button', label: t('layout.resetPassword'), url: resetLink(reader, resetToken) },
    ]);
  },
  accountApproved: (reader: MailReader, name: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('accountApproved.subject'), hello(t, name), [
      { kind: 'text', value: t('accountApproved.intro') },
      { kind: 'button', label: t('accountApproved.browse'), url: webLink(reader, '/samples') },
    ]);
  },
  accountRejected: (reader: MailReader, name: string, reason: string) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('accountRejected.subject'), hello(t, name), [
      { kind: 'text', value: t('accountRejected.intro') },
      { kind: 'text', value: reason },
      { kind: 'text', value: t('accountRejected.next') },
      { kind: 'button', label: t('accountRejected.updateProfile'), url: webLink(reader, '/') },
    ]);
  },
  boardInvitation: (
    reader: MailReader,
    invitation: {
      inviterName: string;
      boardName: string;
      projectName: string;
      role: string;
      /** to every board of the project, boards added later included */
      wholeProject: boolean;
      token: string;
    },
  ) => {
    const t = translator('mail', reader.locale);
    const { inviterName, boardName, projectName, role, wholeProject, token } = invitation;
    // the subject is ours alone: names a member typed stay in the body, where they read as quotes, not as the sender
    return render(reader, t('boardInvitation.subject'), t('boardInvitation.greeting'), [
      {
        kind: 'text',
        value: wholeProject
          ? t('boardInvitation.introProject', { inviter: inviterName, project: projectName, role })
          : t('boardInvitation.intro', { inviter: inviterName, board: boardName, project: projectName, role }),
      },
      {
        kind: 'button',
        label: t('boardInvitation.open'),
        url: webLink(reader, `/accept-invitation/${encodeURIComponent(token)}`),
      },
      { kind: 'text', value: t('boardInvitation.expiry') },
    ]);
  },
  boardMention: (
    reader: MailReader,
    name: string,
    mention: {
      authorName: string;
      boardName: string;
      projectName: string;
      sampleName: string;
      excerpt: string;
      path: string;
    },
  ) => {
    const t = translator('mail', reader.locale);
    const { authorName, boardName, projectName, sampleName, excerpt, path } = mention;
    return render(reader, t('boardMention.subject'), hello(t, name), [
      {
        kind: 'text',
        value: t('boardMention.intro', {
          author: authorName,
          sample: sampleName,
          board: boardName,
          project: projectName,
        }),
      },
      { kind: 'text', value: `“${excerpt}”` },
      { kind: 'button', label: t('boardMention.open'), url: webLink(reader, path) },
      { kind: 'text', value: t('boardMention.why') },
    ]);
  },
  brandInvitation: (
    reader: MailReader,
    invitation: { inviterName: string; brandName: string; role: string; token: string },
  ) => {
    const t = translator('mail', reader.locale);
    const { inviterName, brandName, role, token } = invitation;
    return render(reader, t('brandInvitation.subject'), t('brandInvitation.greeting'), [
      { kind: 'text', value: t('brandInvitation.intro', { inviter: inviterName, brand: brandName, role }) },
      { kind: 'text', value: t('brandInvitation.account') },
      {
        kind: 'button',
        label: t('brandInvitation.open'),
        url: webLink(reader, `/brand-invitation/${encodeURIComponent(token)}`),
      },
      { kind: 'text', value: t('brandInvitation.expiry') },
    ]);
  },
  sampleDiscontinued: (reader: MailReader, name: string, sample: { id: string; name: string; brandName: string }) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('sampleDiscontinued.subject'), hello(t, name), [
      { kind: 'text', value: t('sampleDiscontinued.intro', { brand: sample.brandName, sample: sample.name }) },
      { kind: 'text', value: t('sampleDiscontinued.next') },
      { kind: 'button', label: t('sampleDiscontinued.open'), url: webLink(reader, samplePagePath(sample.id)) },
    ]);
  },
  stockAlert: (
    reader: MailReader,
    name: string,
    alert: {
      brandId: string;
      brandName: string;
      threshold: number;
      samples: { name: string; sku: string; stock: number }[];
      more: number;
    },
  ) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('stockAlert.subject', { brand: alert.brandName }), hello(t, name), [
      { kind: 'text', value: t('stockAlert.intro', { brand: alert.brandName, threshold: alert.threshold }) },
      ...alert.samples.map((sample) => ({
        kind: 'text' as const,
        value: t('stockAlert.line', { name: sample.name, sku: sample.sku, stock: sample.stock }),
      })),
      ...(alert.more ? [{ kind: 'text' as const, value: t('stockAlert.more', { count: alert.more }) }] : []),
      {
        kind: 'button',
        label: t('stockAlert.open'),
        url: webLink(reader, `/brand/${alert.brandId}/stock`),
      },
    ]);
  },
  orderStatus: (reader: MailReader, name: string, order: OrderMail) => {
    const t = translator('mail', reader.locale);
    const facts = { number: order.number, status: STATUS_SELECTORS[order.status] };
    const detail = orderDetail(t, order);
    const reason = order.cancellationReason && cancellationReasonIn(t, order.cancellationReason);
    const day = order.expectedDelivery && formatMalaysianDay(order.expectedDelivery, reader.locale);
    return render(reader, t('orderStatus.subject', facts), hello(t, name), [
      { kind: 'text', value: t('orderStatus.intro', facts) },
      ...(detail ? [{ kind: 'text' as const, value: detail }] : []),
      ...(reason ? [{ kind: 'text' as const, value: t('orderStatus.reason', { reason }) }] : []),
      ...(day ? [{ kind: 'text' as const, value: t('orderStatus.expectedDelivery', { date: day }) }] : []),
      { kind: 'button', label: t('orderStatus.view'), url: webLink(reader, `/orders/${order.orderId}`) },
    ]);
  },
  /** The team's copy of a Get In Touch enquiry; its subject is the sender's own words. */
  refundIssued: (
    reader: MailReader,
    name: string,
    refund: { orderId: string; orderNumber: string; amount: string; creditNoteNumber: string },
  ) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('refundIssued.subject', refund), hello(t, name), [
      { kind: 'text', value: t('refundIssued.intro', refund) },
      { kind: 'text', value: t('refundIssued.creditNote', refund) },
      { kind: 'text', value: t('refundIssued.timing') },
      { kind: 'button', label: t('refundIssued.view'), url: webLink(reader, `/orders/${refund.orderId}`) },
    ]);
  },
  contactInquiry: (reader: MailReader, subject: string, lines: ContactLine[]) => {
    const t = translator('mail', reader.locale);
    return render(
      reader,
      subject,
      t('contactInquiry.greeting'),
      lines.map((line) => ({ kind: 'text' as const, value: contactLine(t, line) })),
    );
  },
};

/** A reminder staff send to an account that has not finished its profile; the link signs in and opens the wizard. */
export function profileNudgeMail(reader: MailReader, name: string, email: string): MailContent {
  const t = translator('mail', reader.locale);
  return render(reader, t('profileNudge.subject'), hello(t, name), [
    { kind: 'text', value: t('profileNudge.intro') },
    { kind: 'text', value: t('profileNudge.howLong') },
    {
      kind: 'button',
      label: t('profileNudge.finish'),
      url: webLink(reader, `/finish-profile?email=${encodeURIComponent(email)}`),
    },
    { kind: 'text', value: t('profileNudge.ignore') },
  ]);
}

/** The names of a partner application's lines, as the team's notice shows them. */
export type PartnerApplicationField =
  | 'company'
  | 'ssmNumber'
  | 'contact'
  | 'email'
  | 'phone'
  | 'website'
  | 'categories'
  | 'catalogueSize'
  | 'message';

/** What a "Become a brand partner" application says, for its mails: the applicant's words as they wrote them. */
export type PartnerApplicationMail = {
  companyName: string;
  contactName: string;
  lines: [field: PartnerApplicationField, value: string][];
};

/** "Become a brand partner" (issue 18): the applicant's copy, the team's notice, and a decline with staff's note. */
export const partnerApplicationMails = {
  /** To the applicant: we have it, and what happens next. Their message is not repeated to the address they gave. */
  received: (reader: MailReader, application: PartnerApplicationMail) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('partnerApplication.received.subject'), hello(t, application.contactName), [
      { kind: 'text', value: t('partnerApplication.received.intro', { company: application.companyName }) },
      { kind: 'text', value: t('partnerApplication.received.next') },
      { kind: 'text', value: t('partnerApplication.received.ifNotYou') },
    ]);
  },
  /** To the team at CONTACT_EMAIL: every line of the application and the way to the queue. */
  notice: (reader: MailReader, application: PartnerApplicationMail) => {
    const t = translator('mail', reader.locale);
    return render(
      reader,
      t('partnerApplication.notice.subject', { company: application.companyName }),
      t('partnerApplication.notice.greeting'),
      [
        ...application.lines.map(([field, value]) => ({
          kind: 'text' as const,
          value: t('contactInquiry.line', { label: t(`partnerApplication.field.${field}`), value }),
        })),
        {
          kind: 'button',
          label: t('partnerApplication.notice.review'),
          url: webLink(reader, '/admin/partner-applications'),
        },
      ],
    );
  },
  /** To the applicant: declined, in staff's own words. */
  declined: (reader: MailReader, application: { companyName: string; contactName: string; note: string }) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('partnerApplication.declined.subject'), hello(t, application.contactName), [
      { kind: 'text', value: t('partnerApplication.declined.intro', { company: application.companyName }) },
      { kind: 'text', value: application.note },
      { kind: 'text', value: t('partnerApplication.declined.next') },
      { kind: 'button', label: t('partnerApplication.declined.contact'), url: webLink(reader, '/contact') },
    ]);
  },
};

/** A round of a client's decisions on a board (issue 19), to the board's owner: one e-mail per round, not per click. */
export const boardDecisionMails = {
  round: (
    reader: MailReader,
    name: string,
    round: {
      boardName: string;
      boardPath: string;
      decisions: { sampleName: string; decision: string; decidedBy: string; comment: string | null }[];
      more: number;
    },
  ) => {
    const t = translator('mail', reader.locale);
    return render(reader, t('boardDecisions.subject', { board: round.boardName }), hello(t, name), [
      { kind: 'text', value: t('boardDecisions.intro', { board: round.boardName, count: round.decisions.length }) },
      ...round.decisions.map((entry) => ({
        kind: 'text' as const,
        value: t(entry.comment ? 'boardDecisions.lineWithComment' : 'boardDecisions.line', {
          sample: entry.sampleName,
          decision: entry.decision,
          name: entry.decidedBy,
          comment: entry.comment ?? '',
        }),
      })),
      ...(round.more ? [{ kind: 'text' as const, value: t('boardDecisions.more', { count: round.more }) }] : []),
      { kind: 'button', label: t('boardDecisions.open'), url: webLink(reader, round.boardPath) },
    ]);
  },
};
