import { DEFAULT_SETTINGS } from '@samplebank/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, pageSettings, settings } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const inquiry = {
  firstName: 'Nurul',
  lastName: 'Huda <b>',
  email: 'nurul@studio.my',
  company: 'Studio Huda',
  phone: '+60 12-345 6789',
  state: 'Selangor',
  inquiryType: 'Join as brand partner',
  comments: 'We make <script>alert(1)</script> rattan panels.',
  scheduleDemo: true,
  receiveUpdates: false,
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@samplebank.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contact = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/test-send-email', payload, remoteAddress: ip });

describe('GET /api/settings', () => {
  it('answers the defaults when nothing is stored, and stored values over them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(DEFAULT_SETTINGS);
    await t.db.insert(settings).values({ key: 'deliverySettings', value: { standardFee: 6 } });
    const body = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(body.deliverySettings).toMatchObject({ standardFee: 6, expressFee: 10, taxRate: 0.08 });
  });
});

describe('GET /api/page-settings', () => {
  it('answers 404 before the content exists and the content after', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/page-settings' })).statusCode).toBe(404);
    const data = {
      hero: { title: 'Find materials', description: 'd', buttonText: 'Browse', images: [] },
      features: { sectionTitle: 'How it works', features: [] },
      callToActionTop: {
        title: 't',
        description: 'd',
        primaryButtonText: 'a',
        secondaryButtonText: 'b',
        backgroundImage: { url: '/x.svg' },
      },
      callToActionTopLeft: {
        title: 't',
        description: 'd',
        primaryButtonText: 'a',
        secondaryButtonText: 'b',
        backgroundImage: { url: '/x.svg' },
      },
      callToActionBottom: {
        title: 't',
        description: 'd',
        primaryButtonText: 'a',
        secondaryButtonText: 'b',
        backgroundImage: { url: '/x.svg' },
      },
      materialCategories: { title: 'Materials', description: 'd' },
      carousel: { images: [] },
      testimonials: { title: 'Kind words', description: 'd', items: [] },
    };
    await t.db.insert(pageSettings).values({ id: 'home', data });
    const response = await t.app.inject({ method: 'GET', url: '/api/page-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().hero.title).toBe('Find materials');
  });
});

describe('POST /api/auth/test-send-email (Get In Touch)', () => {
  it('stores the enquiry and mails the team, never the address the client names', async () => {
    const response = await contact({ ...inquiry, to: 'victim@example.com', subject: 'spam', html: '<a>x</a>' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const mail = await smtp.mailTo('team@samplebank.test');
    expect(mail.subject).toBe('Join as brand partner - Selangor - Nurul Huda <b>');
    expect(mail.text).toContain('nurul@studio.my');
    expect(mail.html).not.toContain('<script>');
    expect(smtp.received.some((received) => received.to.includes('victim@example.com'))).toBe(false);
    const rows = await t.db.select().from(contactInquiries);
    expect(rows.at(-1)).toMatchObject({ email: 'nurul@studio.my', scheduleDemo: true, status: 'new' });
  });

  it.each([
    [{ ...inquiry, firstName: '' }, 'firstName'],
    [{ ...inquiry, email: 'not-an-email' }, 'email'],
    [{ ...inquiry, inquiryType: 'Free samples please' }, 'inquiryType'],
    [{ ...inquiry, phone: 'call me maybe' }, 'phone'],
    [{ ...inquiry, comments: 'x'.repeat(5001) }, 'comments'],
    [{ ...inquiry, isAdmin: true }, 'isAdmin'],
  ])('refuses bad input %#', async (payload, field) => {
    // each from its own address: a refused message still counts towards the address's limit
    const response = await contact(payload, `10.0.1.${field.length}${Object.keys(payload).length}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('turns away the sixth message in an hour from one address, in words, and stores nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(inquiry, '10.0.0.9')).statusCode).toBe(201);
    const before = (await t.db.select().from(contactInquiries)).length;
    const refused = await contact(inquiry, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Thank you, we have your earlier messages. Please try again in about an hour.',
    });
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
    expect((await contact(inquiry, '10.0.0.10')).statusCode).toBe(201);
  });
});
