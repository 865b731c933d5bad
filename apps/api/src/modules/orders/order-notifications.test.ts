import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../platform/mail.js';
import { capturedLog, LOG_LEVELS } from '../../test/captured-log.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';
import { notifyBuyerOfStatus } from './order-notifications.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A free sample request, placed through the API: an order in `pending`. */
async function placedOrderId() {
  const buyer = await createBuyer(t.db, t.tokens);
  await addToCart(t, buyer.headers, (await createStockedSample(t.db)).id, 1);
  const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
  expect(response.statusCode).toBe(200);
  return response.json().orderId as string;
}

describe('notifyBuyerOfStatus', () => {
  it('logs a mail that could not be queued with its order and status, and lets the order change stand', async () => {
    const orderId = await placedOrderId();
    const { logger, lines } = capturedLog();
    const mailer = { send: () => Promise.reject(new Error('outbox table is locked')) } as unknown as Mailer;
    const buyer = { email: 'buyer@example.com', name: 'Aisyah' };

    await expect(
      notifyBuyerOfStatus({ ...t.app.context, mailer, logger }, buyer, orderId, 'in-transit'),
    ).resolves.toBeUndefined();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: LOG_LEVELS.error,
      orderId,
      status: 'in-transit',
      err: { message: 'outbox table is locked' },
    });
    expect(lines[0]!.msg).toContain('order status mail not queued');
  });

  it('logs nothing when the mail is queued', async () => {
    const orderId = await placedOrderId();
    const { logger, lines } = capturedLog();
    await notifyBuyerOfStatus(
      { ...t.app.context, logger },
      { email: 'buyer@example.com', name: 'Aisyah' },
      orderId,
      'in-transit',
    );
    expect(lines).toEqual([]);
  });
});
