import { colorPointOf } from '@samplebank/domain/colour';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { samples } from '../../db/schema/index.js';

const BATCH = 1000;

/**
 * Gives every sample with a colour but no OKLab point its point (samples written before migration 0012, or by a
 * writer outside the app), a thousand at a time, at start. Returns how many it filled.
 */
export async function fillColourPoints(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: samples.id, colorHex: samples.colorHex })
      .from(samples)
      .where(and(isNotNull(samples.colorHex), isNull(samples.colorLab)))
      .limit(BATCH);
    const points = rows.flatMap((row) => {
      const point = colorPointOf(row.colorHex);
      return point ? [{ id: row.id, point }] : [];
    });
    if (!points.length) return filled;
    await db.execute(sql`
      update ${samples} set color_lab = given.point::cube
      from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as given (id uuid, point text)
      where ${samples.id} = given.id`);
    filled += points.length;
    if (rows.length < BATCH) return filled;
  }
}
