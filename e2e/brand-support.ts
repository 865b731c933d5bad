import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { earliestDeliveryDate } from '@samplebank/domain/delivery';
import { ADMIN } from './demo-accounts';
import { auth, latestMail, type Session } from './support';

// What the brand portal's journeys share (issue 18): signing in through the API, a brand owner invited by staff, a
// sample the buyer may request, and a free request placed as the checkout places it.

export type Account = { email: string; password: string };
export type Listed = { _id: string; name: string; stock: number; manufacturerId: { _id: string; name: string } };

const run = Date.now().toString(36);

export async function login(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser in as the login dialog does: token and user in localStorage. */
export async function signIn(page: Page, account: Account) {
  const session = await login(page.request, account);
  // a page without the app, so no running app writes its own session over this one
  await page.goto('/dev/mail');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** A new account that staff invite as the brand's owner, joined through the e-mailed link. */
export async function brandOwner(page: Page, brandId: string, emailPrefix: string): Promise<Account> {
  const admin = await login(page.request, ADMIN);
  const owner = { email: `${emailPrefix}-${run}@example.com`, password: 'Brand-Owner-2026' };
  const added = await page.request.post('/api/users/admin', {
    headers: auth(admin),
    data: { name: 'Farah Kayu', email: owner.email, password: owner.password, isApproved: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const invited = await page.request.post(`/api/brand-portal/${brandId}/invitations`, {
    headers: auth(admin),
    data: { email: owner.email, role: 'owner' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const [, token] = await latestMail(page, owner.email, /\/brand-invitation\/([A-Za-z0-9_-]+)/);
  const joined = await page.request.post(`/api/brand-invitations/${token}/accept`, {
    headers: auth(await login(page.request, owner)),
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  return owner;
}

/** An in-stock sample the standard member has no open request for (a free request asks for one once at a time). */
export async function freshSample(request: APIRequestContext, buyer: Session): Promise<Listed> {
  const history = (await (await request.get('/api/orders/history', { headers: auth(buyer) })).json()) as {
    orders: { status: string; samples: { sampleId: { _id: string } }[] }[];
  };
  const open = history.orders
    .filter((order) => !['delivered', 'cancelled'].includes(order.status))
    .flatMap((order) => order.samples.map((line) => line.sampleId._id));
  const listing = (await (await request.get('/api/samples?limit=60&sort=availability_first')).json()) as {
    samples: Listed[];
  };
  const sample = listing.samples.find((candidate) => candidate.stock >= 5 && !open.includes(candidate._id));
  expect(sample, 'an in-stock sample').toBeTruthy();
  return sample!;
}

/** A free sample request of one unit, placed through the API as the checkout places it: a pending order. */
export async function placeFreeRequest(request: APIRequestContext, buyer: Session, sampleId: string) {
  const headers = auth(buyer);
  await request.delete('/api/cart-samples/clear', { headers });
  const added = await request.post('/api/cart-samples/add-sample', { headers, data: { sampleId, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = await (await request.get('/api/cart-samples/user-cart', { headers })).json();
  const intent = await request.post('/api/payments/payment-intent', {
    headers,
    data: {
      amount: cart.charges.amount,
      currency: 'myr',
      cartId: cart._id,
      deliveryFee: cart.charges.deliveryFee,
      tax: cart.charges.tax,
      deliveryDate: earliestDeliveryDate(),
      isExpressDelivery: false,
      isPremium: false,
    },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { orderId } = (await intent.json()) as { orderId: string };
  const order = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { number: string };
  return { orderId, number: order.number };
}
