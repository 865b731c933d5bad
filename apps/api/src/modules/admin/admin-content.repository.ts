import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { pageSettings, settings } from '../../db/schema/index.js';

type Executor = Database | Transaction;

export async function lockPageSettings(tx: Transaction, id: string) {
  const [row] = await tx.select().from(pageSettings).where(eq(pageSettings.id, id)).for('update').limit(1);
  return row;
}

export async function upsertPageSettings(tx: Executor, id: string, data: Record<string, unknown>, updatedBy: string) {
  await tx
    .insert(pageSettings)
    .values({ id, data, updatedBy })
    .onConflictDoUpdate({ target: pageSettings.id, set: { data, updatedBy, updatedAt: new Date() } });
}

export function lockSettings(tx: Transaction) {
  return tx.select().from(settings).for('update');
}

export async function upsertSetting(tx: Executor, key: string, value: unknown) {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
