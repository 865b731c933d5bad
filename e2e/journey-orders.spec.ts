import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, deliveryDateProblem, earliestDeliveryDate } from '@samplebank/domain/delivery';
import { ADMIN, PREMIUM, STANDARD } from './demo-accounts';
import { auth, expectAccessible, type Session } from './support';

// One truth per order (issue 12, item 2): the same order number on the buyer's list, detail page, e-mail and the
// back office; the delivery date chosen (or paid for, with express) is the expected delivery everywhere; a free
// request shows no prices; a pending request its buyer cancels moves to Order History with the reason; an unpaid
// checkout shows as Awaiting payment with Pay now and Cancel. Runs at 1440 px and at 390 px (the phone project).

type Account = { email: string; password: string };
type Order = {
  _id: string;
  number: string;
  status: string;
  itemCount: number;
  deliveryDate: string;
  expectedDelivery: string | null;
  samples: { sampleId: { _id: string } }[];
};

// each journey walks several pages and runs axe on each
test.describe.configure({ timeout: 180_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;
async function login(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser in as the app's login dialog does: token and user in localStorage. */
async function signIn(page: Page, account: Account): Promise<Session> {
  const session = await login(page.request, account);
  // a page without the app, so no running app writes its own session over this one
  await page.goto('/dev/mail');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  return session;
}

async function ordersOf(request: APIRequestContext, session: Session): Promise<Order[]> {
  const response = await request.get('/api/orders/history', { headers: auth(session) });
  return ((await response.json()) as { orders: Order[] }).orders;
}

/** In-stock samples not on the member's open orders (a free request may not ask for one of those again). */
async function freshSampleIds(request: APIRequestContext, session: Session, count: number): Promise<string[]> {
  const open = (await ordersOf(request, session))
    .filter((order) => !['delivered', 'cancelled'].includes(order.status))
    .flatMap((order) => order.samples.map((line) => line.sampleId._id));
  const { samples } = (await (await request.get('/api/samples?limit=60&sort=availability_first')).json()) as {
    samples: { _id: string; stock: number }[];
  };
  return samples
    .filter((sample) => sample.stock >= 5 && !open.includes(sample._id))
    .slice(0, count)
    .map((sample) => sample._id);
}

/** Empties the cart and puts these samples in it, in these quantities. */
async function fillCart(request: APIRequestContext, session: Session, lines: [string, number][]) {
  await request.delete('/api/cart-samples/clear', { headers: auth(session) });
  for (const [sampleId, quantity] of lines) {
    const added = await request.post('/api/cart-samples/add-sample', {
      headers: auth(session),
      data: { sampleId, quantity },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

/** The order the checkout call answers with. */
function placedOrderId(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/payments/payment-intent') && response.ok())
    .then(async (response) => ((await response.json()) as { orderId: string }).orderId);
}

async function orderOf(page: Page, session: Session, orderId: string): Promise<Order> {
  return (await (await page.request.get(`/api/orders/${orderId}`, { headers: auth(session) })).json()) as Order;
}

/** `26 Nov 2026`, as the order pages show a day in Malaysia. */
const shortDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-MY', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(`${isoDay}T12:00:00+08:00`));
/** `Thursday 26 November 2026`, as the e-mails write it. */
const longDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-MY', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(`${isoDay}T12:00:00+08:00`));

/** The order's row on a wide screen, its card on a phone. */
function orderEntry(page: Page, number: string) {
  return isPhone(page)
    ? page.getByRole('article', { name: `Order ${number}` })
    : page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
}

/** The text of the newest mail in the demo outbox (/dev/mail) whose subject is this one. */
async function mailText(page: Page, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      await page.goto('/dev/mail');
      const mail = page
        .locator('article')
        .filter({ has: page.locator('strong', { hasText: subject }) })
        .first();
      text = (await mail.count()) ? ((await mail.locator('pre').textContent()) ?? '') : '';
      return text;
    })
    .not.toBe('');
  return text;
}

test('an express order keeps one number and its paid date in the list, the detail page, the e-mail and the back office', async ({
  page,
}) => {
  const session = await signIn(page, PREMIUM);
  const [first, second] = await freshSampleIds(page.request, session, 2);
  await fillCart(page.request, session, [
    [first!, 2],
    [second!, 1],
  ]);

  await page.goto('/cart-sample');
  await page.getByRole('switch', { name: 'Express Delivery' }).click();
  const orderId = placedOrderId(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay now/ }).click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 });

  const order = await orderOf(page, session, await orderId);
  expect(order.number).toMatch(/^SB-\d{4}-[0-9A-Z]{4}$/);
  expect(order.expectedDelivery).toBe(order.deliveryDate);
  const paidDay = shortDay(order.deliveryDate);

  // My orders: the number, 3 units, the paid express date
  const entry = orderEntry(page, order.number);
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Processing')).toBeVisible();
  if (isPhone(page)) {
    await expect(entry.getByText('3 items')).toBeVisible();
  } else {
    await expect(entry.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  }
  await expect(entry.getByText(paidDay)).toBeVisible();
  await expectAccessible(page);

  // the detail page
  await entry.getByRole('link', { name: `View details of order ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  const information = page.getByRole('region', { name: 'Order Information' });
  await expect(information.getByText('Expected delivery')).toBeVisible();
  await expect(information.getByText(paidDay)).toBeVisible();
  await expect(information.getByText('Express')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items (3)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Summary' })).toBeVisible();
  await expectAccessible(page);

  // the payment receipt names the same number and the same day
  const receipt = await mailText(page, `Your order ${order.number} is being prepared`);
  expect(receipt).toContain(`Your order ${order.number} is now being prepared.`);
  expect(receipt).toContain(`Expected delivery: ${longDay(order.deliveryDate)}.`);

  // the back office finds it by its number, typed loosely, with the same units and date
  await signIn(page, ADMIN);
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.number.toLowerCase().replace(/-/g, ' '))}`);
  const table = page.getByRole('table', { name: 'Orders' });
  const row = table.getByRole('row').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(row.getByText(paidDay)).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: new RegExp(order.number) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByText(`${paidDay} · Express`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Samples · 3 items' })).toBeVisible();
  await expectAccessible(page);
});

test('a free request shows no prices, and its buyer cancels it into Order History with the reason', async ({
  page,
}) => {
  const session = await signIn(page, STANDARD);
  const [sampleId] = await freshSampleIds(page.request, session, 1);
  await fillCart(page.request, session, [[sampleId!, 2]]);

  await page.goto('/cart-sample');
  await page.getByLabel('Delivery date').click();
  // not the first day offered: the order must keep the day the buyer chose
  await page.getByRole('grid').getByRole('button', { disabled: false }).nth(2).click();
  const orderId = placedOrderId(page);
  await page.getByRole('button', { name: 'Request Samples' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const order = await orderOf(page, session, await orderId);
  const chosenDay = shortDay(order.deliveryDate);
  const entry = orderEntry(page, order.number);
  await expect(entry.getByText('Pending')).toBeVisible();
  await expect(entry.getByText(chosenDay)).toBeVisible();

  // the detail page of a free request: quantities, no prices
  await entry.getByRole('link', { name: `View details of order ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Information' }).getByText(chosenDay)).toBeVisible();
  await expect(page.getByText('Free sample request')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items (2)' }).getByText('Quantity')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('RM');
  await expect(page.getByRole('region', { name: 'Payment Summary' })).toHaveCount(0);
  await expectAccessible(page);

  // the e-mail names the same number and the chosen day
  const received = await mailText(page, `Your order ${order.number} is received`);
  expect(received).toContain(`Expected delivery: ${longDay(order.deliveryDate)}.`);
  expect(received).not.toContain('RM');

  // cancel it from its page, saying why
  await page.goto(`/orders/${order._id}`);
  await page.getByRole('button', { name: `Cancel order ${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel(/Why are you cancelling/);
  await expect(reason).toBeFocused();
  await reason.fill('Ordered the wrong colour');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${order.number} is cancelled.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText('Reason: Ordered the wrong colour');

  // it left Active Orders for Order History, with its reason
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(orderEntry(page, order.number)).toHaveCount(0);
  await page.getByRole('tab', { name: /Order History/ }).click();
  const cancelled = orderEntry(page, order.number);
  await expect(cancelled.getByText('Ordered the wrong colour')).toBeVisible();
  await expect(cancelled.getByText('Cancelled').first()).toBeVisible();
  await expectAccessible(page);

  const mail = await mailText(page, `Your order ${order.number} is cancelled`);
  expect(mail).toContain('Reason: Ordered the wrong colour');
});

test('an unpaid checkout shows as Awaiting payment with Pay now, and Cancel puts its samples back in the cart', async ({
  page,
}) => {
  const session = await signIn(page, PREMIUM);
  const [sampleId] = await freshSampleIds(page.request, session, 1);
  await fillCart(page.request, session, [[sampleId!, 1]]);
  // a checkout started (as in another tab) and never paid
  const cart = await (await page.request.get('/api/cart-samples/user-cart', { headers: auth(session) })).json();
  const started = await page.request.post('/api/payments/payment-intent', {
    headers: auth(session),
    data: {
      amount: cart.charges.amount,
      currency: 'myr',
      cartId: cart._id,
      deliveryFee: cart.charges.deliveryFee,
      tax: cart.charges.tax,
      deliveryDate: bookableDay(),
      isExpressDelivery: false,
      isPremium: true,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const order = await orderOf(page, session, ((await started.json()) as { orderId: string }).orderId);

  await page.goto('/orders');
  const entry = orderEntry(page, order.number);
  await expect(entry.getByText('Awaiting payment')).toBeVisible();
  await expect(entry.getByRole('link', { name: `Pay now for order ${order.number}` })).toHaveAttribute(
    'href',
    `/cart-sample?pay=${order._id}`,
  );
  await entry.getByRole('button', { name: `Cancel order ${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${order.number} is cancelled. Its samples are back in your cart.`)).toBeVisible();
  await expect(orderEntry(page, order.number)).toHaveCount(0);

  const back = await (await page.request.get('/api/cart-samples/user-cart', { headers: auth(session) })).json();
  expect((back.samples as { sampleId: { _id: string } }[]).map((line) => line.sampleId._id)).toContain(sampleId);
});

/** The first standard delivery day the server takes, by the rules the web's picker uses. */
function bookableDay(): string {
  let day = earliestDeliveryDate();
  while (deliveryDateProblem(day, { isExpressDelivery: false })) day = addDays(day, 1);
  return day;
}
