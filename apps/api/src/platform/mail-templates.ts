import { formatFullDate } from '@samplebank/domain/format';
/** Branded e-mails: each template gives a subject, an HTML part and a plain-text part. */
export type MailContent = { subject: string; html: string; text: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Block =
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }
  | { kind: 'button'; label: string; url: string };

function render(subject: string, greeting: string, blocks: Block[], publicUrl: string): MailContent {
  const htmlBlocks = blocks
    .map((block) => {
      if (block.kind === 'code') {
        return `<p style="margin:24px 0;font:700 32px/1.2 ui-monospace,Menlo,monospace;letter-spacing:8px;color:#1c1917">${escapeHtml(block.value)}</p>`;
      }
      if (block.kind === 'button') {
        return `<p style="margin:28px 0"><a href="${escapeHtml(block.url)}" style="background:#1c1917;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#78716c">Or open this link: ${escapeHtml(block.url)}</p>`;
      }
      return `<p style="margin:0 0 14px">${escapeHtml(block.value)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f5f5f4;font:15px/1.6 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#292524">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1c1917;padding:20px 28px;color:#ffffff;font-weight:700;font-size:18px;letter-spacing:.5px">Samplebank</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 14px">${escapeHtml(greeting)}</p>
${htmlBlocks}
<p style="margin:28px 0 0;color:#78716c;font-size:13px">Samplebank — material samples for Malaysian designers.<br><a href="${escapeHtml(publicUrl)}" style="color:#78716c">${escapeHtml(publicUrl)}</a></p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    ...blocks.map((block) => (block.kind === 'button' ? `${block.label}: ${block.url}` : block.value)),
    '',
    '— Samplebank',
    publicUrl,
  ].join('\n');
  return { subject, html, text };
}

/** What an order e-mail says: its number, its new status, and the delivery date or the reason it was cancelled. */
export type OrderMail = {
  orderId: string;
  /** `SB-2611-4F7K` */
  number: string;
  /** `on its way`, `cancelled` */
  statusLabel: string;
  detail?: string;
  /** a calendar day (`2026-11-26`), left out once the order is delivered or cancelled */
  expectedDelivery?: string | null;
  cancellationReason?: string | null;
};

/** `Thursday, 26 November 2026`: a calendar day is a day in Malaysia, wherever the server runs. */
export function formatMalaysianDay(isoDay: string): string {
  return formatFullDate(isoDay, isoDay);
}

const hello = (name: string) => `Hi ${name || 'there'},`;

export const mailTemplates = {
  verificationCode: (publicUrl: string, name: string, code: string) =>
    render(
      `Your Samplebank verification code: ${code}`,
      hello(name),
      [
        { kind: 'text', value: 'Use this code to verify your e-mail address:' },
        { kind: 'code', value: code },
        {
          kind: 'text',
          value: 'The code expires in 10 minutes. If you did not create a Samplebank account, ignore this e-mail.',
        },
      ],
      publicUrl,
    ),
  passwordReset: (publicUrl: string, name: string, token: string) =>
    render(
      'Reset your Samplebank password',
      hello(name),
      [
        { kind: 'text', value: 'We received a request to reset your password. The link works once, for 30 minutes.' },
        {
          kind: 'button',
          label: 'Reset password',
          url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        },
        {
          kind: 'text',
          value: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
        },
      ],
      publicUrl,
    ),
  registrationAttempt: (publicUrl: string, name: string, resetToken: string) =>
    render(
      'Someone tried to create a Samplebank account with your e-mail',
      hello(name),
      [
        {
          kind: 'text',
          value:
            'Someone just tried to create a new Samplebank account with this e-mail address, which already has an account. No new account was made and nothing about your account changed.',
        },
        { kind: 'text', value: 'If it was you, sign in with your password:' },
        { kind: 'button', label: 'Sign in', url: publicUrl },
        {
          kind: 'text',
          value: 'Or, if you have forgotten it, choose a new password (the link works once, for 30 minutes):',
        },
        {
          kind: 'button',
          label: 'Reset password',
          url: `${publicUrl}/reset-password?token=${encodeURIComponent(resetToken)}`,
        },
        { kind: 'text', value: 'If it was not you, you can ignore this e-mail.' },
      ],
      publicUrl,
    ),
  signInLocked: (publicUrl: string, name: string, minutes: number, resetToken: string) =>
    render(
      'Sign-ins to your Samplebank account are paused',
      hello(name),
      [
        {
          kind: 'text',
          value: `There were many failed attempts to sign in to your Samplebank account, so we have paused sign-ins to it for about ${minutes} minutes. While it is paused, nobody can sign in, even with the right password.`,
        },
        {
          kind: 'text',
          value:
            'If this was not you, someone may be guessing your password. Choosing a new password lifts the pause at once (the link works once, for 30 minutes):',
        },
        {
          kind: 'button',
          label: 'Reset password',
          url: `${publicUrl}/reset-password?token=${encodeURIComponent(resetToken)}`,
        },
        {
          kind: 'text',
          value: 'If it was you, wait for the pause to end or choose a new password with the link above.',
        },
      ],
      publicUrl,
    ),
  passwordChanged: (publicUrl: string, name: string, resetToken: string) =>
    render(
      'Your Samplebank password was changed',
      hello(name),
      [
        {
          kind: 'text',
          value:
            'The password of your Samplebank account was just changed from your account page. Every other device that was signed in has been signed out.',
        },
        { kind: 'text', value: 'If this was you, there is nothing more to do.' },
        {
          kind: 'text',
          value:
            'If it was not you, choose a new password now with this link (it works once, for 30 minutes); doing so signs everyone else out:',
        },
        {
          kind: 'button',
          label: 'Reset password',
          url: `${publicUrl}/reset-password?token=${encodeURIComponent(resetToken)}`,
        },
      ],
      publicUrl,
    ),
  accountApproved: (publicUrl: string, name: string) =>
    render(
      'Your Samplebank account is approved',
      hello(name),
      [
        {
          kind: 'text',
          value:
            'Good news: our team has reviewed and approved your account. You can now order samples, keep a cart and track your orders.',
        },
        { kind: 'button', label: 'Browse samples', url: `${publicUrl}/samples` },
      ],
      publicUrl,
    ),
  accountRejected: (publicUrl: string, name: string, reason: string) =>
    render(
      'About your Samplebank account',
      hello(name),
      [
        { kind: 'text', value: 'Our team reviewed your account and could not approve it yet, for this reason:' },
        { kind: 'text', value: reason },
        { kind: 'text', value: 'Sign in to update your profile or documents and we will review it again.' },
        { kind: 'button', label: 'Update my profile', url: publicUrl },
      ],
      publicUrl,
    ),
  boardInvitation: (
    publicUrl: string,
    inviterName: string,
    boardName: string,
    projectName: string,
    role: string,
    token: string,
  ) =>
    render(
      // the subject is ours alone: names a member typed stay in the body, where they read as quotes, not as the sender
      'You are invited to a board on Samplebank',
      'Hello,',
      [
        {
          kind: 'text',
          value: `${inviterName} invited you to join the board "${boardName}" of the project "${projectName}" on Samplebank as ${role === 'editor' ? 'an editor' : 'a viewer'}.`,
        },
        {
          kind: 'button',
          label: 'Open the invitation',
          url: `${publicUrl}/accept-invitation/${encodeURIComponent(token)}`,
        },
        { kind: 'text', value: 'The invitation expires in 7 days.' },
      ],
      publicUrl,
    ),
  orderStatus: (publicUrl: string, name: string, order: OrderMail) =>
    render(
      `Your order ${order.number} is ${order.statusLabel}`,
      hello(name),
      [
        { kind: 'text', value: `Your order ${order.number} is now ${order.statusLabel}.` },
        ...(order.detail ? [{ kind: 'text' as const, value: order.detail }] : []),
        ...(order.cancellationReason ? [{ kind: 'text' as const, value: `Reason: ${order.cancellationReason}` }] : []),
        ...(order.expectedDelivery
          ? [{ kind: 'text' as const, value: `Expected delivery: ${formatMalaysianDay(order.expectedDelivery)}.` }]
          : []),
        { kind: 'button', label: 'View your order', url: `${publicUrl}/orders/${order.orderId}` },
      ],
      publicUrl,
    ),
  contactInquiry: (publicUrl: string, subject: string, fields: [string, string][]) =>
    render(
      subject,
      'A new enquiry came in through the Get In Touch form:',
      fields.map(([label, value]) => ({ kind: 'text' as const, value: `${label}: ${value}` })),
      publicUrl,
    ),
};

/** A reminder staff send to an account that has not finished its profile; the link signs in and opens the wizard. */
export function profileNudgeMail(publicUrl: string, name: string, email: string): MailContent {
  return render(
    'Finish your Samplebank profile',
    hello(name),
    [
      {
        kind: 'text',
        value:
          'You verified your e-mail on Samplebank but have not finished your profile yet, so our team cannot review your account and you cannot order samples.',
      },
      {
        kind: 'text',
        value:
          'It takes a few minutes: sign in and the registration form opens where you left it. Once you submit it, we review your account within 1-2 business days.',
      },
      {
        kind: 'button',
        label: 'Finish my profile',
        url: `${publicUrl}/finish-profile?email=${encodeURIComponent(email)}`,
      },
      { kind: 'text', value: 'If you no longer want a Samplebank account, you can ignore this e-mail.' },
    ],
    publicUrl,
  );
}
