import {
  BRAND_FULFILMENT_MESSAGES as M,
  type TBrandOrder,
  type TBrandOrdersQuery,
  type TBrandOrdersResponse,
  type TPackBrandLinesRequest,
  type TShipBrandLinesRequest,
} from '@samplebank/contracts/brand-fulfilment';
import { ORDER_MESSAGES } from '@samplebank/contracts/orders';
import type { Transaction } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import { findShipmentsOfOrder, lockOrder, type OrderRow } from '../orders/orders.repository.js';
import { announceOrderStatusChange, applyOrderStatusChange, type OrderStatusChange } from '../orders/orders.service.js';
import { brandStanding } from './brand-access.js';
import { presentBrandOrder } from './brand-fulfilment.presenter.js';
import {
  countBrandOrders,
  findBrandLines,
  findBrandLinesOfOrder,
  findBrandOrder,
  findBrandOrders,
  hasUnshippedLines,
  insertShipment,
  markLinesPacked,
  markLinesShipped,
  OPEN_FOR_FULFILMENT,
} from './brand-fulfilment.repository.js';

type ReadDeps = ServiceContext<'db' | 'storage'>;
type WriteDeps = ServiceContext<'db' | 'storage' | 'mailer' | 'config' | 'catalogueChanges'> & { logger?: Logger };
type OrderTarget = { brandId: string; orderId: string };

const isOpenForFulfilment = (status: string) => (OPEN_FOR_FULFILMENT as readonly string[]).includes(status);

/**
 * `GET /brand-portal/{brandId}/orders`: a page of the orders that hold the brand's samples, newest first, each with
 * the brand's own lines only. Owners, editors and staff.
 */
export async function listBrandOrders(
  { db, storage }: ReadDeps,
  caller: AuthUser,
  { brandId, state, page, limit }: { brandId: string } & TBrandOrdersQuery,
): Promise<TBrandOrdersResponse> {
  await brandStanding(db, caller, brandId);
  const [rows, counts] = await Promise.all([
    findBrandOrders(db, brandId, { filter: state, offset: (page - 1) * limit, limit }),
    countBrandOrders(db, brandId),
  ]);
  const lines = await findBrandLines(
    db,
    brandId,
    rows.map((row) => row.order.id),
  );
  const total = counts[state];
  return {
    orders: rows.map((row) => presentBrandOrder(storage, row, lines)),
    total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    counts,
  };
}

/** The order as the brand sees it now. */
async function readBrandOrder({ db, storage }: ReadDeps, { brandId, orderId }: OrderTarget): Promise<TBrandOrder> {
  const row = await findBrandOrder(db, brandId, orderId);
  if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return presentBrandOrder(storage, row, await findBrandLines(db, brandId, [orderId]));
}

/**
 * Locks the order and checks the lines asked for: an order that holds none of the brand's lines (or an unpaid
 * checkout, no one's to ship yet) is a 404, as is a line that is not the brand's on this order; an order no longer
 * pending or being prepared, or a line shipped already, is a 409.
 */
async function lockBrandLines(tx: Transaction, { brandId, orderId }: OrderTarget, itemIds: string[]) {
  const order = await lockOrder(tx, orderId);
  const lines = order && order.status !== 'awaiting-payment' ? await findBrandLinesOfOrder(tx, brandId, orderId) : [];
  if (!order || lines.length === 0) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  const chosen = itemIds.map((id) => lines.find((line) => line.id === id));
  if (chosen.some((line) => line === undefined)) throw new AppError('NOT_FOUND', M.lineNotFound);
  if (!isOpenForFulfilment(order.status)) throw new AppError('INVALID_STATE', M.notOpen);
  if (chosen.some((line) => line?.fulfilment === 'shipped')) throw new AppError('INVALID_STATE', M.alreadyShipped);
  return order;
}

/**
 * A pending order is started by its brand's first packed or shipped line, so its buyer can no longer cancel it: the
 * order as it is now, and the change to tell its buyer (none when it had started already).
 */
async function startOrder(tx: Transaction, caller: AuthUser, order: OrderRow) {
  if (order.status !== 'pending') return { order, change: null };
  const change: OrderStatusChange = { status: 'processing' };
  return { order: await applyOrderStatusChange(tx, caller, order, change, 'brand'), change };
}

/** `POST /brand-portal/{brandId}/orders/{orderId}/pack`: the brand's waiting lines chosen are packed. */
export async function packBrandLines(
  context: WriteDeps,
  caller: AuthUser,
  { itemIds, ...target }: OrderTarget & TPackBrandLinesRequest,
): Promise<TBrandOrder> {
  await brandStanding(context.db, caller, target.brandId);
  const started = await context.db.transaction(async (tx) => {
    const order = await lockBrandLines(tx, target, itemIds);
    await markLinesPacked(tx, itemIds);
    return (await startOrder(tx, caller, order)).change;
  });
  if (started) await announceOrderStatusChange(context, target.orderId, started);
  return readBrandOrder(context, target);
}

/**
 * `POST /brand-portal/{brandId}/orders/{orderId}/shipments`: the chosen lines leave in one parcel of the brand's. When
 * no line of the order, of any brand, is left to ship, the order moves to in-transit (its carrier and tracking number
 * those of its parcel when it has one) and its buyer is e-mailed each parcel. The order's row is locked first, so of two
 * brands shipping the last lines at once, the second sees the first's parcel: the order moves once.
 */
export async function shipBrandLines(
  context: WriteDeps,
  caller: AuthUser,
  { itemIds, carrier, trackingNumber, ...target }: OrderTarget & TShipBrandLinesRequest,
): Promise<TBrandOrder> {
  await brandStanding(context.db, caller, target.brandId);
  const announcement = await context.db.transaction(async (tx) => {
    const locked = await lockBrandLines(tx, target, itemIds);
    // the timeline reads: started, the parcel, on its way
    const { order, change: started } = await startOrder(tx, caller, locked);
    const shipment = await insertShipment(tx, {
      orderId: order.id,
      brandId: target.brandId,
      carrier,
      trackingNumber,
      shippedBy: caller.id,
    });
    await markLinesShipped(tx, itemIds, shipment.id);
    if (await hasUnshippedLines(tx, order.id)) return started;
    const parcels = await findShipmentsOfOrder(tx, order.id);
    const [only] = parcels.length === 1 ? parcels : [];
    const sent: OrderStatusChange = {
      status: 'in-transit',
      carrier: only?.carrier,
      trackingNumber: only?.trackingNumber,
    };
    await applyOrderStatusChange(tx, caller, order, sent, 'brand');
    return { ...sent, shipments: parcels.map(({ carrier, trackingNumber }) => ({ carrier, trackingNumber })) };
  });
  // a pending order shipped whole in one go says only that it is on its way
  if (announcement) await announceOrderStatusChange(context, target.orderId, announcement);
  return readBrandOrder(context, target);
}
