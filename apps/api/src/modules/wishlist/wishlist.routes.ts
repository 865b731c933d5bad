import { wishlistEndpoints } from '@samplebank/contracts/wishlist';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

export async function wishlistRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['wishlist'] });
  route(wishlistEndpoints.get, (request) => getWishlist(context, currentUser(request)));
  route(wishlistEndpoints.add, (request) =>
    addToWishlist(context, currentUser(request), { sampleId: request.body.id }),
  );
  route(wishlistEndpoints.remove, (request) =>
    removeFromWishlist(context, currentUser(request), { sampleId: request.body.productId }),
  );
}
