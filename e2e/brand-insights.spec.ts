import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';
import { auth, expectAccessible, latestMail, type Session } from './support';

// Brand insights (issue 18): a visitor opens a sample's page, and the owner of its brand sees the view counted on the
// portal's Insights page, with the period to choose, the tiles, the chart's text and the per-sample table.

type Sample = { _id: string; name: string; manufacturerId: { _id: string; name: string } };

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
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

test('a visitor’s view of a sample shows on the insights of its brand’s owner', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { samples } = (await (await request.get('/api/samples?limit=1')).json()) as { samples: Sample[] };
  const sample = samples[0]!;
  const brandId = sample.manufacturerId._id;

  // staff add a colleague of the brand and invite her as its owner; she joins from the mailed link
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const email = `insights-${Date.now().toString(36)}@example.com`;
  const password = 'Insights-Owner-42';
  const created = await request.post('/api/users/admin', {
    headers: auth(admin),
    data: { name: 'Nurul Insights', email, password, isApproved: true, userType: 'professional' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invited = await request.post(`/api/brand-portal/${brandId}/invitations`, {
    headers: auth(admin),
    data: { email, role: 'owner' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const [, token] = await latestMail(page, email, /\/brand-invitation\/([A-Za-z0-9_-]+)/);
  const owner = await login(request, email, password);
  const accepted = await request.post(`/api/brand-invitations/${token}/accept`, { headers: auth(owner) });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const viewsOfSample = async () => {
    const insights = await request.get(`/api/brand-portal/${brandId}/insights`, { headers: auth(owner) });
    expect(insights.status()).toBe(200);
    const body = (await insights.json()) as { samples: { _id: string; view: number }[] };
    return body.samples.find((row) => row._id === sample._id)?.view ?? 0;
  };
  const before = await viewsOfSample();

  // a visitor opens the sample's page: the page, once it has taken over, counts the visit
  await page.goto(`/sample-details/${sample._id}`);
  await expect(page.getByRole('heading', { level: 1, name: sample.name })).toBeVisible();
  await expect.poll(viewsOfSample).toBe(before + 1);

  // the owner opens the brand portal's Insights
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context, owner);
  const ownerPage = await context.newPage();
  await ownerPage.goto(`/brand/${brandId}/team`);
  await ownerPage.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Insights' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/brand/${brandId}/insights$`));
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  const viewsTile = ownerPage.getByRole('button', { name: 'Show Views on the chart' });
  await expect(viewsTile).toHaveAttribute('aria-pressed', 'true');
  await expect(viewsTile).not.toContainText(/^Views0/);
  // the chart says what it shows in words, and its numbers are a table too
  await expect(ownerPage.getByRole('img', { name: /^Views per day from .+: \d+ in all, the most on / })).toBeVisible();
  await expect(ownerPage.locator('.recharts-surface')).toBeVisible();
  const row = ownerPage.getByRole('row', { name: new RegExp(sample.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row.getByRole('cell').first()).toHaveText(String(before + 1));
  await expectAccessible(ownerPage);

  // another tile puts its kind on the chart; a quick choice changes the period and the address
  await ownerPage.getByRole('button', { name: 'Show Wishlist adds on the chart' }).click();
  await expect(ownerPage.getByRole('heading', { level: 2, name: 'Wishlist adds per day' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(ownerPage).toHaveURL(/\?days=7$/);
  await expect(ownerPage.getByText(/ · 7 days$/)).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(String(before + 1));
  await context.close();
});
