import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { earliestDeliveryDate } from '@samplebank/domain/delivery';
import { ADMIN, STANDARD } from './demo-accounts';

// The back office (issue #8): an administrator approves an account, edits a sample's stock, imports a brand's CSV,
// ships an order and changes the home page, all from /admin.

const run = Date.now().toString(36).toUpperCase();

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill('admin@samplebank.demo');
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A free request by the standard demo account, placed through the API as the checkout would. */
async function placeOrderAsStandardUser(request: APIRequestContext): Promise<string> {
  const headers = {
    Authorization: `Bearer ${await apiToken(request, STANDARD.email, STANDARD.password)}`,
  };
  const listing = await (await request.get('/api/samples', { params: { limit: 30 } })).json();
  const sample = (listing.samples as { _id: string; stock: number }[]).find((candidate) => candidate.stock > 5);
  expect(sample).toBeTruthy();
  expect(
    (
      await request.post('/api/cart-samples/add-sample', { headers, data: { sampleId: sample!._id, quantity: 1 } })
    ).ok(),
  ).toBe(true);
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
  expect(orderId).toBeTruthy();
  return orderId;
}

test.describe.configure({ mode: 'serial' });

test('a visitor is asked to sign in and a shopper is told the back office is not for them', async ({ page }) => {
  await page.goto('/admin/samples');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  const response = await page.request.post('/api/auth/login', {
    data: { email: STANDARD.email, password: STANDARD.password },
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // the session is stored as the sign-in dialog stores it
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
  );
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'You are not allowed here' })).toBeVisible();
});

test('an administrator approves a waiting account', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Approvals' }).click();
  await page
    .getByRole('navigation', { name: 'Accounts waiting for review' })
    .getByText('pending@samplebank.demo')
    .click();
  await page.getByRole('article', { name: 'Farah Izzati Ismail' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Farah Izzati Ismail approved')).toBeVisible();

  await page.goto('/admin/accounts?search=pending%40samplebank.demo');
  await expect(page.getByRole('table', { name: 'Accounts' }).getByText('Approved', { exact: true })).toBeVisible();
});

test("an administrator edits a sample's stock", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/samples');
  const firstRow = page.getByRole('table', { name: 'Samples' }).getByRole('row').nth(1);
  await firstRow.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  const stock = page.getByRole('spinbutton', { name: 'Stock', exact: true });
  await stock.fill('77');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/ saved$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('77');
});

test("an administrator imports a brand's catalogue from a CSV file", async ({ page }) => {
  await signInAsAdmin(page);
  const { categories } = (await (await page.request.get('/api/sample-categories')).json()) as {
    categories: { name: string; parentId: string | null }[];
  };
  const category = categories.find((candidate) => !candidate.parentId)!.name;
  const csv = [
    'name,sku,price,stock,category,colorLabel,colorHex,usage,architectural,material,deliveryTime,description',
    `Imported Oak ${run},IMP-${run}-1,12.50,10,${category},Natural Oak,#C8A165,Wall,Interior,Oak,5,From the e2e test`,
    `Imported Ash ${run},IMP-${run}-2,14.00,8,${category},Beige,#E0D2B4,Floor,Interior,Ash,5,From the e2e test`,
  ].join('\n');

  await page.goto('/admin/samples/import');
  await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('table', { name: 'Import preview' }).getByText(`Imported Oak ${run}`)).toBeVisible();
  await expect(page.getByText('All 2 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 samples' }).click();
  await expect(page.getByText('2 samples imported.')).toBeVisible();

  await page.goto(`/admin/samples?search=IMP-${run}`);
  await expect(page.getByRole('table', { name: 'Samples' }).getByText(`Imported Ash ${run}`)).toBeVisible();
});

test('the import template downloads with a real category, listed with its slug, and its row imports', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/samples/import');
  await page.getByText(/categories: their paths and slugs/).click();
  const list = page.getByRole('table', { name: 'Categories for the category column' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  const template = page.getByRole('link', { name: 'Template' });
  // the categories come after the page: the template names one of them once they have
  await expect(template).toHaveAttribute('href', /%2C[^%,]+%20%2F%20/);
  const href = (await template.getAttribute('href')) ?? '';
  const csv = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const category = csv.split('\n')[1]?.split(',')[4] ?? '';
  expect(category).toContain(' / ');
  await expect(list.getByRole('cell', { name: category, exact: true })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
  // the row as it is, but for a SKU of this run's own (a retry would find OAK-001 taken)
  await page.getByLabel('CSV file').setInputFiles({
    name: 'template.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace('OAK-001', `OAK-${run}`)),
  });
  await expect(page.getByText('The row is ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 sample' }).click();
  await expect(page.getByText('1 sample imported.')).toBeVisible();

  // the same row again with more stock: the preview says what changes, and the import changes only that
  const restocked = csv.replace('OAK-001', `OAK-${run}`).replace(`,12.50,40,`, ',12.50,75,');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'restock.csv', mimeType: 'text/csv', buffer: Buffer.from(restocked) });
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByText("Changes 1 field of the brand's sample:")).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText('stock: 40 → 75');
  await page.getByRole('button', { name: 'Import 1 sample' }).click();
  await expect(page.getByText('No new samples and 1 sample changed.')).toBeVisible();
});

test("an administrator keeps a brand's contacts and address, told what to fix first", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: 'New brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'New brand' });
  const name = `Cahaya Tiles ${run}`;
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByLabel('Person in charge').fill('Nurul Huda');
  await dialog.getByLabel('SSM registration number').fill('201901012345');
  await dialog.getByLabel('Contact e-mail').fill('sales at cahaya');
  await dialog.getByLabel('Phone number').fill('012-345 6789');
  // an address begun is checked whole
  await dialog.getByLabel('Address line 1').fill('12 Jalan Kemajuan');
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(dialog.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Contact e-mail').fill('sales@cahaya.my');
  await dialog.getByLabel('State').selectOption({ label: 'Selangor' });
  await dialog.getByLabel('City').selectOption({ index: 1 });
  await dialog.getByLabel('Postcode').selectOption({ index: 1 });
  await page.screenshot({ path: test.info().outputPath('brand-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Person in charge')).toHaveValue('Nurul Huda');
  await expect(edit.getByLabel('Contact e-mail')).toHaveValue('sales@cahaya.my');
  await expect(edit.getByLabel('Phone number')).toHaveValue('012-345 6789');
  await expect(edit.getByLabel('Address line 1')).toHaveValue('12 Jalan Kemajuan');
  await expect(edit.getByLabel('State').locator('option:checked')).toHaveText('Selangor');
  // every address field cleared: the brand has no address
  await edit.getByLabel('Address line 1').fill('');
  await edit.getByLabel('State').selectOption('');
  await edit.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${name}` }).getByLabel('Address line 1')).toHaveValue('');
});

test('an administrator moves an order through processing to in transit', async ({ page }) => {
  const orderId = await placeOrderAsStandardUser(page.request);
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  const status = page.getByRole('form', { name: 'Change status' });
  await expect(status.getByLabel('Next status').getByRole('option')).toHaveText(['Choose…', 'Processing', 'Cancelled']);
  await status.getByLabel('Next status').selectOption('processing');
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Order is now processing')).toBeVisible();

  await status.getByLabel('Next status').selectOption('in-transit');
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(status.getByText('Carrier is required for an order in transit')).toBeVisible();
  await status.getByLabel(/^Carrier/).fill('Pos Laju');
  await status.getByLabel(/^Tracking number/).fill(`EP${run}MY`);
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Order is now in transit')).toBeVisible();
  await expect(status.getByLabel('Next status').getByRole('option')).toHaveText(['Choose…', 'Delivered']);
});

test('an administrator changes the home hero title and shoppers see it on /', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/content');
  const title = `Samples that travel to you ${run}`;
  await page.getByLabel('Hero title').fill(title);
  await expect(page.getByRole('region', { name: 'Live preview' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Save home page' }).click();
  await expect(page.getByText('Home page saved')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
