import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type AuditFilters = { entityType?: string; actorId?: string; entityId?: string };
export type AuditRow = {
  entry: typeof auditLog.$inferSelect;
  actor: { id: string; name: string; email: string } | null;
};

/** A page of the audit log, newest first, with the acting user's name and e-mail. */
export async function findAuditEntries(db: Executor, filters: AuditFilters, offset: number, limit: number) {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows as AuditRow[], total: total?.total ?? 0 };
}
