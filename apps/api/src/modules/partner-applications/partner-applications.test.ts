import { randomUUID } from 'node:crypto';
import { ORGANIZATION_MESSAGES } from '@samplebank/contracts/organizations';
import {
  PARTNER_APPLICATION_MESSAGES,
  PARTNER_APPLICATION_MESSAGES_MS,
  PARTNER_APPLICATIONS_PER_HOUR,
} from '@samplebank/contracts/partner-applications';
import { PHONE_MESSAGES } from '@samplebank/contracts/phone';
import { EMAIL_MESSAGES } from '@samplebank/contracts/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApplications } from '../../db/schema/index.js';
import { createCategory } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

// "Become a brand partner" (issue 18): the public application, its mails, and what it refuses.

const M = PARTNER_APPLICATION_MESSAGES;
const TEAM = 'partners-team@samplebank.test';
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let categories: { top: string; child: string; other: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://samplebank.test', CONTACT_EMAIL: TEAM });
  const top = await createCategory(t.db, { name: 'Timber', nameMs: 'Kayu' });
  const child = await createCategory(t.db, { name: 'Engineered oak', parentId: top.id });
  const other = await createCategory(t.db, { name: 'Stone', nameMs: 'Batu' });
  categories = { top: top.slug, child: child.slug, other: other.slug };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// each test applies from a network of its own, so the per-address limit is tested alone
let networks = 0;
const nextAddress = () => `10.18.${++networks}.7`;
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Kayu Nusantara Sdn Bhd',
    ssmNumber: '201901012345 (1234567-X)',
    contactName: 'Aisyah Rahman',
    email: email('aisyah'),
    phone: '012-345 6789',
    website: 'www.kayunusantara.com.my',
    categories: [categories.top, categories.child],
    catalogueSize: '51-200',
    message: 'We make engineered timber flooring in Johor.\nSamples ship within a week.',
    ...overrides,
  };
}

function apply(body: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner-applications',
    remoteAddress: options.address ?? nextAddress(),
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('applying to become a brand partner', () => {
  it('stores the application and mails the applicant a copy and the team a notice', async () => {
    const body = application({ companyName: 'Kayu <b>Nusantara</b> & Co' });
    const response = await apply(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: M.submitted, applicationId: expect.any(String) });

    const [row] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, response.json().applicationId));
    expect(row).toMatchObject({
      companyName: 'Kayu <b>Nusantara</b> & Co',
      ssmNumber: '201901012345 (1234567-X)',
      email: body.email,
      // stored as the brand's contact number is, whatever way it was typed
      phone: '+60123456789',
      website: 'https://www.kayunusantara.com.my',
      categories: [categories.top, categories.child],
      catalogueSize: '51-200',
      locale: 'en',
      status: 'pending',
      brandId: null,
    });

    const copy = await smtp.mailTo(body.email);
    expect(copy.subject).toBe('We have your application to become a Samplebank brand partner');
    expect(copy.text).toContain('Hi Aisyah Rahman,');
    expect(copy.text).toContain('Thank you for applying to list Kayu <b>Nusantara</b> & Co on Samplebank.');
    // what the applicant typed is text in the HTML part, never markup
    expect(copy.html).toContain('Kayu &#60;b&#62;Nusantara&#60;/b&#62; &#38; Co');
    expect(copy.html).not.toContain('<b>Nusantara');
    // their own message is not sent back to whatever address was typed
    expect(copy.text).not.toContain('engineered timber');

    const notice = await smtp.mailTo(TEAM, (mail) => mail.text.includes(body.email));
    expect(notice.subject).toBe('New brand partner application: Kayu <b>Nusantara</b> & Co');
    expect(notice.text).toContain('SSM number: 201901012345 (1234567-X)');
    expect(notice.text).toContain('Phone: 012-345 6789');
    expect(notice.text).toContain('Categories: Timber, Engineered oak');
    expect(notice.text).toContain('Catalogue size: 51-200');
    expect(notice.text).toContain('We make engineered timber flooring in Johor.\nSamples ship within a week.');
    expect(notice.text).toContain('https://samplebank.test/admin/partner-applications');
    expect(notice.html).not.toContain('<b>Nusantara');
  });

  it("keeps the applicant's language for their mails", async () => {
    const body = application({ website: '', message: '' });
    const response = await apply(body, { headers: { 'accept-language': 'ms' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(PARTNER_APPLICATION_MESSAGES_MS.submitted);
    const [row] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.email, body.email));
    expect(row).toMatchObject({ locale: 'ms', website: null, message: null });
    const copy = await smtp.mailTo(body.email);
    expect(copy.subject).toBe('Kami telah menerima permohonan anda untuk menjadi rakan jenama Samplebank');
    expect(copy.text).toContain('https://samplebank.test/ms');
  });

  it('accepts any category of the tree, top-level or not, each once', async () => {
    const body = application({ categories: [categories.child, categories.child, categories.other] });
    const response = await apply(body);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.email, body.email));
    expect(row?.categories).toEqual([categories.child, categories.other]);
  });

  it.each([
    ['companyName', undefined, M.companyNameRequired],
    ['companyName', '   ', M.companyNameRequired],
    ['companyName', 'K', M.companyNameTooShort],
    ['companyName', 'K'.repeat(121), M.companyNameTooLong],
    ['companyName', 42, M.companyNameRequired],
    ['ssmNumber', '', M.ssmRequired],
    ['ssmNumber', 'SSM-12', ORGANIZATION_MESSAGES.ssm],
    ['ssmNumber', '2019'.repeat(11), ORGANIZATION_MESSAGES.ssm],
    ['contactName', '', M.contactNameRequired],
    ['contactName', 'A'.repeat(121), M.contactNameTooLong],
    ['email', '', EMAIL_MESSAGES.required],
    ['email', 'not-an-address', EMAIL_MESSAGES.invalid],
    ['phone', '', M.phoneRequired],
    ['phone', '+44 20 7946 0958', PHONE_MESSAGES.invalid],
    ['phone', 'call me maybe', PHONE_MESSAGES.invalid],
    ['website', 'not a website', M.websiteInvalid],
    ['website', `https://${'a'.repeat(300)}.my`, M.websiteInvalid],
    ['categories', [], M.categoriesRequired],
    ['categories', 'timber', M.categoriesRequired],
    ['categories', Array.from({ length: 11 }, (_, index) => `category-${index}`), M.categoriesTooMany],
    ['catalogueSize', undefined, M.catalogueSize],
    ['catalogueSize', 'lots', M.catalogueSize],
    ['message', 'x'.repeat(2001), M.messageTooLong],
    ['message', 'nul\u0000byte', undefined],
  ])('refuses %s = %j with its own words', async (field, value, message) => {
    const response = await apply(application({ [field]: value }));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.fields?.[field]).toBeTruthy();
    if (message) expect(body.fields[field]).toBe(message);
  });

  it('says a refusal in Malay to a Malay page', async () => {
    const response = await apply(application({ companyName: '', catalogueSize: 'lots' }), {
      headers: { 'accept-language': 'ms' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      companyName: PARTNER_APPLICATION_MESSAGES_MS.companyNameRequired,
      catalogueSize: PARTNER_APPLICATION_MESSAGES_MS.catalogueSize,
    });
  });

  it('refuses unknown fields, malformed JSON and a body that is not an object', async () => {
    const extra = await apply(application({ status: 'approved' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBeTruthy();
    const malformed = await apply('{"companyName": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    expect((await apply([application()])).statusCode).toBe(400);
  });

  it('refuses a category the catalogue does not have, and stores nothing', async () => {
    const body = application({ categories: [categories.top, 'unobtainium'] });
    const response = await apply(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: M.categoryUnknown, fields: { categories: M.categoryUnknown } });
    expect(await t.db.select().from(partnerApplications).where(eq(partnerApplications.email, body.email))).toEqual([]);
  });

  it('refuses a second application from an address whose first still waits, in any case', async () => {
    const body = application();
    expect((await apply(body)).statusCode).toBe(201);
    const again = await apply({ ...body, email: body.email.toUpperCase(), companyName: 'Kayu Dua Sdn Bhd' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPending);
    const rows = await t.db.select().from(partnerApplications).where(eq(partnerApplications.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('stores one application of two sent at once from the same address', async () => {
    const body = application();
    const answers = await Promise.all([apply(body), apply(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it(`takes ${PARTNER_APPLICATIONS_PER_HOUR} applications an hour from one network, then says when to try again`, async () => {
    const address = nextAddress();
    for (let index = 0; index < PARTNER_APPLICATIONS_PER_HOUR; index++) {
      expect((await apply(application(), { address })).statusCode).toBe(201);
    }
    const refused = await apply(application(), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Several applications were sent from your network in the last hour\. Please try again in about an hour\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const malay = await apply(application(), { address, headers: { 'accept-language': 'ms' } });
    expect(malay.json().message).toContain(PARTNER_APPLICATION_MESSAGES_MS.tooManyApplications);
    // another network is not held back
    expect((await apply(application())).statusCode).toBe(201);
  });
});
