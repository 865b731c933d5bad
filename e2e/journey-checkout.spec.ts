import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PREMIUM } from './demo-accounts';
import { auth, expectAccessible, type Session } from './support';

// Checkout without dead ends (issue 12, item 3): the payment step lives at /cart-sample?pay=<orderId> and resumes
// from the server, so a reload during 3-D Secure, a second tab or the link itself pick it up where it stands; a
// cancelled checkout puts its samples back in the cart. Runs at 1440 px and at 390 px (the phone project).

type Checkout = { orderId: string; number: string; status: string; paymentStatus: string | null };

async function login(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { email: PREMIUM.email, password: PREMIUM.password },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser context in the way the app does after its login dialog: token and user in localStorage. */
async function signIn(context: BrowserContext, session: Session) {
  await context.addInitScript(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** Starts from a clean slate: the member's open checkout (an earlier run's) let go, the cart holding these samples. */
async function cartWith(request: APIRequestContext, session: Session, count: number): Promise<string[]> {
  const current = (await (await request.get('/api/payments/checkouts/current', { headers: auth(session) })).json()) as {
    checkout: Checkout | null;
  };
  if (current.checkout) {
    await request.post(`/api/payments/checkouts/${current.checkout.orderId}/cancel`, { headers: auth(session) });
  }
  await request.delete('/api/cart-samples/clear', { headers: auth(session) });
  const listing = await request.get('/api/samples?limit=60&sort=availability_first');
  const { samples } = (await listing.json()) as { samples: { _id: string; stock: number }[] };
  const ids = samples
    .filter((sample) => sample.stock >= 5)
    .slice(0, count)
    .map((sample) => sample._id);
  for (const sampleId of ids) {
    const added = await request.post('/api/cart-samples/add-sample', {
      headers: auth(session),
      data: { sampleId, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  return ids;
}

/** Express delivery (no date to pick), then Proceed to Checkout: the address becomes the payment step's. */
async function proceedToPayment(page: Page): Promise<string> {
  await page.goto('/cart-sample');
  await page.getByRole('switch', { name: 'Express Delivery' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart-sample\?pay=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  return new URL(page.url()).searchParams.get('pay')!;
}

async function checkoutOf(request: APIRequestContext, session: Session, orderId: string): Promise<Checkout> {
  return (await (
    await request.get(`/api/payments/checkouts/${orderId}`, { headers: auth(session) })
  ).json()) as Checkout;
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel(/Card number/).fill(cardNumber);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay now/ }).click();
}

test.describe('checkout without dead ends', () => {
  // long journeys with an accessibility pass at every step
  test.setTimeout(180_000);

  test('a reload during 3-D Secure comes back to the authentication step, and approving pays', async ({
    page,
    context,
  }) => {
    const session = await login(page.request);
    await cartWith(page.request, session, 1);
    await signIn(context, session);

    const orderId = await proceedToPayment(page);
    const { number } = await checkoutOf(page.request, session, orderId);
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByText(/Your samples are held for you until/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel checkout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to cart' })).toBeVisible();
    await expectAccessible(page);

    await fillCard(page, '4000 0025 0000 3155');
    await expect(page.getByRole('heading', { name: 'Authenticate payment' })).toBeVisible();
    await expectAccessible(page);

    // the reload that used to leave a card form refusing every card
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Authenticate payment' })).toBeVisible();
    await expect(page.getByLabel(/Card number/)).toHaveCount(0);
    await expect(page.getByText(number, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    expect((await checkoutOf(page.request, session, orderId)).status).toBe('processing');
  });

  test('a checkout left in another tab is offered on the cart, resumed there, and the first tab learns it was paid', async ({
    page,
    context,
  }) => {
    const session = await login(page.request);
    await cartWith(page.request, session, 1);
    await signIn(context, session);
    const orderId = await proceedToPayment(page);
    const { number } = await checkoutOf(page.request, session, orderId);

    // a second tab finds no empty cart but the checkout waiting for payment
    const second = await context.newPage();
    await second.goto('/cart-sample');
    const waiting = second.getByRole('region', { name: 'You have a checkout waiting for payment' });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByText(number)).toBeVisible();
    await expectAccessible(second);
    await waiting.getByRole('link', { name: 'Pay now' }).click();
    await expect(second).toHaveURL(new RegExp(`/cart-sample\\?pay=${orderId}$`));
    await fillCard(second, '4242 4242 4242 4242');
    await expect(second.getByText('Payment successful')).toBeVisible();
    await expect(second).toHaveURL(/\/orders$/);

    // the first tab still shows the card form; paying there finds the checkout paid and goes on to the orders
    await page.bringToFront();
    if (await page.getByLabel(/Card number/).isVisible()) await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/orders$/);
    expect((await checkoutOf(page.request, session, orderId)).status).toBe('processing');
  });

  test('a checkout cancelled before payment puts its samples back in the cart, and its link says so', async ({
    page,
    context,
  }) => {
    const session = await login(page.request);
    const sampleIds = await cartWith(page.request, session, 2);
    await signIn(context, session);
    const orderId = await proceedToPayment(page);
    const { number } = await checkoutOf(page.request, session, orderId);

    // Back to cart from the payment step: the cart is empty now, but the checkout is offered there
    await page.getByRole('link', { name: 'Back to cart' }).click();
    const waiting = page.getByRole('region', { name: 'You have a checkout waiting for payment' });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel checkout' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel checkout ${number}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel checkout' }).click();
    await expect(page.getByText('Checkout cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/cart-sample$/);
    await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(sampleIds.length);
    await expect(page.getByRole('region', { name: 'You have a checkout waiting for payment' })).toHaveCount(0);
    await expectAccessible(page);

    // the old payment link (a bookmark, another tab) no longer shows a card form
    await page.goto(`/cart-sample?pay=${orderId}`);
    await expect(page.getByRole('heading', { name: `Checkout ${number} was cancelled` })).toBeVisible();
    await expect(page.getByText('Cancelled by you before payment.')).toBeVisible();
    await expect(page.getByLabel(/Card number/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to cart' }).last().click();
    await expect(page).toHaveURL(/\/cart-sample$/);
    await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(sampleIds.length);

    await page.request.delete('/api/cart-samples/clear', { headers: auth(session) });
  });
});
