import { MESSAGES_MADE_IN_MALAY as MS } from '@samplebank/contracts/api-messages';
import {
  CART_MAX_QUANTITY,
  CART_MESSAGES,
  type TAddManyToCartRequest,
  type TAddToCartRequest,
  type TCartResponse,
} from '@samplebank/contracts/cart';
import { priceCart } from '@samplebank/domain/pricing';
import type { Database, Transaction } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { getSettings } from '../content/content.service.js';
import { presentCart } from './cart.presenter.js';
import {
  addToCartLine,
  ensureCart,
  findCartLines,
  findSamplesByIds,
  findShippingAddress,
  markCartChanged,
  removeAllCartLines,
  removeCartLine,
  setCartLineQuantity,
} from './cart.repository.js';

type CartDeps = ServiceContext<'db' | 'storage'>;

/** Adds go to a company: the spec's client asks for company information first. */
function requireOrganization(user: AuthUser): void {
  if (!user.organizationId) throw new AppError('NO_ORGANIZATION', CART_MESSAGES.noOrganization);
}

/** Sums repeated samples of one request, so `[{a,1},{a,2}]` is one line of 3. */
function mergeLines(lines: TAddToCartRequest[]): TAddToCartRequest[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.sampleId, (merged.get(line.sampleId) ?? 0) + line.quantity);
  return [...merged].map(([sampleId, quantity]) => ({ sampleId, quantity }));
}

/** Every sample must be on sale and have the units asked for; checkout takes the stock, this only refuses early. */
async function checkAvailability(db: Database | Transaction, lines: TAddToCartRequest[]): Promise<void> {
  const found = new Map(
    (
      await findSamplesByIds(
        db,
        lines.map((line) => line.sampleId),
      )
    ).map((s) => [s.id, s]),
  );
  for (const line of lines) {
    const sample = found.get(line.sampleId);
    if (!sample || sample.status === 'draft') throw notFound('Sample');
    if (sample.status !== 'published') {
      throw new AppError('CONFLICT', CART_MESSAGES.noLongerAvailable(sample.name), {
        inLanguage: { ms: MS.noLongerAvailable(sample.name) },
      });
    }
    if (sample.stock === 0)
      throw new AppError('OUT_OF_STOCK', CART_MESSAGES.outOfStock(sample.name), {
        inLanguage: { ms: MS.outOfStock(sample.name) },
      });
    if (sample.stock < Math.min(line.quantity, CART_MAX_QUANTITY)) {
      throw new AppError('OUT_OF_STOCK', CART_MESSAGES.notEnoughStock(sample.name, sample.stock), {
        inLanguage: { ms: MS.notEnoughStock(sample.name, sample.stock) },
      });
    }
  }
}

/** `GET /cart-samples/user-cart`: the cart priced for the user's plan with standard delivery. */
export async function getCart({ db, storage }: CartDeps, user: AuthUser): Promise<TCartResponse> {
  const cart = await ensureCart(db, user.id);
  const [lines, settings, shippingAddress] = await Promise.all([
    findCartLines(db, cart.id),
    getSettings(db),
    user.organizationId ? findShippingAddress(db, user.organizationId) : null,
  ]);
  const charges = priceCart(
    lines.map((line) => ({ price: Number(line.sample.price), quantity: line.quantity })),
    { isPremium: user.isPremium, isExpressDelivery: false, settings: settings.deliverySettings },
  );
  return presentCart(storage, cart.id, lines, charges, shippingAddress);
}

/** `POST /cart-samples/add-sample`: a sample already in the cart gains quantity, up to 5. */
export async function addSampleToCart(deps: CartDeps, user: AuthUser, request: TAddToCartRequest) {
  return addSamplesToCart(deps, user, { samples: [request] });
}

/** `POST /cart-samples/add-multiple`: every sample is added, or none is. */
export async function addSamplesToCart(deps: CartDeps, user: AuthUser, request: TAddManyToCartRequest) {
  requireOrganization(user);
  const lines = mergeLines(request.samples);
  await deps.db.transaction(async (tx) => {
    await checkAvailability(tx, lines);
    const cart = await ensureCart(tx, user.id);
    for (const line of lines)
      await addToCartLine(tx, {
        cartId: cart.id,
        sampleId: line.sampleId,
        quantity: line.quantity,
        max: CART_MAX_QUANTITY,
      });
    await markCartChanged(tx, cart.id);
  });
  return getCart(deps, user);
}

/** `PUT /cart-samples/update-sample-quantity/{sampleId}`: sets a line's quantity; 0 removes it. */
export async function updateCartQuantity(
  deps: CartDeps,
  user: AuthUser,
  { sampleId, quantity }: { sampleId: string; quantity: number },
) {
  await deps.db.transaction(async (tx) => {
    const cart = await ensureCart(tx, user.id);
    const changed =
      quantity === 0
        ? await removeCartLine(tx, { cartId: cart.id, sampleId })
        : await setCartLineQuantity(tx, { cartId: cart.id, sampleId, quantity });
    if (!changed) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    await markCartChanged(tx, cart.id);
  });
  return getCart(deps, user);
}

/** `DELETE /cart-samples/clear`: empties the cart. */
export async function clearCart(deps: CartDeps, user: AuthUser) {
  await deps.db.transaction(async (tx) => {
    const cart = await ensureCart(tx, user.id);
    await removeAllCartLines(tx, cart.id);
    await markCartChanged(tx, cart.id);
  });
  return getCart(deps, user);
}
