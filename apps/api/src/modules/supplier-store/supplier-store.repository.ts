import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sampleCertifications, samples } from '../../db/schema/index.js';
import { MALAYSIA_TODAY } from '../catalogue/catalogue.repository.js';

/** A brand partner's row; undefined for an id that is no brand's, another kind of organization's included. */
export async function findBrand(db: Database, brandId: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, brandId), eq(organizations.type, 'BRAND')))
    .limit(1);
  return row;
}

// a draft is seen by its brand and staff only, a discontinued sample is no longer offered: neither is the store's
const isPublishedSampleOf = (brandId: string) =>
  and(eq(samples.manufacturerId, brandId), eq(samples.status, 'published'));

/** How many of the brand's samples are published. */
export async function countPublishedSamples(db: Database, brandId: string): Promise<number> {
  const [row] = await db.select({ samples: count() }).from(samples).where(isPublishedSampleOf(brandId));
  return row?.samples ?? 0;
}

/**
 * Each scheme the brand's published samples hold a certificate of that is valid today (Malaysia's date, as the
 * catalogue's filters read it), with how many samples hold one.
 */
export function countValidCertifications(db: Database, brandId: string) {
  return db
    .select({ scheme: sampleCertifications.scheme, samples: count() })
    .from(sampleCertifications)
    .innerJoin(samples, eq(samples.id, sampleCertifications.sampleId))
    .where(
      and(
        isPublishedSampleOf(brandId),
        or(isNull(sampleCertifications.expiresOn), gte(sampleCertifications.expiresOn, MALAYSIA_TODAY)),
      ),
    )
    .groupBy(sampleCertifications.scheme);
}
export type CertificationCountRow = Awaited<ReturnType<typeof countValidCertifications>>[number];
