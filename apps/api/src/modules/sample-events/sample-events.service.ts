import { and, eq } from 'drizzle-orm';
import { samples } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { isRobot } from './robots.js';
import { recordSampleEvents } from './sample-events.repository.js';

/**
 * `POST /samples/{id}/view`: counts a visit to a published sample's page for its brand's insights. A robot's visit
 * answers the same but is not counted, so a crawler learns nothing from the answer; an unknown or unpublished sample
 * is a 404, as its page is.
 */
export async function recordSampleView(
  { db }: ServiceContext<'db'>,
  { sampleId, userAgent }: { sampleId: string; userAgent: string | undefined },
): Promise<void> {
  const [sample] = await db
    .select({ id: samples.id })
    .from(samples)
    .where(and(eq(samples.id, sampleId), eq(samples.status, 'published')))
    .limit(1);
  if (!sample) throw notFound('Sample');
  if (isRobot(userAgent)) return;
  await recordSampleEvents(db, [{ sampleId, kind: 'view' }]);
}
