import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { startSmtpServer } from '../test/smtp.js';
import { Mailer } from './mail.js';
import { mailTemplates } from './mail-templates.js';

const quiet = { warn: () => {} };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await database.database.close();
  await database.drop();
});

describe('Mailer', () => {
  it('sends a branded mail with an HTML and a text part through SMTP', async () => {
    const mailer = new Mailer(
      database.database.db,
      { smtpUrl: smtp.url, from: 'Samplebank <no-reply@samplebank.my>' },
      quiet,
    );
    await mailer.send({
      to: 'aisyah@example.com',
      kind: 'verification',
      ...mailTemplates.verificationCode({ publicUrl: 'http://x', locale: 'en' }, 'Aisyah', 'A1B2C3'),
    });
    const mail = await smtp.mailTo('aisyah@example.com');
    expect(mail.subject).toContain('A1B2C3');
    expect(mail.text).toContain('A1B2C3');
    expect(mail.html).toContain('Samplebank');
  });

  it('keeps a mail in the outbox while SMTP is down and sends it on a later try', async () => {
    const down = new Mailer(database.database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.co' }, quiet);
    const id = await down.send({
      to: 'later@example.com',
      kind: 'test',
      subject: 'Later',
      html: '<p>x</p>',
      text: 'x',
    });
    await expect
      .poll(
        async () => (await database.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.lastError,
        { timeout: 10_000 },
      )
      .toBeTruthy();
    const [waiting] = await database.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting?.status).toBe('pending');
    expect(waiting?.attempts).toBe(1);

    // the server is back: the next run of the worker sends it
    await database.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, id));
    const up = new Mailer(database.database.db, { smtpUrl: smtp.url, from: 'a@b.co' }, quiet);
    expect(await up.deliverDue()).toBeGreaterThanOrEqual(1);
    expect((await smtp.mailTo('later@example.com')).subject).toBe('Later');
    const [sent] = await database.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent?.status).toBe('sent');
  });

  it('holds mail in the outbox when no SMTP server is configured', async () => {
    const held = new Mailer(database.database.db, { from: 'a@b.co' }, quiet);
    const id = await held.send({ to: 'held@example.com', kind: 'test', subject: 'Held', html: '<p>x</p>', text: 'x' });
    const [row] = await database.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('held');
  });

  it('escapes what users typed in the HTML part', () => {
    const mail = mailTemplates.accountRejected(
      { publicUrl: 'http://x', locale: 'en' },
      '<script>alert(1)</script>',
      'Missing <b>form 9</b>',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;b&#62;form 9');
  });
});
