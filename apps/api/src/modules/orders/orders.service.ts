import { MESSAGES_MADE_IN_MALAY as MS } from '@samplebank/contracts/api-messages';
import {
  ORDER_MESSAGES,
  type TCancelOrderRequest,
  type TOrder,
  type TOrderDateFilter,
  type TOrderHistoryResponse,
  type TOrderTracking,
  type TUpdateOrderStatusRequest,
} from '@samplebank/contracts/orders';
import { canMoveOrder, isOrderStatus, type OrderMover } from '@samplebank/domain/order-status';
import type { Database, Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { Storage } from '../../platform/storage.js';
import { findInvoicesOfOrders } from '../invoices/invoices.repository.js';
import { notifyBuyerOfStatus } from './order-notifications.js';
import { canCancelOrder, canChangeOrderStatus, canReadOrder } from './orders.policy.js';
import { presentOrder, presentTracking } from './orders.presenter.js';
import {
  type Buyer,
  findOrderLines,
  findOrdersOfUser,
  findOrderWithBuyer,
  findPaymentsOfOrders,
  findShipmentsOfOrder,
  findStatusEvents,
  insertStatusEvent,
  lockOrder,
  moveOrderStatus,
  type OrderRow,
  returnStock,
} from './orders.repository.js';

type ReadDeps = ServiceContext<'db' | 'storage'>;
type WriteDeps = ServiceContext<'db' | 'storage' | 'mailer' | 'config' | 'catalogueChanges'> & { logger?: Logger };

const DAY_MS = 24 * 60 * 60 * 1000;

function sinceFor(filter: TOrderDateFilter, now: Date): Date | undefined {
  if (filter === 'all') return undefined;
  if (filter === '30days') return new Date(now.getTime() - 30 * DAY_MS);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - (filter === '3months' ? 3 : 6));
  return since;
}

async function presentOrders(db: Database, storage: Storage, rows: { order: OrderRow; buyer: Buyer }[]) {
  const ids = rows.map((row) => row.order.id);
  const [lines, payments, invoices] = await Promise.all([
    findOrderLines(db, ids),
    findPaymentsOfOrders(db, ids),
    findInvoicesOfOrders(db, ids),
  ]);
  return rows.map(({ order, buyer }) =>
    presentOrder(
      storage,
      order,
      buyer,
      lines.filter((line) => line.item.orderId === order.id),
      payments.find((payment) => payment.orderId === order.id),
      invoices.filter((invoice) => invoice.orderId === order.id),
    ),
  );
}

/** The order, when this user may read it; 404 otherwise, so ids of other people's orders reveal nothing. */
async function readableOrder(db: Database, user: AuthUser, orderId: string) {
  const row = await findOrderWithBuyer(db, orderId);
  if (!row || !canReadOrder(user, row.order)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return row;
}

/**
 * `GET /orders/history`: the user's orders, newest first, checkouts still waiting for their payment included, so a
 * buyer who left one in another tab finds it ("Awaiting payment") and can pay or cancel it.
 */
export async function listOrderHistory(
  { db, storage }: ReadDeps,
  user: AuthUser,
  { dateFilter, now = new Date() }: { dateFilter: TOrderDateFilter; now?: Date },
): Promise<TOrderHistoryResponse> {
  const rows = await findOrdersOfUser(db, user.id, { since: sinceFor(dateFilter, now) });
  return { orders: await presentOrders(db, storage, rows) };
}

/** `GET /orders/{id}`: one order, for its buyer or ADMIN. */
export async function getOrderDetail(
  { db, storage }: ReadDeps,
  user: AuthUser,
  { orderId }: { orderId: string },
): Promise<TOrder> {
  const row = await readableOrder(db, user, orderId);
  const [order] = await presentOrders(db, storage, [row]);
  return order!;
}

/** `GET /orders/{id}/tracking`: the status timeline, for its buyer or ADMIN. */
export async function getOrderTracking(
  { db }: ReadDeps,
  user: AuthUser,
  { orderId }: { orderId: string },
): Promise<TOrderTracking> {
  const { order } = await readableOrder(db, user, orderId);
  const [events, shipments] = await Promise.all([findStatusEvents(db, orderId), findShipmentsOfOrder(db, orderId)]);
  return presentTracking(order, events, shipments);
}

/** One move of an order along its state machine: the new status, and the parcel or note that came with it. */
export type OrderStatusChange = {
  status: TUpdateOrderStatusRequest['status'];
  carrier?: string;
  trackingNumber?: string;
  note?: string;
};

/**
 * Moves an order in the caller's transaction, which holds the order's row locked (`lockOrder`): checks the move
 * against the state machine for who makes it, keeps the change on the timeline with its actor, returns the stock of a
 * cancelled order, and records it in the audit log. The buyer is told after the commit (`announceOrderStatusChange`).
 */
export async function applyOrderStatusChange(
  tx: Transaction,
  actor: AuthUser,
  order: OrderRow,
  change: OrderStatusChange,
  mover: OrderMover = 'staff',
): Promise<OrderRow> {
  const from = order.status;
  // an unpaid checkout moves only with its payment (its event, or the checkout let go), never by staff
  if (!isOrderStatus(from) || !canMoveOrder(from, change.status, mover)) {
    throw new AppError('INVALID_STATE', ORDER_MESSAGES.invalidTransition(order.status, change.status));
  }
  const moved = await moveOrderStatus(tx, order.id, {
    from,
    to: change.status,
    carrier: change.carrier,
    trackingNumber: change.trackingNumber,
    deliveredAt: change.status === 'delivered' ? new Date() : undefined,
    // the buyer reads why: staff's note, else a plain sentence
    cancellationReason: change.status === 'cancelled' ? (change.note ?? ORDER_MESSAGES.cancelledByStaff) : undefined,
  });
  // the caller's lock keeps the row in `from`; a row that moved anyway is refused rather than moved twice
  if (!moved) throw new AppError('INVALID_STATE', ORDER_MESSAGES.invalidTransition(order.status, change.status));
  await insertStatusEvent(tx, {
    orderId: order.id,
    status: change.status,
    note: change.note ?? null,
    carrier: change.carrier ?? null,
    trackingNumber: change.trackingNumber ?? null,
    actorId: actor.id,
  });
  // the units go back in the transaction that cancels, so they are never both sold and on the shelf
  if (change.status === 'cancelled') await returnStock(tx, order.id);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'order.status',
    entityType: 'order',
    entityId: order.id,
    before: { status: order.status, carrier: order.carrier, trackingNumber: order.trackingNumber },
    after: {
      number: order.number,
      status: change.status,
      carrier: change.carrier ?? order.carrier,
      trackingNumber: change.trackingNumber ?? order.trackingNumber,
      ...(change.note ? { note: change.note } : {}),
    },
  });
  return moved;
}

/**
 * After a move has committed: a cancelled order's stock is back in the catalogue, and the buyer is e-mailed the new
 * status with its parcels (one from staff, or each brand's) or staff's note.
 */
export async function announceOrderStatusChange(
  context: WriteDeps,
  orderId: string,
  change: OrderStatusChange & { shipments?: { carrier: string; trackingNumber: string }[] },
): Promise<void> {
  const isCancel = change.status === 'cancelled';
  if (isCancel) await context.catalogueChanges.changed();
  const row = await findOrderWithBuyer(context.db, orderId);
  if (!row) return;
  const single =
    change.status === 'in-transit' && change.carrier && change.trackingNumber
      ? { carrier: change.carrier, trackingNumber: change.trackingNumber }
      : undefined;
  await notifyBuyerOfStatus(
    context,
    { name: row.buyer.name, email: row.buyer.email },
    orderId,
    change.status,
    // a cancellation's note is its reason, which the mail states on its own line
    {
      shipment: single,
      shipments: single ? undefined : change.shipments,
      note: (!isCancel && change.note) || undefined,
    },
    { kind: isCancel ? 'notice' : 'progress' },
  );
}

/**
 * `PUT /orders/{id}/status` (ADMIN): moves the order along the state machine, keeps the change with its time and
 * actor, returns the stock of a cancelled order in the same transaction, then e-mails the buyer.
 */
export async function changeOrderStatus(
  context: WriteDeps,
  actor: AuthUser,
  { orderId, ...request }: { orderId: string } & TUpdateOrderStatusRequest,
): Promise<TOrder> {
  if (!canChangeOrderStatus(actor)) throw new AppError('FORBIDDEN', 'Unauthorized role');
  if (request.status === 'in-transit' && !(request.carrier && request.trackingNumber)) {
    throw new AppError('VALIDATION', ORDER_MESSAGES.shipmentDetailsRequired);
  }
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    await applyOrderStatusChange(tx, actor, order, request);
  });
  await announceOrderStatusChange(context, orderId, request);
  return getOrderDetail(context, actor, { orderId });
}

/**
 * `POST /orders/{id}/cancel`: the buyer (or ADMIN) cancels an order nobody has started on yet (pending: a free
 * request, or an order staff have not begun). The stock returns in the same transaction; the change is kept on the
 * timeline and in the audit log, and the buyer is e-mailed. Each order is cancelled once, so the mails this sends
 * are bounded by the checkout's own limits on placing orders.
 */
export async function cancelOrder(
  context: WriteDeps,
  actor: AuthUser,
  { orderId, ...request }: { orderId: string } & TCancelOrderRequest,
): Promise<TOrder> {
  const cancelled = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !canCancelOrder(actor, order)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    if (!isOrderStatus(order.status) || !canMoveOrder(order.status, 'cancelled', 'buyer')) {
      throw new AppError('INVALID_STATE', ORDER_MESSAGES.cannotCancel(order.status), {
        inLanguage: { ms: MS.cannotCancel(order.status) },
      });
    }
    const isBuyer = order.userId === actor.id;
    const reason = request.reason || (isBuyer ? ORDER_MESSAGES.cancelledByBuyer : ORDER_MESSAGES.cancelledByStaff);
    const moved = await moveOrderStatus(tx, orderId, { from: 'pending', to: 'cancelled', cancellationReason: reason });
    if (!moved) {
      throw new AppError('INVALID_STATE', ORDER_MESSAGES.cannotCancel(order.status), {
        inLanguage: { ms: MS.cannotCancel(order.status) },
      });
    }
    await insertStatusEvent(tx, {
      orderId,
      status: 'cancelled',
      note: reason,
      carrier: null,
      trackingNumber: null,
      actorId: actor.id,
    });
    // the units go back in the transaction that cancels, so they are never both sold and on the shelf
    await returnStock(tx, orderId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { number: order.number, status: 'cancelled', cancelledBy: isBuyer ? 'buyer' : 'staff', reason },
    });
    return moved;
  });
  await context.catalogueChanges.changed();
  const detail = await getOrderDetail(context, actor, { orderId: cancelled.id });
  await notifyBuyerOfStatus(context, { name: detail.userId.name, email: detail.userId.email }, orderId, 'cancelled', {
    notice: 'nothingCharged',
  });
  return detail;
}
