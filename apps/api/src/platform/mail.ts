import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { type MailAttachmentRef, mailOutbox } from '../db/schema/index.js';
import type { MailContent } from './mail-templates.js';

export type OutgoingMail = MailContent & { to: string; kind: string; attachments?: MailAttachmentRef[] };

/** A file as it goes out with a mail. */
export type MailAttachmentFile = { filename: string; contentType: string; content: Buffer };
/** Draws one kind of attachment from its id when the mail is sent; undefined when it no longer exists. */
export type AttachmentSource = (id: string, to: string) => Promise<MailAttachmentFile | undefined>;

const MAX_ATTEMPTS = 8;
// 30 s, 2 min, 8 min, ... capped at 2 h: an SMTP outage of hours loses nothing
const backoffMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 2 * 60 * 60 * 1000);

/**
 * Every mail goes to the outbox in the database first, then out through SMTP; a mail whose send fails waits
 * there and is retried with backoff. Without SMTP_URL the mail is held in the outbox (shown at /dev/mail in demo).
 */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(
    private readonly db: Database,
    options: { smtpUrl?: string; from: string },
    private readonly log: { warn: (object: object, message: string) => void } = console,
  ) {
    this.from = options.from;
    if (options.smtpUrl) this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  private readonly from: string;
  private readonly attachmentSources = new Map<string, AttachmentSource>();

  /**
   * Names where one kind of attachment comes from (the invoices module: `invoice`); the outbox keeps only the
   * reference, so a mail that waits hours for SMTP still sends the document, drawn when it goes.
   */
  registerAttachmentSource(kind: string, source: AttachmentSource): void {
    this.attachmentSources.set(kind, source);
  }

  /** The files of a queued mail; a kind nobody registered, or a document gone, is a failed attempt to retry. */
  async attachmentsOf(refs: MailAttachmentRef[], to: string): Promise<MailAttachmentFile[]> {
    const files: MailAttachmentFile[] = [];
    for (const ref of refs) {
      const source = this.attachmentSources.get(ref.kind);
      const file = source ? await source(ref.id, to) : undefined;
      if (!file) throw new Error(`attachment ${ref.kind} ${ref.id} could not be drawn`);
      files.push(file);
    }
    return files;
  }

  get delivers(): boolean {
    return Boolean(this.transport);
  }

  /** Queues a mail and tries to send it at once, without making the caller wait for SMTP. */
  async send(mail: OutgoingMail): Promise<string> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ ...mail, attachments: mail.attachments ?? [], status: this.transport ? 'pending' : 'held' })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (this.transport) {
      void this.deliver(id).catch((error) =>
        this.log.warn({ err: error, mailId: id, kind: mail.kind }, 'mail not sent at once; the worker retries it'),
      );
    }
    return id;
  }

  /** Sends one queued mail; on failure it stays pending with the next attempt scheduled. */
  async deliver(id: string): Promise<boolean> {
    if (!this.transport) return false;
    // claim it, so two workers never send the same mail
    const [mail] = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .returning();
    if (!mail) return false;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: await this.attachmentsOf(mail.attachments, mail.to),
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, id));
      return true;
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await this.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(eq(mailOutbox.id, id));
      this.log.warn({ mailId: id, attempts: mail.attempts, err: error }, 'mail not sent; it waits in the outbox');
      return false;
    }
  }

  /** Sends what is due; the `mail-retry` background job calls it every few seconds (server.ts). */
  async deliverDue(limit = 20): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit);
    let sent = 0;
    for (const { id } of due) if (await this.deliver(id)) sent++;
    return sent;
  }
}
