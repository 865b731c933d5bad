// Test helpers for cart, checkout and orders: buyers with a company and a shipping address, and checkout bodies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPaymentIntentRequest } from '@samplebank/contracts/checkout';
import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { earliestDeliveryDate } from '@samplebank/domain/delivery';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { cities, organizationAddresses, organizations, states, type users } from '../../db/schema/index.js';
import { TokenService } from '../../platform/auth.js';
import { StripePaymentProvider } from '../../platform/payments/stripe-provider.js';
import { signStripePayload } from '../../platform/payments/stripe-signature.js';
import { LocalStorage } from '../../platform/storage.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { openTestDatabase, type TestContext } from '../../test/harness.js';

type Headers = Record<string, string>;
const placeDatabases = new WeakMap<object, Promise<{ stateId: number; cityId: number }>>();

async function selangor(db: Database) {
  const [existing] = await db.select().from(states).where(eq(states.name, 'Selangor')).limit(1);
  const state = existing ?? (await db.insert(states).values({ name: 'Selangor', code: 'SGR' }).returning())[0]!;
  const [city] = await db.select().from(cities).where(eq(cities.stateId, state.id)).limit(1);
  const cityId =
    city?.id ?? (await db.insert(cities).values({ stateId: state.id, name: 'Petaling Jaya' }).returning())[0]!.id;
  return { stateId: state.id, cityId };
}

/** A design company with one shipping address in Petaling Jaya. */
export async function createCompany(db: Database, options: { withAddress?: boolean } = {}) {
  const place = placeDatabases.get(db) ?? selangor(db);
  placeDatabases.set(db, place);
  const { stateId, cityId } = await place;
  const [company] = await db.insert(organizations).values({ name: 'Studio Rimba', type: 'DESIGNER' }).returning();
  if (options.withAddress ?? true) {
    await db.insert(organizationAddresses).values({
      organizationId: company!.id,
      kind: 'shipping',
      addressLine1: '12 Jalan Sultan',
      addressLine2: 'Level 2',
      postcode: '46200',
      district: 'Petaling',
      cityId,
      stateId,
    });
  }
  return company!;
}

/** An approved buyer with a company and an address, premium or not, and the headers that sign in as them. */
export async function createBuyer(
  db: Database,
  tokens: TokenService,
  options: { isPremium?: boolean; withAddress?: boolean; overrides?: Partial<typeof users.$inferInsert> } = {},
) {
  const company = await createCompany(db, { withAddress: options.withAddress });
  return signedInUser(db, tokens, {
    isPremium: options.isPremium ?? false,
    organizationId: company.id,
    ...options.overrides,
  });
}

/** A brand's sample with a price and stock. */
export async function createStockedSample(
  db: Database,
  overrides: { price?: number; stock?: number; name?: string } = {},
) {
  const brand = await createBrand(db);
  return createSample(db, brand.id, { price: 25.5, stock: 10, ...overrides });
}

export async function addToCart(t: TestContext, headers: Headers, sampleId: string, quantity = 1) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart-samples/add-sample',
    headers,
    payload: { sampleId, quantity },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart failed: ${response.body}`);
  return response.json();
}

/** The body the web sends: the cart's own charges, the earliest standard date, the user's plan. */
export async function checkoutBody(
  t: TestContext,
  headers: Headers,
  overrides: Partial<TPaymentIntentRequest> = {},
): Promise<TPaymentIntentRequest> {
  const cart = (await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers })).json();
  // the server's calendar, public holidays included: the earliest date must be one it takes on any day of the year
  const { deliverySettings } = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
  return {
    amount: cart.charges.amount,
    currency: 'myr',
    cartId: cart._id,
    deliveryFee: cart.charges.deliveryFee,
    tax: cart.charges.tax,
    deliveryDate: earliestDeliveryDate(new Date(), deliverySettings),
    isExpressDelivery: false,
    isPremium: cart.charges.amount > 0,
    ...overrides,
  };
}

export function requestIntent(t: TestContext, headers: Headers, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/payments/payment-intent', headers, payload: payload as object });
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_samplebank';

/** The whole app with Stripe configured, its API pointed at a local fake Stripe server. */
export async function createStripeTestApp(stripeBaseUrl: string): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'samplebank-stripe-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET,
  });
  const { database, drop } = await openTestDatabase();
  const secret = randomBytes(32).toString('base64url');
  const storage = new LocalStorage(join(dataDir, 'uploads'), secret);
  const payments = new StripePaymentProvider({ ...config.stripe!, baseUrl: stripeBaseUrl });
  const app = await buildApp({ config, database, secret, storage, payments, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    tokens: new TokenService(secret, database.db),
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Delivers a webhook body signed the way Stripe signs it. */
export function deliverStripeWebhook(t: TestContext, payload: string, secret = STRIPE_WEBHOOK_SECRET) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripePayload(payload, secret),
    },
    payload,
  });
}

/** Pays a checkout with the test processor's card that always succeeds (4242...), as the card form does. */
export function payByTestCard(t: TestContext, headers: Headers, clientSecret: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/test-card/confirm',
    headers,
    payload: {
      clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      expiry: '12/39',
      cvc: '123',
      email: 'buyer@example.com',
      phone: '0123456789',
    },
  });
}
