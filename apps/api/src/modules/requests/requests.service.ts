import type { TCreateSampleRequest, TSampleRequest } from '@samplebank/contracts/requests';
import { ZCreateSampleRequestSchema } from '@samplebank/contracts/requests';
import { desc, eq } from 'drizzle-orm';
import { sampleRequests } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';

type SampleRequestRow = typeof sampleRequests.$inferSelect;

function present(row: SampleRequestRow): TSampleRequest {
  return {
    _id: row.id,
    productName: row.productName,
    category: row.category,
    description: row.description,
    quantityNeeded: row.quantityNeeded,
    urgencyLevel: row.urgencyLevel,
    brandInformation: row.brandInformation,
    status: row.status as TSampleRequest['status'],
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Records a request for a sample the catalogue does not have yet; staff follow it up from /admin. */
export async function createSampleRequest({ db }: ServiceContext<'db'>, user: AuthUser, input: TCreateSampleRequest) {
  const request = ZCreateSampleRequestSchema.parse(input);
  const [row] = await db
    .insert(sampleRequests)
    .values({ ...request, userId: user.id })
    .returning();
  return present(row!);
}

/** The user's own requests, newest first. */
export async function listMySampleRequests({ db }: ServiceContext<'db'>, user: AuthUser) {
  const rows = await db
    .select()
    .from(sampleRequests)
    .where(eq(sampleRequests.userId, user.id))
    .orderBy(desc(sampleRequests.createdAt));
  return rows.map(present);
}

/** One request, for its owner or staff; anyone else is told it does not exist. */
export async function getSampleRequest(
  { db }: ServiceContext<'db'>,
  user: AuthUser,
  { requestId: id }: { requestId: string },
) {
  const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id)).limit(1);
  if (!row || (row.userId !== user.id && user.role !== 'ADMIN')) throw notFound('Sample request');
  return present(row);
}
