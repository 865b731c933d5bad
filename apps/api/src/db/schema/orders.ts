import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { carts } from './cart.js';
import { samples } from './catalogue.js';
import { createdAt, id, updatedAt } from './columns.js';

// Orders, their lines and their status timeline.

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // the one number people see and search (SB-2611-4F7K): month placed in Malaysia, then 4 unambiguous characters
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    // one checkout attempt of one cart: the same key twice is the same order
    checkoutKey: text('checkout_key').notNull(),
    status: text('status').notNull(),
    isPremium: boolean('is_premium').notNull(),
    isExpressDelivery: boolean('is_express_delivery').notNull().default(false),
    deliveryDate: date('delivery_date').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** the SST rate the tax was charged at, kept when it was placed (issue 20); null for orders placed before */
    taxRate: numeric('tax_rate', { precision: 5, scale: 4, mode: 'number' }),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('myr'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // why it was cancelled, in words its buyer reads (staff's note, the buyer's own, or an expired payment)
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_user_checkout_key').on(t.userId, t.checkoutKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting-payment', 'pending', 'processing', 'in-transit', 'delivered', 'cancelled')`,
    ),
    check('orders_amounts_check', sql`${t.totalAmount} >= 0 and ${t.subtotal} >= 0 and ${t.tax} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'restrict' }),
    manufacturerId: uuid('manufacturer_id').references(() => organizations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    specifications: jsonb('specifications').$type<Record<string, string | number>>().notNull().default({}),
    /** its brand's work on it (issue 18): waiting, packed, then shipped in one of the order's shipments */
    fulfilment: text('fulfilment').notNull().default('waiting'),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shipmentId: uuid('shipment_id').references((): any => orderShipments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // a brand's lines to fulfil, newest first
    index('order_items_manufacturer_idx').on(t.manufacturerId, t.fulfilment),
    check('order_items_fulfilment_check', sql`${t.fulfilment} in ('waiting', 'packed', 'shipped')`),
    // deleting a sample checks (and the restrict key scans) the lines that hold it
    index('order_items_sample_idx').on(t.sampleId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

/** A parcel a brand sent for an order: its carrier and tracking number, holding that brand's lines. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => organizations.id, { onDelete: 'set null' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedBy: uuid('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.createdAt)],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);
