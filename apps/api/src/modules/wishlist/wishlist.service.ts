import type { TWishlistResponse } from '@samplebank/contracts/wishlist';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, samples, wishlistItems } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { presentSampleSummary } from '../catalogue/catalogue.presenter.js';

/** The user's wishlist, newest first. */
export async function getWishlist(db: Database, storage: Storage, userId: string): Promise<TWishlistResponse> {
  const rows = await db
    .select({
      sample: samples,
      brand: {
        id: organizations.id,
        name: organizations.name,
        logoUrl: organizations.logoUrl,
        logo: organizations.logo,
      },
    })
    .from(wishlistItems)
    .innerJoin(samples, eq(samples.id, wishlistItems.sampleId))
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  return {
    myWishlist: rows.map((row) => row.sample.id),
    samples: rows.map((row) => presentSampleSummary(storage, row.sample, row.brand)),
  };
}

/** Adds a sample to the wishlist; adding it twice is harmless. */
export async function addToWishlist(db: Database, storage: Storage, userId: string, sampleId: string) {
  const [sample] = await db.select({ id: samples.id }).from(samples).where(eq(samples.id, sampleId)).limit(1);
  if (!sample) throw notFound('Sample');
  await db.insert(wishlistItems).values({ userId, sampleId }).onConflictDoNothing();
  return getWishlist(db, storage, userId);
}

/** Removes a sample from the wishlist; removing one that is not there is harmless. */
export async function removeFromWishlist(db: Database, storage: Storage, userId: string, sampleId: string) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.sampleId, sampleId)));
  return getWishlist(db, storage, userId);
}
