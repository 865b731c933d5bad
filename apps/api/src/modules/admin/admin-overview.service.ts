import type { TAuditLogQuery, TAuditLogResponse } from '@samplebank/contracts/admin-audit';
import { LOW_STOCK_LISTED, LOW_STOCK_THRESHOLD } from '@samplebank/contracts/admin-catalogue';
import type {
  TAdminDashboard,
  TAdminOrderListQuery,
  TAdminOrderListResponse,
} from '@samplebank/contracts/admin-office';
import { ORDER_STATUS_VALUES } from '@samplebank/contracts/orders';
import type { ServiceContext } from '../../platform/context.js';
import { findSearchMisses } from '../catalogue/search-misses.repository.js';
import { presentAdminOrder, presentAuditEntry } from './admin.presenter.js';
import { findAuditEntries } from './admin-audit.repository.js';
import * as dashboard from './admin-dashboard.repository.js';
import { findAdminOrders } from './admin-orders.repository.js';

type Paged<T> = Omit<T, 'page' | 'limit'> & { page: number; limit: number };
const DAY_MS = 24 * 60 * 60 * 1000;
// the dashboard's searches that found nothing: the last 30 days, the 10 most often
const SEARCH_MISSES_DAYS = 30;
const SEARCH_MISSES_LISTED = 10;

/** `GET /admin/dashboard`: what needs the staff's attention, counted. */
export async function getDashboard({ db }: ServiceContext<'db'>): Promise<TAdminDashboard> {
  const [awaiting, byStatus, requests, inquiries, lowCount, lowest, misses] = await Promise.all([
    dashboard.countUsersAwaitingReview(db),
    dashboard.countOrdersByStatus(db),
    dashboard.countNewSampleRequests(db),
    dashboard.countNewContactInquiries(db),
    dashboard.countSamplesAtMost(db, LOW_STOCK_THRESHOLD),
    dashboard.findLowestStock(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LISTED),
    findSearchMisses(db, new Date(Date.now() - SEARCH_MISSES_DAYS * DAY_MS), SEARCH_MISSES_LISTED),
  ]);
  const ordersByStatus = Object.fromEntries(ORDER_STATUS_VALUES.map((status) => [status, 0])) as Record<
    (typeof ORDER_STATUS_VALUES)[number],
    number
  >;
  for (const row of byStatus) {
    if (row.status in ordersByStatus) ordersByStatus[row.status as keyof typeof ordersByStatus] = row.total;
  }
  return {
    accountsAwaitingReview: awaiting,
    ordersByStatus,
    newSampleRequests: requests,
    newContactInquiries: inquiries,
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      count: lowCount,
      samples: lowest.map((sample) => ({
        _id: sample.id,
        name: sample.name,
        sku: sample.sku,
        stock: sample.stock,
        brandName: sample.brandName,
      })),
    },
    searchesWithoutResults: misses.map((miss) => ({ ...miss, lastAt: miss.lastAt.toISOString() })),
  };
}

/** `GET /admin/orders`: every order, newest first, filtered by status, number, id or buyer e-mail, and days in Malaysia. */
export async function listAdminOrders(
  { db }: ServiceContext<'db'>,
  query: Paged<TAdminOrderListQuery>,
): Promise<TAdminOrderListResponse> {
  // staff pick days on a Malaysian calendar: a day starts at midnight in Kuala Lumpur (UTC+8, no daylight saving)
  const from = query.from ? new Date(`${query.from}T00:00:00+08:00`) : undefined;
  const toExclusive = query.to ? new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + DAY_MS) : undefined;
  const { rows, total } = await findAdminOrders(
    db,
    { status: query.status, search: query.search || undefined, from, toExclusive },
    (query.page - 1) * query.limit,
    query.limit,
  );
  return {
    orders: rows.map(presentAdminOrder),
    total,
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** `GET /admin/audit-log`: who changed what and when, newest first. */
export async function listAuditLog(
  { db }: ServiceContext<'db'>,
  query: Paged<TAuditLogQuery>,
): Promise<TAuditLogResponse> {
  const { page, limit, ...filters } = query;
  const { rows, total } = await findAuditEntries(db, filters, (page - 1) * limit, limit);
  return { entries: rows.map(presentAuditEntry), total, currentPage: page, totalPages: Math.ceil(total / limit) };
}
