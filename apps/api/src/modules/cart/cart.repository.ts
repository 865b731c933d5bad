import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  cartItems,
  carts,
  cities,
  organizationAddresses,
  organizations,
  samples,
  states,
} from '../../db/schema/index.js';

type Db = Database | Transaction;

/** The user's cart, made on first use (one cart per user). */
export async function ensureCart(db: Db, userId: string) {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return cart!;
}

/** The cart's lines with their samples and brands, oldest first. */
export function findCartLines(db: Db, cartId: string) {
  return db
    .select({
      quantity: cartItems.quantity,
      sample: samples,
      brand: {
        id: organizations.id,
        name: organizations.name,
        logoUrl: organizations.logoUrl,
        logo: organizations.logo,
      },
    })
    .from(cartItems)
    .innerJoin(samples, eq(samples.id, cartItems.sampleId))
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.sampleId));
}
export type CartLine = Awaited<ReturnType<typeof findCartLines>>[number];

export function findSamplesByIds(db: Db, ids: string[]) {
  return db
    .select({ id: samples.id, name: samples.name, stock: samples.stock, status: samples.status })
    .from(samples)
    .where(inArray(samples.id, ids));
}

/** Which line: a sample in a cart. */
type CartLineKey = { cartId: string; sampleId: string };

/** Adds to a line, or starts it; the quantity stops at `max`. */
export function addToCartLine(
  db: Db,
  { cartId, sampleId, quantity, max }: CartLineKey & { quantity: number; max: number },
) {
  return db
    .insert(cartItems)
    .values({ cartId, sampleId, quantity: Math.min(quantity, max) })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.sampleId],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${max})` },
    });
}

export async function setCartLineQuantity(db: Db, { cartId, sampleId, quantity }: CartLineKey & { quantity: number }) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sampleId, sampleId)))
    .returning({ sampleId: cartItems.sampleId });
  return rows.length > 0;
}

export async function removeCartLine(db: Db, { cartId, sampleId }: CartLineKey) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sampleId, sampleId)))
    .returning({ sampleId: cartItems.sampleId });
  return rows.length > 0;
}

export async function removeAllCartLines(db: Db, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** The user's cart, made on first use and locked for the rest of the transaction (checkout locks it first too). */
export async function lockCartOfBuyer(tx: Transaction, userId: string): Promise<string> {
  await ensureCart(tx, userId);
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update').limit(1);
  return cart!.id;
}

/**
 * Puts the lines of a checkout that was let go back into the cart: merged with a line of the same sample, and at
 * most `max` units a line (the cart's CHECK), so a full line stays full rather than failing the release.
 */
export async function putLinesBackInCart(
  tx: Transaction,
  cartId: string,
  lines: { sampleId: string; quantity: number }[],
  max: number,
): Promise<void> {
  if (lines.length === 0) return;
  for (const line of lines) await addToCartLine(tx, { cartId, sampleId: line.sampleId, quantity: line.quantity, max });
  await markCartChanged(tx, cartId);
}

/** Moves the cart's version stamp on: checkout keys are made from it, so a changed cart is a new checkout. */
export async function markCartChanged(db: Db, cartId: string) {
  await db.update(carts).set({ updatedAt: sql`clock_timestamp()` }).where(eq(carts.id, cartId));
}

/** The first shipping address of an organization, with its city and state named. */
export async function findShippingAddress(db: Db, organizationId: string) {
  const [address] = await db
    .select({
      addressLine1: organizationAddresses.addressLine1,
      addressLine2: organizationAddresses.addressLine2,
      postcode: organizationAddresses.postcode,
      district: organizationAddresses.district,
      city: cities.name,
      state: states.name,
      cityId: organizationAddresses.cityId,
      stateId: organizationAddresses.stateId,
    })
    .from(organizationAddresses)
    .innerJoin(cities, eq(cities.id, organizationAddresses.cityId))
    .innerJoin(states, eq(states.id, organizationAddresses.stateId))
    .where(and(eq(organizationAddresses.organizationId, organizationId), eq(organizationAddresses.kind, 'shipping')))
    .orderBy(asc(organizationAddresses.position))
    .limit(1);
  return address ?? null;
}
