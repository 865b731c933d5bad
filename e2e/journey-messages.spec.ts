import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { STANDARD } from './demo-accounts';
import { auth, expectAccessible, type Session } from './support';

// Messages people understand (issue 12, item 6): sentences instead of schema text on sign-up, the delivery date
// picker's name and its disabled public holidays, and a session that ends while the user is on a page: the sign-in
// dialog says so and brings them back to the same page. Runs at 1440 px and at 390 px (the phone project).

async function login(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { email: STANDARD.email, password: STANDARD.password },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs the browser in as the app does after its login dialog: token and user in localStorage, once. */
async function signIn(page: Page, session: Session) {
  await page.goto('/faq');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

async function openSignIn(page: Page) {
  const banner = page.getByRole('banner');
  const signInButton = banner.getByRole('button', { name: 'Sign in' });
  // on a phone the header may keep Sign in behind its menu
  if (!(await signInButton.isVisible())) await banner.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('messages people understand', () => {
  // a shared machine: axe on every page and dialog, and a server building pages for several suites
  test.setTimeout(150_000);

  test('sign-up says a bad e-mail and an over-long name in sentences', async ({ page }) => {
    await page.goto('/');
    const loginDialog = await openSignIn(page);
    await expect(loginDialog.getByLabel('Email')).toBeFocused();
    await loginDialog.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account', exact: true });
    const name = dialog.getByLabel('Full name');
    // each new view starts in its first field
    await expect(name).toBeFocused();

    // the inputs hold what the schema allows
    await expect(name).toHaveAttribute('maxlength', '100');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('maxlength', '254');
    await name.fill('x'.repeat(120));
    await expect(name).toHaveValue('x'.repeat(100));
    // a value longer than that (an old browser's autofill, a script) is still answered in words
    await name.evaluate((input) => input.removeAttribute('maxlength'));
    await name.fill('x'.repeat(101));
    await dialog.getByLabel('Email').fill('aisyah@');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Journey-Pass-1');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(dialog.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

    await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(dialog.getByText('Name must be at most 100 characters')).toBeVisible();
    await expect(dialog.getByText(/Invalid email|Too big|expected string|email:/)).toHaveCount(0);
    await expectAccessible(page);

    // the server answers in the same words when the page's own check is skipped
    const refused = await page.request.post('/api/auth/register', {
      data: { name: 'x'.repeat(101), email: 'aisyah@', password: 'Journey-Pass-1' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('Please enter a valid e-mail address');

    // closing the dialog gives focus back to what opened it (on a phone: Sign in in the menu, still open)
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeFocused();
  });

  test('the delivery date picker has its name and 25 December is disabled', async ({ page, request }) => {
    const session = await login(request);
    const settings = (await (await request.get('/api/settings')).json()) as {
      deliverySettings: { holidays: { date: string; name: string }[] };
    };
    // Christmas when the booking window holds it, else the window's first weekday holiday
    const holiday =
      settings.deliverySettings.holidays.find((day) => day.date.endsWith('-12-25')) ??
      settings.deliverySettings.holidays.find((day) => ![0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()));
    // the list spans the 60-day window and a month more; Malaysia never goes 90 days without a weekday holiday
    expect(holiday, 'a weekday public holiday in the listed days').toBeDefined();

    const listing = (await (await request.get('/api/samples?limit=30&sort=availability_first')).json()) as {
      samples: { _id: string; stock: number }[];
    };
    await request.delete('/api/cart-samples/clear', { headers: auth(session) });
    const sample = listing.samples.find((candidate) => candidate.stock > 0)!;
    const added = await request.post('/api/cart-samples/add-sample', {
      headers: auth(session),
      data: { sampleId: sample._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);

    await signIn(page, session);
    await page.goto('/cart-sample');
    const picker = page.getByRole('button', { name: 'Delivery date' });
    await expect(picker).toBeVisible();
    await picker.click();
    const calendar = page.getByRole('dialog', { name: 'Delivery date' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByText(/except public holidays/)).toBeVisible();

    const [year, month, day] = holiday!.date.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', { month: 'long' });
    const dayPattern = new RegExp(`${monthName} ${day}(st|nd|rd|th), ${year}, public holiday: ${holiday!.name}`);
    for (let step = 0; step < 3 && !(await calendar.getByRole('button', { name: dayPattern }).isVisible()); step++) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    const holidayButton = calendar.getByRole('button', { name: dayPattern });
    await expect(holidayButton).toBeVisible();
    await expect(holidayButton).toBeDisabled();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(picker).toBeFocused();
  });

  test('a session that ends opens the sign-in with a message and comes back to the same page', async ({
    page,
    request,
  }) => {
    const session = await login(request);
    await signIn(page, session);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the token dies while the page is open (expired, or revoked elsewhere); the next call finds out
    await page.evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ4In0.expired');
    });
    await page.reload();

    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(STANDARD.email);
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/orders$/);
    await expectAccessible(page);

    await dialog.getByLabel('Password', { exact: true }).fill(STANDARD.password);
    await dialog.getByRole('button', { name: 'LOGIN' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('Not Authorized', { exact: false })).toHaveCount(0);
    const stored = await page.evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { getItem(key: string): string | null } };
      return localStorage.getItem('token');
    });
    expect(stored).not.toContain('expired');
    await expectAccessible(page);
  });
});
