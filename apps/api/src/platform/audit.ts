import type { TAuditAction, TAuditEntityType } from '@samplebank/contracts/admin-audit';
import type { Database, Transaction } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

type Executor = Database | Transaction;

export type AuditRecord = {
  actorId: string | null;
  action: TAuditAction;
  entityType: TAuditEntityType;
  entityId: string | null;
  /** the entity before the change; null for a create */
  before?: unknown;
  /** the entity after the change; null for a delete */
  after?: unknown;
};

// columns that must never reach the log, at any depth: a log is read by every admin and kept for years
const SECRET_FIELDS = new Set([
  'passwordHash',
  'password',
  'tokenVersion',
  'codeHash',
  'tokenHash',
  'clientSecret',
  'signature',
]);

/** A copy of a row fit for the log: secrets dropped, dates as ISO strings, nothing but plain JSON. */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_FIELDS.has(key) || field === undefined) continue;
      copy[key] = auditSnapshot(field);
    }
    return copy;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and its record are
 * kept or lost together.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: auditSnapshot(record.before),
    after: auditSnapshot(record.after),
  });
}
