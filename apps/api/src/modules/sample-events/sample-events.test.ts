import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { todayInMalaysia } from '@samplebank/domain/delivery';
import type { SampleEventKind } from '@samplebank/domain/insights';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEventsDaily } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';
import { isRobot } from './robots.js';
import { recordSampleEvents } from './sample-events.repository.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LIMIT_SAMPLE_VIEWS_PER_HOUR: '5' });
});
afterAll(() => t.close());

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
type Headers = Record<string, string>;

let addressCounter = 0;
/** A client address of its own for each test, so the per-address limit of one does not reach another. */
const newAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const view = (sampleId: string, { address = newAddress(), userAgent = BROWSER } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/samples/${sampleId}/view`,
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
  });

/** A sample's count of one kind today (0 when none). */
async function countOf(sampleId: string, kind: SampleEventKind): Promise<number> {
  const [row] = await t.db
    .select({ count: sampleEventsDaily.count })
    .from(sampleEventsDaily)
    .where(
      and(
        eq(sampleEventsDaily.sampleId, sampleId),
        eq(sampleEventsDaily.kind, kind),
        eq(sampleEventsDaily.day, todayInMalaysia()),
      ),
    );
  return row?.count ?? 0;
}

async function newSample(overrides: Parameters<typeof createSample>[2] = {}) {
  const brand = await createBrand(t.db);
  return createSample(t.db, brand.id, overrides);
}

describe('recordSampleEvents', () => {
  it("adds to the day's count, merging repeats of one sample and kind", async () => {
    const sample = await newSample();
    await recordSampleEvents(t.db, [
      { sampleId: sample.id, kind: 'view' },
      { sampleId: sample.id, kind: 'view', count: 2 },
      { sampleId: sample.id, kind: 'board', count: 0 },
    ]);
    await recordSampleEvents(t.db, [{ sampleId: sample.id, kind: 'view' }]);
    expect(await countOf(sample.id, 'view')).toBe(4);
    expect(await countOf(sample.id, 'board')).toBe(0);
  });

  it("counts on Malaysia's date, not the server's", async () => {
    const sample = await newSample();
    // 23:30 UTC on the 1st is 07:30 on the 2nd in Kuala Lumpur
    await recordSampleEvents(t.db, [{ sampleId: sample.id, kind: 'view' }], new Date('2026-05-01T23:30:00Z'));
    const rows = await t.db.select().from(sampleEventsDaily).where(eq(sampleEventsDaily.sampleId, sample.id));
    expect(rows.map((row) => row.day)).toEqual(['2026-05-02']);
  });

  it('keeps nothing when the transaction it was given rolls back', async () => {
    const sample = await newSample();
    await expect(
      t.db.transaction(async (tx) => {
        await recordSampleEvents(tx, [{ sampleId: sample.id, kind: 'wishlist' }]);
        throw new Error('the write it counts failed');
      }),
    ).rejects.toThrow('the write it counts failed');
    expect(await countOf(sample.id, 'wishlist')).toBe(0);
  });

  it('stores counts only: no column could name a person', async () => {
    const columns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'sample_events_daily' order by 1`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['count', 'day', 'kind', 'sample_id']);
  });
});

describe('POST /api/samples/{id}/view', () => {
  it('counts a visit to a published sample and answers 204 with no body', async () => {
    const sample = await newSample();
    const first = await view(sample.id);
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    await view(sample.id);
    expect(await countOf(sample.id, 'view')).toBe(2);
  });

  it("answers a robot the same but does not count it, nor a request without a browser's user agent", async () => {
    const sample = await newSample();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await view(sample.id, { userAgent: googlebot })).statusCode).toBe(204);
    expect((await view(sample.id, { userAgent: '' })).statusCode).toBe(204);
    expect((await view(sample.id, { userAgent: 'curl/8.5.0' })).statusCode).toBe(204);
    expect(await countOf(sample.id, 'view')).toBe(0);
  });

  it('answers 404 for an unknown sample or one that is not published, and 400 for a malformed id', async () => {
    const draft = await newSample({ status: 'draft' });
    const discontinued = await newSample({ status: 'discontinued' });
    expect((await view(randomUUID())).statusCode).toBe(404);
    const refused = await view(draft.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Sample not found');
    expect((await view(discontinued.id)).statusCode).toBe(404);
    expect(await countOf(draft.id, 'view')).toBe(0);
    const malformed = await view('not-a-sample');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
  });

  it('answers 429 with Retry-After past the hourly limit of one address, and counts nothing more', async () => {
    const sample = await newSample();
    const address = newAddress();
    for (let visit = 0; visit < 5; visit++) expect((await view(sample.id, { address })).statusCode).toBe(204);
    const limited = await view(sample.id, { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Many pages were opened from your network in the last hour\. Please try/);
    expect(await countOf(sample.id, 'view')).toBe(5);
    // another address is not held back
    expect((await view(sample.id)).statusCode).toBe(204);
  });
});

describe('robots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse', true],
    [undefined, true],
    [BROWSER, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
      false,
    ],
  ])('%s is a robot: %s', (userAgent, expected) => {
    expect(isRobot(userAgent)).toBe(expected);
  });
});

describe('wishlist adds', () => {
  const add = (headers: Headers, sampleId: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/my-wishlist', headers, payload: { id: sampleId } });
  const remove = (headers: Headers, sampleId: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/users/my-wishlist', headers, payload: { productId: sampleId } });

  it('counts a sample added to a wishlist once, not again when it is already there', async () => {
    const sample = await newSample();
    const member = await signedInUser(t.db, t.tokens);
    expect((await add(member.headers, sample.id)).statusCode).toBe(200);
    expect((await add(member.headers, sample.id)).statusCode).toBe(200);
    expect(await countOf(sample.id, 'wishlist')).toBe(1);
    // taken off and added back is a new add; another member's is one more
    expect((await remove(member.headers, sample.id)).statusCode).toBe(200);
    await add(member.headers, sample.id);
    await add((await signedInUser(t.db, t.tokens)).headers, sample.id);
    expect(await countOf(sample.id, 'wishlist')).toBe(3);
  });

  it('counts nothing for a sample that does not exist', async () => {
    const member = await signedInUser(t.db, t.tokens);
    const unknown = randomUUID();
    expect((await add(member.headers, unknown)).statusCode).toBe(404);
    expect(await countOf(unknown, 'wishlist')).toBe(0);
  });
});

describe('board adds', () => {
  it('counts a sample new to a board once, and each sample a new project starts its boards with', async () => {
    const [first, second] = [await newSample(), await newSample()];
    const owner = await signedInUser(t.db, t.tokens);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: {
        name: 'Bangsar Residence',
        projectType: 'Residential',
        projectValue: 1000,
        boards: [
          { name: 'Kitchen', sampleIds: [first.id, first.id] },
          { name: 'Bath', sampleIds: [first.id] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // one per board that holds it
    expect(await countOf(first.id, 'board')).toBe(2);

    const project = created.json();
    const board = project.boards[0];
    const addToBoard = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project._id}/boards/${board._id}/samples`,
        headers: owner.headers,
        payload: { sampleId: second.id },
      });
    expect((await addToBoard()).statusCode).toBe(201);
    expect((await addToBoard()).statusCode).toBe(200);
    expect(await countOf(second.id, 'board')).toBe(1);
  });
});

describe('requests and orders', () => {
  it('counts a free order as one request per line, whatever the quantity', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const [first, second] = [await createStockedSample(t.db), await createStockedSample(t.db)];
    await addToCart(t, buyer.headers, first.id, 2);
    await addToCart(t, buyer.headers, second.id);
    const placed = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await countOf(first.id, 'request')).toBe(1);
    expect(await countOf(second.id, 'request')).toBe(1);
    expect(await countOf(first.id, 'order')).toBe(0);
  });

  it('counts nothing when the order is not placed (the stock ran out in its transaction)', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const [plenty, scarce] = [await createStockedSample(t.db), await createStockedSample(t.db, { stock: 1 })];
    await addToCart(t, buyer.headers, plenty.id);
    await addToCart(t, buyer.headers, scarce.id);
    const body = await checkoutBody(t, buyer.headers);
    // someone else takes the last unit between the cart and the checkout
    await t.db.execute(sql`update samples set stock = 0 where id = ${scarce.id}`);
    const refused = await requestIntent(t, buyer.headers, body);
    expect(refused.statusCode).toBe(409);
    expect(await countOf(plenty.id, 'request')).toBe(0);
  });

  it('counts a premium order once its payment is received, not when the checkout starts', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    const sample = await createStockedSample(t.db);
    await addToCart(t, buyer.headers, sample.id, 3);
    const started = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(started.statusCode, started.body).toBe(200);
    expect(await countOf(sample.id, 'order')).toBe(0);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      headers: buyer.headers,
      payload: {
        clientSecret: started.json().clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expiry: '12/39',
        cvc: '123',
        email: 'buyer@example.com',
        phone: '+60 12-345 6789',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await countOf(sample.id, 'order')).toBe(1);
    expect(await countOf(sample.id, 'request')).toBe(0);
  });
});
