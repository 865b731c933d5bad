import type { TAuditEntry } from '@samplebank/contracts/admin-audit';
import type {
  TAdminContactInquiry,
  TAdminOrderRow,
  TAdminSampleRequestItem,
  TInboxStatus,
} from '@samplebank/contracts/admin-office';
import type { TOrderStatus } from '@samplebank/contracts/orders';
import { isFreeRequest } from '../orders/orders.presenter.js';
import type { AuditRow } from './admin-audit.repository.js';
import type { ContactInquiryRow, Requester, SampleRequestRow } from './admin-inbox.repository.js';
import type { AdminOrderListRow } from './admin-orders.repository.js';

const person = (who: { id: string; name: string; email: string }) => ({
  _id: who.id,
  name: who.name,
  email: who.email,
});

export function presentSampleRequest(row: SampleRequestRow, user: Requester): TAdminSampleRequestItem {
  return {
    _id: row.id,
    productName: row.productName,
    category: row.category,
    description: row.description,
    quantityNeeded: row.quantityNeeded,
    urgencyLevel: row.urgencyLevel,
    brandInformation: row.brandInformation,
    status: row.status as TInboxStatus,
    adminNote: row.adminNote,
    user: person(user),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentContactInquiry(row: ContactInquiryRow): TAdminContactInquiry {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    company: row.company,
    phone: row.phone,
    state: row.state,
    inquiryType: row.inquiryType,
    comments: row.comments,
    scheduleDemo: row.scheduleDemo,
    receiveUpdates: row.receiveUpdates,
    userId: row.userId,
    status: row.status as TInboxStatus,
    adminNote: row.adminNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminOrder({ order, buyer, itemsCount }: AdminOrderListRow): TAdminOrderRow {
  // a free request has no prices, in the back office as on the buyer's pages
  const isFree = isFreeRequest(order);
  return {
    _id: order.id,
    number: order.number,
    status: order.status as TOrderStatus,
    createdAt: order.createdAt.toISOString(),
    deliveryDate: order.deliveryDate,
    buyer: person(buyer),
    isPremium: order.isPremium,
    isExpressDelivery: order.isExpressDelivery,
    subtotal: isFree ? null : Number(order.subtotal),
    deliveryFee: isFree ? null : Number(order.deliveryFee),
    tax: isFree ? null : Number(order.tax),
    totalAmount: isFree ? 0 : order.totalAmount,
    currency: order.currency,
    itemsCount: Number(itemsCount),
  };
}

export function presentAuditEntry({ entry, actor }: AuditRow): TAuditEntry {
  return {
    _id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actor: actor?.id ? person(actor) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}
