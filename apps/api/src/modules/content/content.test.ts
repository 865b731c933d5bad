import { CONTACT_MESSAGES } from '@samplebank/contracts/contact';
import { DEFAULT_SETTINGS } from '@samplebank/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, pageSettings, settings } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
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
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
      ...DEFAULT_SETTINGS,
      deliverySettings: { ...DEFAULT_SETTINGS.deliverySettings, holidays: expect.any(Array) },
    });
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
    expect(rows.at(-1)).toMatchObject({
      email: 'nurul@studio.my',
      subject: 'Join as brand partner - Selangor - Nurul Huda <b>',
      scheduleDemo: true,
      status: 'new',
    });
  });

  it.each([
    [{ ...inquiry, firstName: '' }, 'firstName', 'Please enter your first name'],
    [{ ...inquiry, email: 'not-an-email' }, 'email', 'Please enter a valid e-mail address'],
    [{ ...inquiry, inquiryType: 'Free samples please' }, 'inquiryType', 'Please choose an inquiry type from the list'],
    [{ ...inquiry, phone: 'call me maybe' }, 'phone', CONTACT_MESSAGES.phone],
    [{ ...inquiry, phone: '03-2141 8888 ext. please' }, 'phone', CONTACT_MESSAGES.phone],
    [{ ...inquiry, phone: '+65 6123 4567' }, 'phone', CONTACT_MESSAGES.phone],
    [{ ...inquiry, comments: 'x'.repeat(5001) }, 'comments', 'Comments must be at most 5000 characters'],
    [{ ...inquiry, firstName: 'x'.repeat(81) }, 'firstName', 'First name must be at most 80 characters'],
    [{ ...inquiry, isAdmin: true }, 'body', 'The field "isAdmin" is not accepted here'],
  ])('refuses bad input of the form in a sentence %#', async (payload, field, message) => {
    // each from its own address: a refused message still counts towards the address's limit
    const response = await contact(payload, `10.0.1.${field.length}${message.length}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fields[field]).toBe(message);
  });

  it.each(['+60 3-2141 8888 ext. 123', '03-2141 8888 x123', '012-345 6789', '+6012 345 6789', '(03) 2141 8888 ext 12'])(
    'takes the Malaysian phone %j, an office extension included',
    async (phone) => {
      const response = await contact({ ...inquiry, phone }, `10.0.2.${phone.length}`);
      expect(response.statusCode).toBe(201);
      const mail = await smtp.mailTo('team@samplebank.test', (received) => received.text.includes(phone));
      expect(mail.text).toContain(`Phone: ${phone}`);
    },
  );

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

describe("POST /api/auth/test-send-email with the spec client's {to, subject, html}", () => {
  const specCall = {
    to: 'someone-else@example.com',
    subject: 'After sales support - Johor - Aiman Hakim',
    html:
      '<h2>Hello team</h2><p>My order of <b>oak veneer</b> arrived &amp; the box was damaged.</p>' +
      '<script>alert("x")</script><style>p { color: red }</style><p>Line one<br>Line two</p>' +
      '<p>Call me: <a href="tel:+60123456789">012-345 6789</a> &lt;urgent&gt;</p><img src="x" onerror="alert(1)">',
  };

  it('stores the HTML as plain text and mails CONTACT_EMAIL, never the address in "to"', async () => {
    const response = await contact(specCall, '10.0.2.1');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });

    const row = (await t.db.select().from(contactInquiries)).at(-1)!;
    expect(row).toMatchObject({
      subject: specCall.subject,
      firstName: null,
      lastName: null,
      email: null,
      userId: null,
      status: 'new',
    });
    expect(row.comments).toBe(
      'Hello team\n\nMy order of oak veneer arrived & the box was damaged.\n\nLine one\nLine two\n\n' +
        'Call me: 012-345 6789 [tel:+60123456789] <urgent>',
    );
    expect(row.comments).not.toMatch(/script|alert|color: red|<b>|onerror/);

    const mail = await smtp.mailTo('team@samplebank.test', (received) => received.subject === specCall.subject);
    expect(mail.text).toContain('My order of oak veneer arrived & the box was damaged.');
    expect(mail.text).toContain('not signed in');
    expect(mail.html).not.toMatch(/<script|<b>oak|onerror/);
    expect(mail.html).toMatch(/(&lt;|&#60;)urgent(&gt;|&#62;)/);
    expect(smtp.received.some((received) => received.to.includes('someone-else@example.com'))).toBe(false);
  });

  it('names a signed-in sender by their account', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens, { name: 'Siti Nur Aisyah', email: 'siti@studio.my' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/test-send-email',
      payload: { ...specCall, subject: 'Order enquiry - Perak - Siti' },
      headers,
      remoteAddress: '10.0.2.2',
    });
    expect(response.statusCode).toBe(201);
    const row = (await t.db.select().from(contactInquiries)).at(-1)!;
    expect(row).toMatchObject({
      firstName: 'Siti',
      lastName: 'Nur Aisyah',
      email: 'siti@studio.my',
      userId: user.id,
      subject: 'Order enquiry - Perak - Siti',
    });
    const mail = await smtp.mailTo('team@samplebank.test', (received) => received.subject.startsWith('Order enquiry'));
    expect(mail.text).toContain('Siti Nur Aisyah <siti@studio.my>');
  });

  it.each([
    [{ to: 'a@b.co', subject: 'Hi' }, 'html', 'Please write a message'],
    [{ to: 'a@b.co', subject: '', html: '<p>Hi</p>' }, 'subject', 'Please give the message a subject'],
    [
      { subject: 'Hi', html: 'x'.repeat(20_001) },
      'html',
      'The message is too long; please keep it under 20,000 characters',
    ],
    [
      { subject: 'Hi\r\nBcc: everyone@example.com', html: '<p>Hi</p>' },
      'subject',
      'Contains characters that are not allowed',
    ],
    [{ subject: 'Hi', html: '<p>Hi</p>', bcc: 'x@y.z' }, 'body', 'The field "bcc" is not accepted here'],
  ])('refuses bad input in a sentence %#', async (payload, field, message) => {
    const response = await contact(payload, `10.0.3.${field.length}${message.length}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(response.json().message).toMatch(/^[A-Z][^:/]+$/);
  });

  it('counts towards the same hourly limit as the form', async () => {
    for (let i = 0; i < 3; i++) expect((await contact(inquiry, '10.0.4.1')).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await contact(specCall, '10.0.4.1')).statusCode).toBe(201);
    const before = (await t.db.select().from(contactInquiries)).length;
    const refused = await contact(specCall, '10.0.4.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Thank you, we have your earlier messages. Please try again in about an hour.');
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
  });
});
