import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';
import { createBrand, createCategory } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';

export type Headers = Record<string, string>;

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Small request helpers bound to one test app. */
export function requester(t: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, headers?: Headers) => call('GET', url, headers),
    post: (url: string, payload: unknown, headers?: Headers) => call('POST', url, headers, payload),
    put: (url: string, payload: unknown, headers?: Headers) => call('PUT', url, headers, payload),
    del: (url: string, headers?: Headers) => call('DELETE', url, headers),
  };
}

/** Uploads an image (by default the first bytes of a PNG) through the presigned flow with purpose image; its key. */
export async function uploadImage(
  t: TestContext,
  headers: Headers,
  filename = 'swatch.png',
  { body = PNG, contentType = 'image/png' }: { body?: Buffer; contentType?: string } = {},
): Promise<string> {
  const slot = await t.app.inject({
    method: 'POST',
    url: '/api/r2/presigned-url/upload',
    headers,
    payload: { filename, purpose: 'image' },
  });
  expect(slot.statusCode).toBe(200);
  const { url, key } = slot.json() as { url: string; key: string };
  const stored = await t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
  expect(stored.statusCode).toBe(200);
  return key;
}

/** A brand and a category to hang samples on. */
export async function catalogueBasics(db: Database) {
  const brand = await createBrand(db, { name: 'Arbor Timber' });
  const category = await createCategory(db, { name: 'Engineered Oak' });
  return { brand, category };
}

/** A complete sample form. */
export const sampleForm = (
  refs: { brand: { id: string }; category: { id: string } },
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Oak Plank Natural',
  description: 'Brushed, matt lacquer',
  manufacturerId: refs.brand.id,
  categoryId: refs.category.id,
  price: 12.5,
  stock: 10,
  sku: `OAK-${Math.random().toString(36).slice(2, 10)}`,
  colorLabel: 'Natural Oak',
  colorHex: '#B08050',
  usage: 'Residential',
  architectural: 'Flooring',
  logistic: { deliveryTime: 7 },
  specifications: { material: 'Engineered Timber', thickness: '14 mm' },
  images: [],
  ...overrides,
});

/** An order of a sample, written straight to the tables (the checkout has its own tests). */
export async function insertOrder(
  db: Database,
  userId: string,
  sampleId: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      number: `SB-2601-${randomUUID().slice(0, 6).toUpperCase()}`,
      userId,
      checkoutKey: randomUUID(),
      status: 'pending',
      isPremium: false,
      deliveryDate: '2030-01-07',
      subtotal: 0,
      deliveryFee: 0,
      tax: 0,
      totalAmount: 0,
      ...overrides,
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order!.id, sampleId, name: 'Line', unitPrice: 0, quantity: 2 });
  return order!;
}
