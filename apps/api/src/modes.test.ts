import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, describeDeployment, loadConfig } from './config.js';
import { orders, samples, users } from './db/schema/index.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from './modules/checkout/checkout.fixtures.js';
import { demoPasswordsPath } from './modules/seed/demo-passwords.js';
import { prepareData } from './prepare-data.js';
import { createTestApp, type TestContext } from './test/harness.js';

// Production safety (issue 11): the demo's conveniences exist only outside production, and a mis-deployment shows.

const SECRET = 'a-production-secret-of-more-than-32-characters';
const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525' };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('config: modes that cannot be confused', () => {
  it('refuses to start in production without JWT_SECRET, naming it in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid configuration: JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET })).not.toThrow();
  });

  it.each([
    // env, demo catalogue, demo accounts, /dev/mail, payments
    [{}, true, true, true, 'test-cards'],
    [smtp, true, true, false, 'test-cards'],
    [stripe, true, true, true, 'stripe'],
    [production, false, false, false, 'none'],
    [{ ...production, SEED_DEMO: 'true' }, true, false, false, 'none'],
    [{ ...production, ...smtp }, false, false, false, 'none'],
    [{ ...production, ALLOW_TEST_CARDS: 'true' }, false, false, false, 'test-cards'],
    [{ ...production, ...stripe }, false, false, false, 'stripe'],
    [{ ...production, ...stripe, ALLOW_TEST_CARDS: 'true' }, false, false, false, 'stripe'],
    [{ DATABASE_URL: 'postgres://localhost/x' }, false, false, true, 'test-cards'],
  ] as const)('%o -> demo %s, accounts %s, /dev/mail %s, payments %s', (env, demo, accounts, devMail, payments) => {
    const config = loadConfig(env);
    expect(config).toMatchObject({ demo, demoAccounts: accounts, devMail, payments });
  });

  it('runs several server processes and a read replica only on PostgreSQL, and reads the job intervals', () => {
    const postgres = 'postgres://app@db.internal:5432/samplebank';
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY above 1 needs PostgreSQL \(DATABASE_URL\)/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: postgres })).toThrow(
      /WEB_CONCURRENCY must be at least 1/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two', DATABASE_URL: postgres })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: postgres }).workers).toBe(2);
    expect(() => loadConfig({ DATABASE_READ_URL: postgres })).toThrow(/DATABASE_READ_URL is a replica of DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: postgres, DATABASE_READ_URL: 'mysql://replica' })).toThrow(
      /^Invalid configuration: DATABASE_READ_URL/,
    );
    expect(loadConfig({ DATABASE_URL: postgres, DATABASE_READ_URL: postgres }).databaseReadUrl).toBe(postgres);
    expect(loadConfig({}).jobSeconds).toEqual({ checkoutExpiry: 60, mailRetry: 5, olderPictures: 60, einvoice: 60 });
    expect(
      loadConfig({
        CHECKOUT_EXPIRY_SECONDS: '10',
        MAIL_RETRY_SECONDS: '30',
        OLDER_PICTURES_SECONDS: '600',
        EINVOICE_SECONDS: '120',
      }).jobSeconds,
    ).toEqual({ checkoutExpiry: 10, mailRetry: 30, olderPictures: 600, einvoice: 120 });
    expect(() => loadConfig({ OLDER_PICTURES_SECONDS: '0' })).toThrow(/OLDER_PICTURES_SECONDS/);
  });

  it('reads TRUST_PROXY as off, a hop count or addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY=true would believe/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY entry "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY entry "my-proxy"/);
  });

  it('keeps every limit configurable, with its documented default, and holds stock at most 15 minutes', () => {
    expect(loadConfig({}).limits).toEqual({
      registrationsPerHour: 10,
      authMailsPerHour: 20,
      accountMailsPerHour: 5,
      contactMessagesPerHour: 5,
      invitationsPerHour: 30,
      sampleRequestsPerDay: 10,
      sampleViewsPerHour: 120,
      freeUnitsPerSample: 2,
      checkoutHoldMinutes: 15,
    });
    expect(loadConfig({ LIMIT_INVITATIONS_PER_HOUR: '5' }).limits.invitationsPerHour).toBe(5);
    expect(() => loadConfig({ LIMIT_REGISTRATIONS_PER_HOUR: '0' })).toThrow(/LIMIT_REGISTRATIONS_PER_HOUR/);
    expect(() => loadConfig({ LIMIT_FREE_UNITS_PER_SAMPLE: '6' })).toThrow(/LIMIT_FREE_UNITS_PER_SAMPLE/);
    expect(() => loadConfig({ CHECKOUT_HOLD_MINUTES: '30' })).toThrow(
      /^Invalid configuration: CHECKOUT_HOLD_MINUTES must be at most 15/,
    );
  });

  it('states the mode and what is on in one start-up line, and warns of each risky choice', () => {
    const demo = describeDeployment(loadConfig({}));
    expect(demo.line).toBe(
      'Samplebank mode: development · database: embedded PGlite · demo data: catalogue and demo accounts · ' +
        'mail: outbox, shown at /dev/mail · payments: built-in test cards (no money is taken) · storage: local disk · ' +
        'e-invoices: built and kept, not submitted · proxy trust: off (the connecting address is the client)',
    );
    expect(demo.warnings).toEqual([]);
    const submitting = loadConfig({ MYINVOIS_CLIENT_ID: 'client', MYINVOIS_CLIENT_SECRET: 'secret' });
    expect(describeDeployment(submitting).line).toContain('e-invoices: MyInvois sandbox');
    expect(submitting.myinvois).toEqual({ clientId: 'client', clientSecret: 'secret' });

    const bare = describeDeployment(loadConfig({ ...production, SEED_DEMO: 'true' }));
    expect(bare.line).toContain('mode: production');
    expect(bare.line).toContain('demo data: catalogue only');
    expect(bare.line).toContain('payments: off');
    expect(bare.warnings.join('\n')).toMatch(/DATABASE_URL/);
    expect(bare.warnings.join('\n')).toMatch(/SMTP_URL is not set/);
    expect(bare.warnings.join('\n')).toMatch(/No Stripe keys: premium checkout answers 503/);
    expect(bare.warnings.join('\n')).toMatch(/PUBLIC_URL is http:\/\/localhost:3000/);

    const ready = describeDeployment(
      loadConfig({
        ...production,
        ...stripe,
        DATABASE_URL: 'postgres://db/samplebank',
        SMTP_URL: 'smtp://user:secret@mail.example.my:587',
        PUBLIC_URL: 'https://samplebank.my',
        TRUST_PROXY: '1',
      }),
    );
    expect(ready.line).toContain('mail: SMTP mail.example.my');
    expect(ready.line).not.toContain('secret');
    expect(ready.line).toContain('payments: Stripe');
    expect(ready.line).toContain('proxy trust: 1 hop');
    expect(ready.warnings).toEqual([]);

    const testCards = describeDeployment(loadConfig({ ...production, ALLOW_TEST_CARDS: 'true' }));
    expect(testCards.warnings.join('\n')).toMatch(/ALLOW_TEST_CARDS=true: orders are paid with test cards/);
  });
});

describe('/dev/mail', () => {
  it.each([
    ['development without SMTP: shown', {}, 200],
    ['development with SMTP: not served', smtp, 404],
    ['production without SMTP: not served', production, 404],
    ['production with SMTP: not served', { ...production, ...smtp }, 404],
    ['production with demo data: not served', { ...production, SEED_DEMO: 'true' }, 404],
  ] as const)(
    'in %s',
    async (_label, env, status) => {
      const t = await createTestApp({ NODE_ENV: 'development', ...env });
      try {
        await t.app.context.mailer.send({
          to: 'admin@example.com',
          kind: 'password-reset',
          subject: 'Reset your password',
          text: 'https://samplebank.my/reset-password?token=secret-reset-token',
          html: '<p>reset</p>',
        });
        const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
        expect(response.statusCode).toBe(status);
        if (status === 404) expect(response.body).not.toContain('secret-reset-token');
        else expect(response.body).toContain('secret-reset-token');
      } finally {
        await t.close();
      }
    },
    60_000,
  );
});

describe('payments without a provider (production without Stripe keys)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(() => t.close());

  it('tells the browser only that card payments are off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'none' });
  });

  it('answers a premium checkout 503 in words, creates no order and takes no stock', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    const sample = await createStockedSample(t.db, { stock: 5 });
    await addToCart(t, buyer.headers, sample.id, 2);
    const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Card payments are not available right now, so your order was not placed. Your cart is kept; please try again later.',
    );
    const [placed] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.user.id));
    expect(placed!.n).toBe(0);
    const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sample.id));
    expect(row!.stock).toBe(5);
  });

  it('refuses the test card form: there is no "paid" with 4242 4242 4242 4242', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      headers: buyer.headers,
      payload: {
        clientSecret: 'pi_test_x_secret_y',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        email: buyer.user.email,
        phone: '+60 12-345 6789',
      },
    });
    expect(response.statusCode).toBe(404);
  });

  it('still takes free requests from standard members', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db, { stock: 5 });
    await addToCart(t, buyer.headers, sample.id, 1);
    const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(response.statusCode).toBe(200);
  });
});

describe('demo data at start', () => {
  it('seeds the catalogue but no demo account in production; outside it, accounts with generated passwords', async () => {
    const t = await createTestApp({ ...production, SEED_DEMO: 'true' });
    try {
      const demoUsers = () => t.db.select().from(users).where(like(users.email, '%@samplebank.demo'));
      await prepareData(t.app, t.config, t.database, SECRET);
      const [catalogue] = await t.db.select({ n: count() }).from(samples);
      expect(catalogue!.n).toBeGreaterThan(100);
      expect(await demoUsers()).toEqual([]);

      // the same database started outside production: the accounts, with passwords kept in DATA_DIR
      const development = loadConfig({ DATA_DIR: t.dataDir, SEED_DEMO: 'true', NODE_ENV: 'development' });
      await prepareData(t.app, development, t.database, SECRET);
      const passwords = JSON.parse(await readFile(demoPasswordsPath(t.dataDir), 'utf8'));
      expect(Object.keys(passwords)).toHaveLength(4);
      expect(await demoUsers()).toHaveLength(4);
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@samplebank.demo', password },
        });
      expect((await login('Demo-Admin-2026')).statusCode).toBe(401);
      const signedIn = await login(passwords['admin@samplebank.demo']);
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json().token;

      // started again in production: the accounts left from the demo are locked and their sessions end
      await prepareData(t.app, t.config, t.database, SECRET);
      expect((await login(passwords['admin@samplebank.demo'])).statusCode).toBe(401);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('answers outside the API, and private answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    const webDist = join(process.env.TMPDIR ?? '/tmp', `samplebank-web-modes-${process.pid}`);
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ ...production, WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('serves /robots.txt as text (made by the server: crawling.test.ts)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
  });

  it.each(['/favicon.ico', '/wp-login.php', '/apple-touch-icon.png', '/dev/mail'])(
    'answers a missing %s with a plain 404, not the API JSON or the page',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Not found');
    },
  );

  it('answers a POST outside the API with a plain 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/samples', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it('sends Cache-Control: no-store on every signed-in API answer, and lets public ones be cached', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    for (const url of ['/api/cart-samples/user-cart', '/api/orders/history', '/api/samples']) {
      const response = await t.app.inject({ method: 'GET', url, headers: buyer.headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/cart-samples/user-cart',
      headers: { authorization: 'Bearer x' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/samples' });
    expect(visitor.headers['cache-control']).not.toBe('no-store');
  });
});
