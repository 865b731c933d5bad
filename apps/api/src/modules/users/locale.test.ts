import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents, users } from '../../db/schema/index.js';
import { createUser, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';
import { createWorld } from '../projects/projects.fixtures.js';

// issue 16: e-mails go out in the reader's language: the account's, or the request's for someone without one
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const PUBLIC_URL = 'https://samplebank.test';
const TEAM = `team-${randomUUID()}@samplebank.test`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    CONTACT_EMAIL: TEAM,
    LIMIT_REGISTRATIONS_PER_HOUR: '1000',
    LIMIT_AUTH_MAILS_PER_HOUR: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
const uniqueEmail = () => `reader-${randomUUID()}@example.com`;
const localeOf = async (email: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
/** The newest mail to `email` whose subject starts as given, sent after `since` mails had arrived. */
const mailAfter = (email: string, since: number, subject: string) =>
  smtp.mailTo(email, (mail) => smtp.received.indexOf(mail) >= since && mail.subject.startsWith(subject));

describe('signing up', () => {
  it('keeps the language of a Malay sign-up, mails its code in Malay and answers the user with it', async () => {
    const email = uniqueEmail();
    const response = await call(
      'POST',
      '/auth/register',
      { email, password: 'Sup3r-secret', name: 'Aisyah' },
      { 'accept-language': 'ms' },
    );
    expect(response.statusCode).toBe(201);
    expect(await localeOf(email)).toBe('ms');
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toMatch(/^Kod pengesahan Samplebank anda: [0-9A-F]{6}$/);
    expect(mail.text).toContain('Hai Aisyah,');
    expect(mail.text).toContain('Kod ini tamat tempoh dalam 10 minit.');
    expect(mail.html).toContain('<html lang="ms">');
    const code = mail.subject.slice(-6);
    const verified = await call('POST', '/auth/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.locale).toBe('ms');
  });

  it('keeps English for an English sign-up and for one whose request names no language of ours', async () => {
    const headers: Headers[] = [{ 'accept-language': 'en' }, { 'accept-language': 'fr-FR,fr;q=0.9' }, {}];
    for (const header of headers) {
      const email = uniqueEmail();
      const response = await call('POST', '/auth/register', { email, password: 'Sup3r-secret', name: 'Ben' }, header);
      expect(response.statusCode).toBe(201);
      expect(await localeOf(email)).toBe('en');
      const mail = await smtp.mailTo(email);
      expect(mail.subject).toMatch(/^Your Samplebank verification code: [0-9A-F]{6}$/);
      expect(mail.text).toContain('Use this code to verify your e-mail address:');
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it('takes the language of a new sign-up of an e-mail not yet verified, as it takes its password', async () => {
    const email = uniqueEmail();
    const register = (language: string) =>
      call(
        'POST',
        '/auth/register',
        { email, password: 'Sup3r-secret', name: 'Dewi' },
        { 'accept-language': language },
      );
    expect((await register('en')).statusCode).toBe(201);
    await smtp.mailTo(email, (mail) => mail.subject.startsWith('Your Samplebank verification code'));
    // the minute between two codes is not what this is about
    await t.db.delete(throttleEvents).where(eq(throttleEvents.key, email));
    const since = smtp.received.length;
    expect((await register('ms')).statusCode).toBe(201);
    expect(await localeOf(email)).toBe('ms');
    await mailAfter(email, since, 'Kod pengesahan Samplebank anda');
  });

  it('gives the signed-in user their language on sign-in and in /users/me', async () => {
    const member = await createUser(t.db, { locale: 'ms' });
    const login = await call('POST', '/auth/login', { email: member.email, password: 'Correct-Horse-42' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.locale).toBe('ms');
    const token = login.json().token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.locale).toBe('ms');
  });
});

describe('PUT /users/me/locale', () => {
  it('changes the language of the next e-mail, and back', async () => {
    const member = await signedInUser(t.db, t.tokens, { email: uniqueEmail(), name: 'Chong Wei' });
    const forgot = () => call('POST', '/auth/forgot-password', { email: member.user.email });

    let since = smtp.received.length;
    expect((await forgot()).statusCode).toBe(200);
    const english = await mailAfter(member.user.email, since, 'Reset your Samplebank password');
    expect(english.text).toContain(`Reset password: ${PUBLIC_URL}/reset-password?token=`);

    const changed = await call('PUT', '/users/me/locale', { locale: 'ms' }, member.headers);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ locale: 'ms' });
    expect(await localeOf(member.user.email)).toBe('ms');
    since = smtp.received.length;
    expect((await forgot()).statusCode).toBe(200);
    const malay = await mailAfter(member.user.email, since, 'Tetapkan semula kata laluan Samplebank anda');
    expect(malay.text).toContain('Hai Chong Wei,');
    expect(malay.text).toContain(`Tetapkan semula kata laluan: ${PUBLIC_URL}/ms/reset-password?token=`);
    expect(malay.html).toContain('Atau buka pautan ini:');

    expect((await call('PUT', '/users/me/locale', { locale: 'en' }, member.headers)).json()).toEqual({ locale: 'en' });
    since = smtp.received.length;
    expect((await forgot()).statusCode).toBe(200);
    await mailAfter(member.user.email, since, 'Reset your Samplebank password');
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await call('PUT', '/users/me/locale', { locale: 'ms' })).statusCode).toBe(401);
  });

  it('refuses a language Samplebank does not speak, and changes nothing', async () => {
    const member = await signedInUser(t.db, t.tokens, { email: uniqueEmail() });
    for (const payload of [{ locale: 'fr' }, { locale: 'MS' }, {}, { locale: 'ms', extra: 1 }]) {
      expect((await call('PUT', '/users/me/locale', payload, member.headers)).statusCode).toBe(400);
    }
    expect(await localeOf(member.user.email)).toBe('en');
  });
});

describe('e-mails in the reader’s language', () => {
  it('tells a Malay member of their approval in Malay, with a link to the Malay pages', async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const member = await createUser(t.db, { email: uniqueEmail(), name: 'Nurul', isApproved: false, locale: 'ms' });
    const response = await call('PUT', `/users/${member.id}`, { isApproved: true }, admin.headers);
    expect(response.statusCode).toBe(200);
    const mail = await smtp.mailTo(member.email);
    expect(mail.subject).toBe('Akaun Samplebank anda telah diluluskan');
    expect(mail.text).toContain(`Lihat sampel: ${PUBLIC_URL}/ms/samples`);
  });

  it('tells a Malay buyer their request arrived, with the delivery day in Malay', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { overrides: { email: uniqueEmail(), locale: 'ms' } });
    await addToCart(t, buyer.headers, (await createStockedSample(t.db)).id, 1);
    const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(response.statusCode).toBe(200);
    const mail = await smtp.mailTo(buyer.user.email);
    expect(mail.subject).toMatch(/^Pesanan anda SB-\S+ telah diterima$/);
    expect(mail.text).toContain('Kami telah menerima permintaan sampel anda.');
    expect(mail.text).toMatch(
      /Tarikh penghantaran dijangka: (Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad), \d{1,2} \p{L}+ \d{4}\./u,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/ms/orders/${response.json().orderId}`);
  });

  it('invites someone without an account in the language of the inviting request', async () => {
    const world = await createWorld(t);
    const inviteeEmail = uniqueEmail();
    const response = await call(
      'POST',
      '/board-invitations',
      { boardId: world.board._id, inviteeEmail, role: 'viewer' },
      { ...world.owner.headers, 'accept-language': 'ms' },
    );
    expect(response.statusCode).toBe(201);
    const mail = await smtp.mailTo(inviteeEmail);
    expect(mail.subject).toBe('Anda dijemput ke papan projek di Samplebank');
    expect(mail.text).toContain('sebagai pemerhati.');
    expect(mail.text).toContain(`Buka jemputan: ${PUBLIC_URL}/ms/accept-invitation/`);
  });

  it('invites an account in its own language, whatever the inviter reads', async () => {
    const world = await createWorld(t);
    const invitee = await createUser(t.db, { email: uniqueEmail(), locale: 'en' });
    const response = await call(
      'POST',
      '/board-invitations',
      { boardId: world.board._id, inviteeEmail: invitee.email, role: 'editor' },
      { ...world.owner.headers, 'accept-language': 'ms' },
    );
    expect(response.statusCode).toBe(201);
    const mail = await smtp.mailTo(invitee.email);
    expect(mail.subject).toBe('You are invited to a board on Samplebank');
    expect(mail.text).toContain('on Samplebank as an editor.');
  });

  it('sends the team an enquiry in the language of the staff account that receives it', async () => {
    await createUser(t.db, { email: TEAM, role: 'ADMIN', locale: 'ms' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/test-send-email',
      payload: { firstName: 'Siti', lastName: 'Aminah', email: 'siti@example.com', scheduleDemo: true },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.mailTo(TEAM);
    expect(mail.text).toContain('Pertanyaan baharu diterima melalui borang Hubungi Kami:');
    expect(mail.text).toContain('Nama: Siti Aminah');
    expect(mail.text).toContain('Jadualkan demo: Ya');
  });
});
