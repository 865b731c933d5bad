import {
  ORDER_MESSAGES,
  type TOrder,
  type TOrderDateFilter,
  type TOrderHistoryResponse,
  type TOrderTracking,
  type TUpdateOrderStatusRequest,
} from '@samplebank/contracts/orders';
import { canMoveOrder, type OrderStatus } from '@samplebank/domain/order-status';
import type { AppContext } from '../../app.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { notifyBuyerOfStatus } from './order-notifications.js';
import { canChangeOrderStatus, canReadOrder } from './orders.policy.js';
import { presentOrder, presentTracking } from './orders.presenter.js';
import {
  type Buyer,
  findOrderLines,
  findOrdersOfUser,
  findOrderWithBuyer,
  findPaymentsOfOrders,
  findStatusEvents,
  insertStatusEvent,
  lockOrder,
  moveOrderStatus,
  type OrderRow,
  returnStock,
} from './orders.repository.js';

type ReadDeps = { db: Database; storage: Storage };

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
  const [lines, payments] = await Promise.all([findOrderLines(db, ids), findPaymentsOfOrders(db, ids)]);
  return rows.map(({ order, buyer }) =>
    presentOrder(
      storage,
      order,
      buyer,
      lines.filter((line) => line.item.orderId === order.id),
      payments.find((payment) => payment.orderId === order.id),
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
 * `GET /orders/history`: the user's orders, newest first. Premium checkouts still waiting for their payment
 * are left out: they are not orders yet (the card form is still open, or was abandoned).
 */
export async function listOrderHistory(
  { db, storage }: ReadDeps,
  user: AuthUser,
  dateFilter: TOrderDateFilter,
  now = new Date(),
): Promise<TOrderHistoryResponse> {
  const rows = await findOrdersOfUser(db, user.id, {
    since: sinceFor(dateFilter, now),
    excludeStatus: 'awaiting-payment',
  });
  return { orders: await presentOrders(db, storage, rows) };
}

/** `GET /orders/{id}`: one order, for its buyer or ADMIN. */
export async function getOrderDetail({ db, storage }: ReadDeps, user: AuthUser, orderId: string): Promise<TOrder> {
  const row = await readableOrder(db, user, orderId);
  const [order] = await presentOrders(db, storage, [row]);
  return order!;
}

/** `GET /orders/{id}/tracking`: the status timeline, for its buyer or ADMIN. */
export async function getOrderTracking({ db }: ReadDeps, user: AuthUser, orderId: string): Promise<TOrderTracking> {
  const { order } = await readableOrder(db, user, orderId);
  return presentTracking(order, await findStatusEvents(db, orderId));
}

/**
 * `PUT /orders/{id}/status` (ADMIN): moves the order along the state machine, keeps the change with its time and
 * actor, returns the stock of a cancelled order in the same transaction, then e-mails the buyer.
 */
export async function changeOrderStatus(
  context: Pick<AppContext, 'db' | 'storage' | 'mailer' | 'config'>,
  actor: AuthUser,
  orderId: string,
  request: TUpdateOrderStatusRequest,
): Promise<TOrder> {
  if (!canChangeOrderStatus(actor)) throw new AppError('FORBIDDEN', 'Unauthorized role');
  if (request.status === 'in-transit' && !(request.carrier && request.trackingNumber)) {
    throw new AppError('VALIDATION', ORDER_MESSAGES.shipmentDetailsRequired);
  }
  const moved = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    // an unpaid checkout is not in the state machine: it becomes an order when its payment event arrives
    const from = order.status as OrderStatus | 'awaiting-payment';
    if (from === 'awaiting-payment' || !canMoveOrder(from, request.status)) {
      throw new AppError('INVALID_STATE', ORDER_MESSAGES.invalidTransition(order.status, request.status));
    }
    await moveOrderStatus(tx, orderId, {
      from,
      to: request.status,
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      deliveredAt: request.status === 'delivered' ? new Date() : undefined,
    });
    await insertStatusEvent(tx, {
      orderId,
      status: request.status,
      note: request.note ?? null,
      carrier: request.carrier ?? null,
      trackingNumber: request.trackingNumber ?? null,
      actorId: actor.id,
    });
    // the units go back in the transaction that cancels, so they are never both sold and on the shelf
    if (request.status === 'cancelled') await returnStock(tx, orderId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: { status: order.status, carrier: order.carrier, trackingNumber: order.trackingNumber },
      after: {
        status: request.status,
        carrier: request.carrier ?? order.carrier,
        trackingNumber: request.trackingNumber ?? order.trackingNumber,
        ...(request.note ? { note: request.note } : {}),
      },
    });
    return order;
  });
  const detail = await getOrderDetail(context, actor, moved.id);
  const shipment =
    request.status === 'in-transit'
      ? `Carrier: ${request.carrier}, tracking number: ${request.trackingNumber}.`
      : undefined;
  await notifyBuyerOfStatus(
    context,
    { id: detail.userId._id, name: detail.userId.name, email: detail.userId.email },
    orderId,
    request.status,
    [shipment, request.note].filter(Boolean).join(' ') || undefined,
  );
  return detail;
}
