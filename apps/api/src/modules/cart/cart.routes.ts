import { cartEndpoints } from '@samplebank/contracts/cart';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addSamplesToCart, addSampleToCart, clearCart, getCart, updateCartQuantity } from './cart.service.js';

/** The sample cart of the signed-in, approved user. */
export async function cartRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['cart'] });

  route(cartEndpoints.get, (request) => getCart(context, currentUser(request)));
  route(cartEndpoints.add, (request) => addSampleToCart(context, currentUser(request), request.body));
  route(cartEndpoints.addMany, (request) => addSamplesToCart(context, currentUser(request), request.body));
  route(cartEndpoints.updateQuantity, (request) =>
    updateCartQuantity(context, currentUser(request), {
      sampleId: request.params.sampleId,
      quantity: request.body.quantity,
    }),
  );
  route(cartEndpoints.clear, (request) => clearCart(context, currentUser(request)));
}
