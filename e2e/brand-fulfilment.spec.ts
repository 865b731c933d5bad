import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { earliestDeliveryDate } from '@samplebank/domain/delivery';
import { ADMIN, STANDARD } from './demo-accounts';
import { auth, expectAccessible, latestMail, type Session } from './support';

// Fulfilment in the brand portal (issue 18): a brand's owner sees a designer's order of its sample in the portal,
// ships it with a carrier and a tracking number, and the designer sees the order on its way with the parcel.

type Account = { email: string; password: string };

const run = Date.now().toString(36);

async function login(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser in as the login dialog does: token and user in localStorage. */
async function signIn(page: Page, account: Account) {
  const session = await login(page.request, account);
  // a page without the app, so no running app writes its own session over this one
  await page.goto('/dev/mail');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

type Listed = { _id: string; name: string; stock: number; manufacturerId: { _id: string; name: string } };

/** An in-stock sample the standard member has no open request for (a free request asks for one once at a time). */
async function freshSample(request: APIRequestContext, buyer: Session): Promise<Listed> {
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
async function placeFreeRequest(request: APIRequestContext, buyer: Session, sampleId: string) {
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

/** A new account that staff invite as the brand's owner, joined through the e-mailed link. */
async function brandOwner(page: Page, brandId: string): Promise<Account> {
  const admin = await login(page.request, ADMIN);
  const owner = { email: `brand-owner-${run}@example.com`, password: 'Brand-Owner-2026' };
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

test('a brand owner ships an order of its sample and the designer sees it on its way with the parcel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const trackingNumber = `JT63${run.toUpperCase()}`;
  const buyer = await login(page.request, STANDARD);
  const sample = await freshSample(page.request, buyer);
  const brand = sample.manufacturerId;
  const { orderId, number } = await placeFreeRequest(page.request, buyer, sample._id);
  const owner = await brandOwner(page, brand._id);

  // the owner finds the order in the portal's To ship list, with the sample and the address to send it to
  await signIn(page, owner);
  await page.goto(`/brand/${brand._id}`);
  await page.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /To ship/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(sample.name, { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Ship to' })).toContainText('Malaysia');
  await expect(card.getByText('To pack', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // ships it: the line chosen, the carrier picked and the tracking number typed
  await card.getByRole('checkbox', { name: `Choose ${sample.name}` }).check();
  await card.getByRole('button', { name: 'Ship…' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship 1 line of ${number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption('J&T Express');
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(
    page.getByText(`Every line of ${number} has shipped: the order is on its way to the buyer`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // it leaves To ship for Shipped, with its parcel
  await expect(page.getByRole('article', { name: `Order ${number}` })).toBeHidden();
  await page.getByRole('tab', { name: /Shipped/ }).click();
  const shipped = page.getByRole('article', { name: `Order ${number}` });
  await expect(shipped.getByText('In transit')).toBeVisible();
  await expect(shipped.getByText(trackingNumber)).toBeVisible();
  await expect(shipped.getByRole('checkbox')).toHaveCount(0);

  // the designer is e-mailed, and sees the order in transit with the parcel, on the order and on its timeline
  const [mail] = await latestMail(
    page,
    STANDARD.email,
    new RegExp(`${number} is on its way[\\s\\S]*${trackingNumber}`),
  );
  // the outbox page escapes the ampersand
  expect(mail).toMatch(/Carrier: J&(#38|amp);T Express, tracking number: /);
  await signIn(page, STANDARD);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('In transit').first()).toBeVisible();
  const parcels = page.getByRole('region', { name: 'Parcel' });
  await expect(parcels).toContainText(`From ${brand.name}`);
  await expect(parcels).toContainText(`J&T Express · ${trackingNumber}`);
  await page.getByRole('link', { name: 'Track Shipment' }).click();
  const timeline = page.getByRole('list', { name: 'Order status history' });
  await expect(timeline.getByText(`Sent by ${brand.name}`)).toBeVisible();
  await expect(timeline.getByText(`J&T Express · ${trackingNumber}`)).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('In transit');
  await expectAccessible(page);
});
