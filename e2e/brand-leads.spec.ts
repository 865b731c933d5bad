import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { earliestDeliveryDate } from '@samplebank/domain/delivery';
import { ADMIN, STANDARD } from './demo-accounts';
import { auth, expectAccessible, latestMail, type Session } from './support';

// Leads in the brand portal (issue 18): a designer's studio that shares with brands requests a brand's sample; the
// brand's owner finds the studio among its leads, named with its contact, and exports them as CSV.

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
  await page.goto('/dev/mail');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

type Listed = { _id: string; name: string; stock: number; manufacturerId: { _id: string; name: string } };
type Address = {
  addressLine1: string;
  addressLine2: string | null;
  postcode: string;
  district: string | null;
  city: { _id: string };
  state: { _id: string };
};

/** The buyer's company says yes to being named to brands, through the same call the company page makes. */
async function shareWithBrands(request: APIRequestContext, buyer: Session): Promise<{ name: string }> {
  const organizationId = buyer.user.organizationId as string;
  const organization = await (
    await request.get(`/api/organizations/${organizationId}`, { headers: auth(buyer) })
  ).json();
  const address = (list: Address[]) =>
    list.map((entry) => ({
      addressLine1: entry.addressLine1,
      addressLine2: entry.addressLine2,
      postcode: entry.postcode,
      district: entry.district,
      city: entry.city._id,
      state: entry.state._id,
    }));
  const saved = await request.put(`/api/organizations/${organizationId}`, {
    headers: auth(buyer),
    data: {
      name: organization.name,
      type: organization.type,
      ssmNumber: organization.ssmNumber,
      // a company's contact is required on save; a seeded one may lack some
      contactNumber: organization.contactNumber ?? '+60321611234',
      orgEmail: organization.orgEmail ?? 'hello@tropika.example',
      personInCharge: organization.personInCharge ?? 'Jason Tan Kok Leong',
      billingAddress: address(organization.billingAddress),
      shippingAddress: address(organization.shippingAddress),
      shareWithBrands: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { name: organization.name };
}

/** An in-stock sample the member has no open request for (a free request asks for one once at a time). */
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

/** A free sample request of one unit, placed through the API as the checkout places it. */
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
}

/** A new account that staff invite as the brand's owner, joined through the e-mailed link. */
async function brandOwner(page: Page, brandId: string): Promise<Account> {
  const admin = await login(page.request, ADMIN);
  const owner = { email: `leads-owner-${run}@example.com`, password: 'Brand-Owner-2026' };
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

test('a brand owner finds the studio that requested its sample among its leads and exports them as CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await login(page.request, STANDARD);
  const studio = await shareWithBrands(page.request, buyer);
  const sample = await freshSample(page.request, buyer);
  const brand = sample.manufacturerId;
  await placeFreeRequest(page.request, buyer, sample._id);
  const owner = await brandOwner(page, brand._id);

  await signIn(page, owner);
  await page.goto(`/brand/${brand._id}`);
  await page.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: studio.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(sample.name);
  await expect(page.getByRole('heading', { name: 'Why are some leads anonymous?' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header).toBe('Lead,Type,State,Contact person,E-mail,Phone,Requests,Orders,Units,Samples,Projects,First,Last');
  const studioRow = rows.find((line) => line.includes(studio.name));
  expect(studioRow, text).toBeTruthy();
  expect(studioRow).toContain(sample.name);
  // one line per lead, as many as the page lists (the period's leads fit on its first page here)
  expect(rows.length).toBe((await page.getByRole('row').count()) - 1);
});
