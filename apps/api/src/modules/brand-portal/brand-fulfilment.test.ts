import { randomUUID } from 'node:crypto';
import { BRAND_FULFILMENT_MESSAGES as M } from '@samplebank/contracts/brand-fulfilment';
import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderStatusEvents, orders, organizations } from '../../db/schema/index.js';
import { createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { addToCart, checkoutBody, createBuyer, requestIntent } from '../checkout/checkout.fixtures.js';
import { brandWorld } from './brand-portal.test-support.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
type Sample = Awaited<ReturnType<typeof createSample>>;
type Buyer = Awaited<ReturnType<typeof createBuyer>>;

const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = (brandId: string, headers: Headers, query = '') =>
  call('GET', `/brand-portal/${brandId}/orders${query}`, headers);
const pack = (brandId: string, orderId: string, headers: Headers, payload: unknown) =>
  call('POST', `/brand-portal/${brandId}/orders/${orderId}/pack`, headers, payload);
const ship = (brandId: string, orderId: string, headers: Headers, payload: unknown) =>
  call('POST', `/brand-portal/${brandId}/orders/${orderId}/shipments`, headers, payload);
const parcel = (itemIds: string[], carrier = 'Pos Laju', trackingNumber = `EP${randomUUID().slice(0, 8)}MY`) => ({
  itemIds,
  carrier,
  trackingNumber,
});

/** Two brands and who works for each, a designer who works for none, and staff. */
async function world() {
  const people = await brandWorld(t);
  const samplesOf = (brandId: string, count: number, price: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        createSample(t.db, brandId, { name: `${brandId.slice(0, 4)} tile ${index}`, price: price + index, stock: 10 }),
      ),
    );
  return { ...people, samplesOf };
}

/** An order of these samples, one unit each: a free request (pending), or a premium order paid by card (processing). */
async function placeOrder(samples: Sample[], options: { premium?: boolean; pay?: boolean; buyer?: Buyer } = {}) {
  const buyer = options.buyer ?? (await createBuyer(t.db, t.tokens, { isPremium: options.premium }));
  for (const sample of samples) await addToCart(t, buyer.headers, sample.id, 1);
  const intent = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
  expect(intent.statusCode, intent.body).toBe(200);
  const { orderId, clientSecret } = intent.json();
  if (options.pay) {
    const paid = await call('POST', '/payments/test-card/confirm', buyer.headers, {
      clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      expiry: '12/39',
      cvc: '123',
      email: 'a@b.co',
      phone: '0123456789',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const lineOf = (sample: Sample) => lines.find((line) => line.sampleId === sample.id)!.id;
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { buyer, orderId: orderId as string, number: order!.number, lineOf };
}

const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const eventsOf = (orderId: string) =>
  t.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(orderStatusEvents.createdAt);
const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.includes(subject));

describe('GET /api/brand-portal/{brandId}/orders', () => {
  it("lists the brand's orders with its own lines, the address to send them to, and nothing else of the order", async () => {
    const w = await world();
    const ours = await w.samplesOf(w.brand.id, 2, 40);
    const [theirs] = await w.samplesOf(w.otherBrand.id, 1, 77.7);
    const { orderId, number, lineOf, buyer } = await placeOrder([...ours, theirs!], { premium: true, pay: true });
    await t.db
      .update(organizations)
      .set({ contactNumber: '+60123456789' })
      .where(eq(organizations.id, buyer.user.organizationId!));
    const response = await list(w.brand.id, w.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      total: 1,
      currentPage: 1,
      totalPages: 1,
      counts: { 'to-ship': 1, shipped: 0, all: 1 },
    });
    const [order] = body.orders;
    expect(order).toMatchObject({
      _id: orderId,
      number,
      status: 'processing',
      isExpressDelivery: false,
      isFreeRequest: false,
      recipient: {
        name: buyer.user.name,
        company: 'Studio Rimba',
        phone: { display: '012-345 6789', dial: '+60123456789' },
      },
      shippingAddress: { addressLine1: '12 Jalan Sultan', postcode: '46200', city: 'Petaling Jaya', state: 'Selangor' },
    });
    expect(order.placedAt).toEqual(expect.any(String));
    expect(order.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.lines).toHaveLength(2);
    expect(order.lines.map((line: { _id: string }) => line._id).sort()).toEqual(ours.map(lineOf).sort());
    expect(order.lines[0]).toMatchObject({
      name: ours[0]!.name,
      sku: ours[0]!.sku,
      imageUrl: expect.any(String),
      quantity: 1,
      unitPrice: 40,
      fulfilment: 'waiting',
      packedAt: null,
      shipment: null,
    });
    // never another brand's line or price, the order's money or its payment
    const text = response.body;
    expect(text).not.toContain(theirs!.name);
    expect(text).not.toContain(lineOf(theirs!));
    expect(text).not.toContain('77.7');
    for (const key of ['totalAmount', 'subtotal', 'deliveryFee', '"tax"', 'paymentId', 'clientSecret', 'email']) {
      expect(text).not.toContain(key);
    }
    // the other brand sees its own line only, at its own price
    const other = (await list(w.otherBrand.id, w.otherOwner.headers)).json().orders[0];
    expect(other.lines).toEqual([expect.objectContaining({ name: theirs!.name, unitPrice: 77.7 })]);
  });

  it('keeps unpaid checkouts out, lists to ship, shipped and all apart, newest first and paged', async () => {
    const w = await world();
    const [a, b, c, d] = await w.samplesOf(w.brand.id, 4, 20);
    await placeOrder([a!], { premium: true });
    const older = await placeOrder([b!]);
    const newer = await placeOrder([c!]);
    const cancelled = await placeOrder([d!]);
    expect((await call('POST', `/orders/${cancelled.orderId}/cancel`, cancelled.buyer.headers, {})).statusCode).toBe(
      200,
    );
    const ids = async (query: string) =>
      (await list(w.brand.id, w.editor.headers, query)).json().orders.map((order: { _id: string }) => order._id);
    expect(await ids('')).toEqual([newer.orderId, older.orderId]);
    expect(await ids('?state=all')).toEqual([cancelled.orderId, newer.orderId, older.orderId]);
    expect(await ids('?state=shipped')).toEqual([]);
    expect((await ship(w.brand.id, older.orderId, w.owner.headers, parcel([older.lineOf(b!)]))).statusCode).toBe(201);
    expect(await ids('?state=to-ship')).toEqual([newer.orderId]);
    expect(await ids('?state=shipped')).toEqual([older.orderId]);
    const paged = (await list(w.brand.id, w.owner.headers, '?state=all&limit=1&page=2')).json();
    expect(paged).toMatchObject({
      total: 3,
      currentPage: 2,
      totalPages: 3,
      counts: { 'to-ship': 1, shipped: 1, all: 3 },
    });
    expect(paged.orders.map((order: { _id: string }) => order._id)).toEqual([newer.orderId]);
  });

  it('refuses bad queries (400)', async () => {
    const w = await world();
    for (const query of ['?state=waiting', '?limit=51', '?limit=0', '?page=0', '?page=x']) {
      const response = await list(w.brand.id, w.owner.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await list('not-a-brand', w.owner.headers)).statusCode).toBe(400);
  });
});

describe('packing and shipping', () => {
  it('packs, ships part, and sends the order on its way when every brand has shipped, mailing the buyer each parcel', async () => {
    const w = await world();
    const [first, second] = await w.samplesOf(w.brand.id, 2, 30);
    const [theirs] = await w.samplesOf(w.otherBrand.id, 1, 50);
    const { orderId, number, lineOf, buyer } = await placeOrder([first!, second!, theirs!]);
    expect(await statusOf(orderId)).toBe('pending');

    const packed = await pack(w.brand.id, orderId, w.editor.headers, { itemIds: [lineOf(first!)] });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().status).toBe('processing');
    expect(packed.json().lines.find((line: { _id: string }) => line._id === lineOf(first!))).toMatchObject({
      fulfilment: 'packed',
      packedAt: expect.any(String),
    });
    // started by its brand: the buyer is told, and can no longer cancel it
    await smtp.mailTo(buyer.user.email, (mail) => mail.subject === `Your order ${number} is being prepared`);
    expect((await call('POST', `/orders/${orderId}/cancel`, buyer.headers, {})).statusCode).toBe(409);

    const firstParcel = await ship(
      w.brand.id,
      orderId,
      w.owner.headers,
      parcel([lineOf(first!)], 'Pos Laju', 'EP100MY'),
    );
    expect(firstParcel.statusCode, firstParcel.body).toBe(201);
    expect(firstParcel.json().lines.find((line: { _id: string }) => line._id === lineOf(first!))).toMatchObject({
      fulfilment: 'shipped',
      shipment: { carrier: 'Pos Laju', trackingNumber: 'EP100MY', shippedByName: 'Olivia Owner' },
    });
    expect(await statusOf(orderId)).toBe('processing');
    expect(
      (await ship(w.brand.id, orderId, w.owner.headers, parcel([lineOf(second!)], 'J&T Express', 'JT200'))).statusCode,
    ).toBe(201);
    // one brand done, the other still to send: the order waits
    expect(await statusOf(orderId)).toBe('processing');
    const last = await ship(w.otherBrand.id, orderId, w.otherOwner.headers, parcel([lineOf(theirs!)], 'GDEX', 'GD300'));
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().status).toBe('in-transit');

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    // three parcels: the order names none of them on its own
    expect(stored).toMatchObject({ status: 'in-transit', carrier: null, trackingNumber: null });
    const events = await eventsOf(orderId);
    expect(events.map((event) => event.status)).toEqual(['pending', 'processing', 'in-transit']);
    expect(events[2]).toMatchObject({ actorId: w.otherOwner.user.id });

    const mail = await smtp.mailTo(buyer.user.email, (received) => received.subject.includes('on its way'));
    expect(mail.subject).toBe(`Your order ${number} is on its way`);
    expect(mail.text).toContain('Carrier: Pos Laju, tracking number: EP100MY.');
    expect(mail.text).toContain('Carrier: J&T Express, tracking number: JT200.');
    expect(mail.text).toContain('Carrier: GDEX, tracking number: GD300.');

    const tracking = (await call('GET', `/orders/${orderId}/tracking`, buyer.headers)).json();
    expect(tracking.status).toBe('in-transit');
    expect(tracking.shipments).toEqual([
      expect.objectContaining({
        brandName: w.brand.name,
        carrier: 'Pos Laju',
        trackingNumber: 'EP100MY',
        lineCount: 1,
      }),
      expect.objectContaining({
        brandName: w.brand.name,
        carrier: 'J&T Express',
        trackingNumber: 'JT200',
        lineCount: 1,
      }),
      expect.objectContaining({ brandName: w.otherBrand.name, carrier: 'GDEX', trackingNumber: 'GD300', lineCount: 1 }),
    ]);
    expect(tracking.shipments[0].shippedAt).toEqual(expect.any(String));
    // staff read it too
    expect((await call('GET', `/orders/${orderId}/tracking`, w.admin.headers)).json().shipments).toHaveLength(3);

    const shippedList = (await list(w.brand.id, w.owner.headers, '?state=shipped')).json();
    expect(shippedList.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    expect(shippedList.counts['to-ship']).toBe(0);
  });

  it('sends a one-parcel order on its way with its carrier and tracking number, and tells the buyer once', async () => {
    const w = await world();
    const [a, b] = await w.samplesOf(w.brand.id, 2, 12);
    const { orderId, number, lineOf, buyer } = await placeOrder([a!, b!]);
    const response = await ship(w.brand.id, orderId, w.owner.headers, {
      itemIds: [lineOf(a!), lineOf(b!)],
      carrier: '  Ninja Van  ',
      trackingNumber: 'NV123456',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored).toMatchObject({ status: 'in-transit', carrier: 'Ninja Van', trackingNumber: 'NV123456' });
    const events = await eventsOf(orderId);
    expect(events.map((event) => event.status)).toEqual(['pending', 'processing', 'in-transit']);
    expect(events[2]).toMatchObject({ carrier: 'Ninja Van', trackingNumber: 'NV123456', actorId: w.owner.user.id });
    const mail = await smtp.mailTo(buyer.user.email, (received) => received.subject.includes('on its way'));
    expect(mail.text).toContain('Carrier: Ninja Van, tracking number: NV123456.');
    // started and sent in one go: the buyer reads only that it is on its way
    expect(mailsTo(buyer.user.email, `Your order ${number} is being prepared`)).toHaveLength(0);
    // started, the parcel, then on its way: in that order on the buyer's timeline, though made in one transaction (the
    // answer's times are to the millisecond, the rows' to the microsecond)
    const tracking = (await call('GET', `/orders/${orderId}/tracking`, buyer.headers)).json();
    const [processing, inTransit] = tracking.events.slice(1).map((event: { at: string }) => Date.parse(event.at));
    const shippedAt = Date.parse(tracking.shipments[0].shippedAt);
    expect(processing).toBeLessThanOrEqual(shippedAt);
    expect(shippedAt).toBeLessThanOrEqual(inTransit);
    const detail = (await call('GET', `/orders/${orderId}`, buyer.headers)).json();
    expect(detail).toMatchObject({ status: 'in-transit', carrier: 'Ninja Van', trackingNumber: 'NV123456' });
  });

  it('refuses lines already shipped and orders no longer open (409), and changes nothing', async () => {
    const w = await world();
    const [a, b, c] = await w.samplesOf(w.brand.id, 3, 15);
    const open = await placeOrder([a!, b!]);
    expect((await ship(w.brand.id, open.orderId, w.owner.headers, parcel([open.lineOf(a!)]))).statusCode).toBe(201);
    for (const [name, response] of [
      ['ship again', await ship(w.brand.id, open.orderId, w.owner.headers, parcel([open.lineOf(a!), open.lineOf(b!)]))],
      ['pack shipped', await pack(w.brand.id, open.orderId, w.owner.headers, { itemIds: [open.lineOf(a!)] })],
    ] as const) {
      expect(response.statusCode, name).toBe(409);
      expect(response.json().message).toBe(M.alreadyShipped);
    }
    const [waiting] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, open.lineOf(b!)));
    expect(waiting).toMatchObject({ fulfilment: 'waiting', shipmentId: null });

    const cancelled = await placeOrder([c!]);
    await call('POST', `/orders/${cancelled.orderId}/cancel`, cancelled.buyer.headers, {});
    const refused = await ship(w.brand.id, cancelled.orderId, w.owner.headers, parcel([cancelled.lineOf(c!)]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE', message: M.notOpen });
    expect(
      (await pack(w.brand.id, cancelled.orderId, w.owner.headers, { itemIds: [cancelled.lineOf(c!)] })).statusCode,
    ).toBe(409);
  });

  it("answers 404 for an order without the brand's lines, another brand's line, an unknown order and an unpaid checkout", async () => {
    const w = await world();
    const [ours] = await w.samplesOf(w.brand.id, 1, 10);
    const [theirs, theirsAlone] = await w.samplesOf(w.otherBrand.id, 2, 10);
    const mixed = await placeOrder([ours!, theirs!]);
    const otherOnly = await placeOrder([theirsAlone!]);
    for (const who of [w.owner.headers, w.admin.headers]) {
      const notOurs = await ship(w.brand.id, otherOnly.orderId, who, parcel([otherOnly.lineOf(theirsAlone!)]));
      expect(notOurs.statusCode).toBe(404);
      expect(notOurs.json().message).toBe('Order not found');
      const anotherLine = await ship(w.brand.id, mixed.orderId, who, parcel([mixed.lineOf(theirs!)]));
      expect(anotherLine.statusCode).toBe(404);
      expect(anotherLine.json().message).toBe(M.lineNotFound);
      expect((await pack(w.brand.id, mixed.orderId, who, { itemIds: [randomUUID()] })).statusCode).toBe(404);
      expect((await pack(w.brand.id, randomUUID(), who, { itemIds: [randomUUID()] })).statusCode).toBe(404);
    }
    const [unpaidSample] = await w.samplesOf(w.brand.id, 1, 10);
    const unpaid = await placeOrder([unpaidSample!], { premium: true });
    expect(
      (await pack(w.brand.id, unpaid.orderId, w.owner.headers, { itemIds: [unpaid.lineOf(unpaidSample!)] })).statusCode,
    ).toBe(404);
    // nothing moved
    expect(await statusOf(mixed.orderId)).toBe('pending');
    const [line] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, mixed.lineOf(theirs!)));
    expect(line!.fulfilment).toBe('waiting');
  });

  it('refuses bad input (400) with a sentence', async () => {
    const w = await world();
    const [a] = await w.samplesOf(w.brand.id, 1, 10);
    const { orderId, lineOf } = await placeOrder([a!]);
    const line = lineOf(a!);
    const cases: [unknown, string | RegExp][] = [
      [{}, M.linesRequired],
      [{ itemIds: [] }, M.linesRequired],
      [{ itemIds: 'x' }, M.linesRequired],
      [{ itemIds: ['not-an-id'] }, 'This ID is not valid'],
      [{ itemIds: [line, line] }, M.linesRepeated],
      [{ itemIds: Array.from({ length: 51 }, () => randomUUID()) }, M.linesTooMany],
      [{ itemIds: [line], extra: true }, /extra/i],
    ];
    for (const [payload, message] of cases) {
      for (const response of [
        await pack(w.brand.id, orderId, w.owner.headers, payload),
        await ship(w.brand.id, orderId, w.owner.headers, {
          carrier: 'GDEX',
          trackingNumber: 'G1',
          ...(payload as object),
        }),
      ]) {
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    }
    const shipCases: [unknown, string][] = [
      [{ itemIds: [line], trackingNumber: 'G1' }, M.carrierRequired],
      [{ itemIds: [line], carrier: '   ', trackingNumber: 'G1' }, M.carrierRequired],
      [{ itemIds: [line], carrier: 'x'.repeat(61), trackingNumber: 'G1' }, M.carrierTooLong],
      [{ itemIds: [line], carrier: 'GDEX' }, M.trackingRequired],
      [{ itemIds: [line], carrier: 'GDEX', trackingNumber: 'x'.repeat(81) }, M.trackingTooLong],
      [{ itemIds: [line], carrier: 'GDEX', trackingNumber: 'G1\nG2' }, 'contains characters that are not allowed'],
      [{ itemIds: [line], carrier: 42, trackingNumber: 'G1' }, M.carrierRequired],
    ];
    for (const [payload, message] of shipCases) {
      const response = await ship(w.brand.id, orderId, w.owner.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/brand-portal/${w.brand.id}/orders/${orderId}/shipments`,
      headers: { ...w.owner.headers, 'content-type': 'application/json' },
      payload: '{"itemIds":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect((await pack(w.brand.id, 'not-an-id', w.owner.headers, { itemIds: [line] })).statusCode).toBe(400);
    // in Malay for a Malay page
    const malay = await t.app.inject({
      method: 'POST',
      url: `/api/brand-portal/${w.brand.id}/orders/${orderId}/shipments`,
      headers: { ...w.owner.headers, 'accept-language': 'ms' },
      payload: { itemIds: [line], carrier: 'GDEX', trackingNumber: '' },
    });
    expect(malay.json().message).toContain('Sila masukkan nombor penjejakan');
    expect(await statusOf(orderId)).toBe('pending');
  });
});

describe('who may fulfil', () => {
  it('lets owners, editors and staff read, pack and ship; refuses a visitor, a plain member and another brand', async () => {
    const w = await world();
    const samples = await w.samplesOf(w.brand.id, 4, 10);
    const { orderId, lineOf } = await placeOrder(samples);
    const [first, second, third, fourth] = samples.map(lineOf);
    const refused: [Headers, number][] = [
      [{}, 401],
      [w.member.headers, 403],
      [w.otherOwner.headers, 403],
    ];
    for (const [headers, status] of refused) {
      expect((await list(w.brand.id, headers)).statusCode).toBe(status);
      expect((await pack(w.brand.id, orderId, headers, { itemIds: [first] })).statusCode).toBe(status);
      expect((await ship(w.brand.id, orderId, headers, parcel([first!]))).statusCode).toBe(status);
    }
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await list(w.brand.id, unapproved.headers)).statusCode).toBe(403);
    expect((await pack(w.brand.id, orderId, {}, {})).statusCode).toBe(401);
    expect(await statusOf(orderId)).toBe('pending');

    for (const [headers, line] of [
      [w.owner.headers, first],
      [w.editor.headers, second],
      [w.admin.headers, third],
    ] as const) {
      expect((await list(w.brand.id, headers)).statusCode).toBe(200);
      expect((await pack(w.brand.id, orderId, headers, { itemIds: [line] })).statusCode).toBe(200);
      expect((await ship(w.brand.id, orderId, headers, parcel([line!]))).statusCode).toBe(201);
    }
    expect(await statusOf(orderId)).toBe('processing');
    const [staffParcel] = await t.db.select().from(orderItems).where(eq(orderItems.id, third!));
    expect(staffParcel!.fulfilment).toBe('shipped');
    // the other brand's owner cannot send the last line on the brand's behalf either
    expect((await ship(w.otherBrand.id, orderId, w.otherOwner.headers, parcel([fourth!]))).statusCode).toBe(404);
  });
});

describe('two brands shipping the last lines of one order at once', () => {
  it('sends the order on its way exactly once', async () => {
    const w = await world();
    for (let round = 0; round < 4; round++) {
      const [ours] = await w.samplesOf(w.brand.id, 1, 10);
      const [theirs] = await w.samplesOf(w.otherBrand.id, 1, 10);
      const { orderId, number, lineOf, buyer } = await placeOrder([ours!, theirs!]);
      const [a, b] = await Promise.all([
        ship(w.brand.id, orderId, w.owner.headers, parcel([lineOf(ours!)], 'Pos Laju', `A${round}`)),
        ship(w.otherBrand.id, orderId, w.otherOwner.headers, parcel([lineOf(theirs!)], 'GDEX', `B${round}`)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(await statusOf(orderId)).toBe('in-transit');
      const events = await eventsOf(orderId);
      expect(events.map((event) => event.status)).toEqual(['pending', 'processing', 'in-transit']);
      const inTransit = await t.db
        .select()
        .from(orderStatusEvents)
        .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'in-transit')));
      expect(inTransit).toHaveLength(1);
      await smtp.mailTo(buyer.user.email, (mail) => mail.subject === `Your order ${number} is on its way`);
      expect(mailsTo(buyer.user.email, `Your order ${number} is on its way`)).toHaveLength(1);
    }
  });
});
