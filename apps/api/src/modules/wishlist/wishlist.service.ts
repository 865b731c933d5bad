import { MESSAGES_MADE_IN_MALAY } from '@samplebank/contracts/api-messages';
import { CART_MESSAGES } from '@samplebank/contracts/cart';
import type { TWishlistResponse } from '@samplebank/contracts/wishlist';
import { and, desc, eq } from 'drizzle-orm';
import { organizations, samples, wishlistItems } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { presentSampleSummary } from '../catalogue/catalogue.presenter.js';
import { recordSampleEvents } from '../sample-events/sample-events.repository.js';

type WishlistContext = ServiceContext<'db' | 'storage'>;

/** The user's wishlist, newest first. */
export async function getWishlist({ db, storage }: WishlistContext, user: AuthUser): Promise<TWishlistResponse> {
  const userId = user.id;
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

/** Adds a sample to the wishlist; adding it twice is harmless (and counted once for its brand's insights). */
export async function addToWishlist(ctx: WishlistContext, user: AuthUser, { sampleId }: { sampleId: string }) {
  const { db } = ctx;
  const [sample] = await db
    .select({ id: samples.id, name: samples.name, status: samples.status })
    .from(samples)
    .where(eq(samples.id, sampleId))
    .limit(1);
  if (!sample || sample.status === 'draft') throw notFound('Sample');
  // one already kept stays (and adding it again is harmless); a new one must be on sale
  if (sample.status !== 'published') {
    const kept = await db
      .select({ id: wishlistItems.sampleId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.sampleId, sampleId)));
    if (!kept.length) {
      throw new AppError('CONFLICT', CART_MESSAGES.noLongerAvailable(sample.name), {
        inLanguage: { ms: MESSAGES_MADE_IN_MALAY.noLongerAvailable(sample.name) },
      });
    }
  }
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(wishlistItems)
      .values({ userId: user.id, sampleId })
      .onConflictDoNothing()
      .returning({ sampleId: wishlistItems.sampleId });
    if (added.length) await recordSampleEvents(tx, [{ sampleId, kind: 'wishlist' }]);
  });
  return getWishlist(ctx, user);
}

/** Removes a sample from the wishlist; removing one that is not there is harmless. */
export async function removeFromWishlist(ctx: WishlistContext, user: AuthUser, { sampleId }: { sampleId: string }) {
  await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.sampleId, sampleId)));
  return getWishlist(ctx, user);
}
