import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { drawnText } from '../apps/api/src/test/pdf-text';
import { ADMIN, PREMIUM, STANDARD } from './demo-accounts';

type Account = { email: string; password: string };
type Session = { token: string; user: Record<string, unknown> };

async function login(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser in the way the app does after its login dialog: token and user in localStorage. */
async function signIn(page: Page, account: Account): Promise<Session> {
  const session = await login(page.request, account);
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  return session;
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function inStockSampleIds(request: APIRequestContext, count: number, exclude: string[] = []): Promise<string[]> {
  const response = await request.get('/api/samples?limit=60&sort=availability_first');
  const { samples } = (await response.json()) as { samples: { _id: string; stock: number }[] };
  return samples
    .filter((sample) => sample.stock >= 5 && !exclude.includes(sample._id))
    .slice(0, count)
    .map((sample) => sample._id);
}

/** The samples on the member's open orders: a free request may not ask for one of them again until it came. */
async function samplesOnOpenOrders(request: APIRequestContext, session: Session): Promise<string[]> {
  const response = await request.get('/api/orders/history', { headers: auth(session) });
  const { orders } = (await response.json()) as {
    orders: { status: string; samples: { sampleId: { _id: string } }[] }[];
  };
  return orders
    .filter((order) => !['delivered', 'cancelled'].includes(order.status))
    .flatMap((order) => order.samples.map((line) => line.sampleId._id));
}

async function fillCart(request: APIRequestContext, session: Session, sampleIds: string[]) {
  await request.delete('/api/cart-samples/clear', { headers: auth(session) });
  for (const sampleId of sampleIds) {
    const added = await request.post('/api/cart-samples/add-sample', {
      headers: auth(session),
      data: { sampleId, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
}

/** The order id the payment-intent call answers with. */
function placedOrderId(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/payments/payment-intent') && response.ok())
    .then(async (response) => ((await response.json()) as { orderId: string }).orderId);
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel(/Card number/).fill(cardNumber);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay now/ }).click();
}

test.describe('cart, checkout and orders', () => {
  test('a visitor on the cart sees the sign-in dialog and the signed-out text', async ({ page }) => {
    await page.goto('/cart-sample');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Not Authorized, Please log in to view cart.')).toBeVisible();
  });

  test('a premium member adds samples, picks express and pays by card', async ({ page }) => {
    const session = await signIn(page, PREMIUM);
    const [first, second] = await inStockSampleIds(page.request, 2);
    await fillCart(page.request, session, [second!]);

    // the sample page's ADD TO CART adds one unit and, a second later, opens the cart
    await page.goto(`/sample-details/${first}`);
    await page.getByRole('button', { name: /add to cart/i }).click();
    await expect(page.getByText('Sample added to cart.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart-sample/, { timeout: 15_000 });

    const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(checkout).toBeDisabled();
    await expect(page.getByText('Please select a delivery date before proceeding to checkout.')).toBeVisible();

    const standardTotal = await page.getByTestId('order-total').textContent();
    await page.getByRole('switch', { name: 'Express Delivery' }).click();
    await expect(page.getByLabel('Delivery date')).toBeDisabled();
    await expect(page.getByText('Shipping (express)')).toBeVisible();
    await expect(page.getByTestId('order-total')).not.toHaveText(standardTotal ?? '');
    await expect(checkout).toBeEnabled();

    const orderId = placedOrderId(page);
    await checkout.click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByLabel('Test cards')).toBeVisible();
    await expect(page.getByLabel(/E-mail/)).toHaveValue(PREMIUM.email);

    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);

    const id = await orderId;
    const { number } = (await (await page.request.get(`/api/orders/${id}`, { headers: auth(session) })).json()) as {
      number: string;
    };
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await expect(row.getByText('Processing')).toBeVisible();
    const order = await page.request.get(`/api/orders/${id}`, { headers: auth(session) });
    expect(((await order.json()) as { status: string; isExpressDelivery: boolean }).status).toBe('processing');
  });

  test('a declined card shows the error and leaves no paid order', async ({ page }) => {
    const session = await signIn(page, PREMIUM);
    await fillCart(page.request, session, await inStockSampleIds(page.request, 1));
    await page.goto('/cart-sample');

    await page.getByLabel('Delivery date').click();
    await page.getByRole('grid').getByRole('button', { disabled: false }).first().click();
    const orderId = placedOrderId(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart-sample/);

    const id = await orderId;
    const order = (await (await page.request.get(`/api/orders/${id}`, { headers: auth(session) })).json()) as {
      status: string;
      paymentId: { status: string } | null;
    };
    expect(order.status).toBe('awaiting-payment');
    expect(order.paymentId?.status).not.toBe('succeeded');
    // the unpaid order stays where its buyer finds it again: My orders, as Awaiting payment
    const history = (await (await page.request.get('/api/orders/history', { headers: auth(session) })).json()) as {
      orders: { _id: string; status: string }[];
    };
    expect(history.orders.find((listed) => listed._id === id)?.status).toBe('awaiting-payment');
  });

  test('a standard member requests samples and tracks them once the admin ships', async ({ page }) => {
    const session = await signIn(page, STANDARD);
    const requested = await samplesOnOpenOrders(page.request, session);
    await fillCart(page.request, session, await inStockSampleIds(page.request, 1, requested));
    await page.goto('/cart-sample');

    const request = page.getByRole('button', { name: 'Request Samples' });
    await expect(request).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Express Delivery' })).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText('RM 0.00');
    await page.getByLabel('Delivery date').click();
    await page.getByRole('grid').getByRole('button', { disabled: false }).first().click();
    const orderId = placedOrderId(page);
    await request.click();

    await expect(page).toHaveURL(/\/orders$/);
    const id = await orderId;
    const { number } = (await (await page.request.get(`/api/orders/${id}`, { headers: auth(session) })).json()) as {
      number: string;
    };
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByRole('link', { name: /Track/ })).toHaveCount(0);

    // the admin screen for this is another issue: the admin moves the order through the API
    const admin = await login(page.request, ADMIN);
    for (const data of [
      { status: 'processing' },
      { status: 'in-transit', carrier: 'Pos Laju', trackingNumber: 'EP123456789MY', note: 'Left our warehouse' },
    ]) {
      const moved = await page.request.put(`/api/orders/${id}/status`, { headers: auth(admin), data });
      expect(moved.ok()).toBe(true);
    }

    await page.reload();
    await row.getByRole('link', { name: /Track/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}/track$`));
    const timeline = page.getByRole('list', { name: 'Order status history' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('In transit');
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Left our warehouse');
    await expect(page.getByText('Pos Laju', { exact: true })).toBeVisible();
    await expect(page.getByText('EP123456789MY', { exact: true })).toBeVisible();

    await page.goto(`/orders/${id}`);
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Shipment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Summary' })).toHaveCount(0);
  });

  test('a premium member pays by FPX at a bank page, resumes it after a reload, and reads the tax invoice PDF', async ({
    page,
  }) => {
    const session = await signIn(page, PREMIUM);
    await fillCart(page.request, session, await inStockSampleIds(page.request, 1));
    await page.goto('/cart-sample');
    await page.getByLabel('Delivery date').click();
    await page.getByRole('grid').getByRole('button', { disabled: false }).first().click();
    const orderId = placedOrderId(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const id = await orderId;

    // the bank declines first: back at the payment step with the bank's answer, FPX still chosen
    await page.getByRole('tab', { name: 'FPX online banking' }).click();
    await page.getByLabel(/Your bank/).selectOption({ label: 'Maybank2U' });
    await page.getByRole('button', { name: /with Maybank2U/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/test-bank/${id}$`));
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/cart-sample\?pay=/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your bank did not approve the payment.' })).toBeVisible();

    // then approves, after a reload of the bank page
    await page.getByRole('tab', { name: 'FPX online banking' }).click();
    await page.getByLabel(/Your bank/).selectOption({ label: 'CIMB Clicks' });
    await page.getByRole('button', { name: /with CIMB Clicks/ }).click();
    await expect(page.getByRole('heading', { name: 'Approve this payment' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('CIMB Clicks')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();

    // the bank returns to the order page: paid, with its tax invoice
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    const { number, totalAmount } = (await (
      await page.request.get(`/api/orders/${id}`, { headers: auth(session) })
    ).json()) as { number: string; totalAmount: number };
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('Processing').first()).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByText(/^Tax invoice SB-\d{4}-\d{6}/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('button', { name: /Download Tax invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SB-\d{4}-\d{6}\.pdf$/);
    const text = drawnText(await readFile((await download.path())!));
    expect(text).toContain('Tax invoice / Receipt');
    expect(text).toContain(download.suggestedFilename().replace('.pdf', ''));
    expect(text).toContain('FPX online banking');
    expect(text).toContain(`RM ${(totalAmount / 100).toFixed(2)}`);
  });
});
