import { normalizeOrderNumberSearch } from '@samplebank/domain/order-number';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema/index.js';
import { likePattern } from './admin-samples.repository.js';

type Executor = Database | Transaction;
export type AdminOrderFilters = { status?: string; search?: string; from?: Date; toExclusive?: Date };
export type AdminOrderListRow = {
  order: typeof orders.$inferSelect;
  buyer: { id: string; name: string; email: string };
  itemsCount: number;
};

function whereOf(filters: AdminOrderFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.search) {
    const pattern = likePattern(filters.search.toLowerCase());
    const matches = [sql`${orders.id}::text like ${pattern}`, sql`lower(${users.email}) like ${pattern}`];
    // a number typed loosely (`#SB-2611-4F7K`, `sb2611 4f7k`, `26ll-4fok`) is compared without its dashes
    const typedNumber = normalizeOrderNumberSearch(filters.search).replace(/[#-]/g, '');
    if (typedNumber) matches.push(sql`replace(${orders.number}, '-', '') like ${likePattern(typedNumber)}`);
    conditions.push(or(...matches) as SQL);
  }
  if (filters.from) conditions.push(gte(orders.createdAt, filters.from));
  if (filters.toExclusive) conditions.push(lt(orders.createdAt, filters.toExclusive));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of orders, newest first, with the buyer and the units over every line. */
export async function findAdminOrders(db: Executor, filters: AdminOrderFilters, offset: number, limit: number) {
  const where = whereOf(filters);
  const itemsCount = sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id}), 0)::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, buyer: { id: users.id, name: users.name, email: users.email }, itemsCount })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows: rows as AdminOrderListRow[], total: total?.total ?? 0 };
}
