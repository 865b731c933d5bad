import { expect, type Page, test } from '@playwright/test';
import { STANDARD } from './demo-accounts';
import { expectAccessible, latestMail } from './support';

// Account journey (issue 12, item 5): the avatar menu leads to /account, which shows the profile and the review
// status, switches an e-mail preference, changes the password and signs out everywhere; the header's cart badge
// counts the units in the cart. Runs at 1440 px and at 390 px (the phone project).

const run = Date.now().toString(36);

// each journey walks several pages, reloads and axe scans
test.describe.configure({ timeout: 180_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Signs in through the Login dialog that /account opens for a visitor; the page stays on /account. */
async function signInOnAccountPage(page: Page, email: string, password: string) {
  await page.goto('/account');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
}

/** Opens My account from the avatar menu (desktop) or the menu drawer (phone). */
async function openMyAccount(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'My account' }).click();
  } else {
    const avatar = page.getByRole('button', { name: /^Account menu for .+ \([A-Z?]{1,2}\)$/ });
    await avatar.click();
    await page.getByRole('button', { name: 'My account' }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

/** The token the app keeps in localStorage (a string expression: the e2e files compile without the DOM types). */
const storedToken = (page: Page) => page.evaluate<string | null>("localStorage.getItem('token')");

async function bearer(page: Page) {
  return { authorization: `Bearer ${await storedToken(page)}` };
}

type Cart = { samples: { sampleId: { _id: string }; quantity: number }[] };
const unitsIn = (cart: Cart) => cart.samples.reduce((units, line) => units + line.quantity, 0);
const cartName = (units: number) => (units === 0 ? 'Cart' : `Cart, ${units} ${units === 1 ? 'item' : 'items'}`);

test('an approved member opens My account, sees the review status, switches an e-mail and sees the cart count', async ({
  page,
}) => {
  await signInOnAccountPage(page, STANDARD.email, STANDARD.password);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();

  await page.goto('/');
  await openMyAccount(page);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(STANDARD.email)).toBeVisible();
  await expect(profile.getByText('Professional', { exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Documents and review' });
  await expect(review.getByText('Approved', { exact: true })).toBeVisible();
  await expect(review.getByRole('link', { name: /^Download / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organization' }).getByRole('link', { name: /Edit/ })).toBeVisible();
  await expectAccessible(page);

  // a switch saves at once, says so, and is still there after a reload; then it is put back
  const news = page.getByRole('switch', { name: 'Product news' });
  const wasOn = (await news.getAttribute('aria-checked')) === 'true';
  await news.click();
  await expect(page.getByText(`Product news e-mails are ${wasOn ? 'off' : 'on'}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Product news' })).toHaveAttribute('aria-checked', String(!wasOn));
  await page.getByRole('switch', { name: 'Product news' }).click();
  await expect(page.getByText(`Product news e-mails are ${wasOn ? 'on' : 'off'}`)).toBeVisible();

  // the cart badge: one more unit after ADD TO CART, named in words
  const headers = await bearer(page);
  const before = (await (await page.request.get('/api/cart-samples/user-cart', { headers })).json()) as Cart;
  const inCart = new Set(before.samples.map((line) => line.sampleId._id));
  const listing = await page.request.get('/api/samples?limit=40&sort=availability_first');
  const { samples } = (await listing.json()) as { samples: { _id: string; stock: number }[] };
  const sample = samples.find((candidate) => candidate.stock >= 5 && !inCart.has(candidate._id));
  expect(sample).toBeTruthy();
  const banner = page.getByRole('banner');
  await page.goto(`/sample-details/${sample!._id}`);
  await expect(banner.getByRole('button', { name: cartName(unitsIn(before)), exact: true })).toBeVisible();
  try {
    await page.getByRole('button', { name: /add to cart/i }).click();
    await expect(page.getByText('Sample added to cart.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart-sample/, { timeout: 15_000 });
    const added = banner.getByRole('button', { name: cartName(unitsIn(before) + 1), exact: true });
    await expect(added).toBeVisible();
    await expect(added).toContainText(String(unitsIn(before) + 1));
  } finally {
    // the demo account's cart is shared with other journeys: leave it as it was
    await page.request.put(`/api/cart-samples/update-sample-quantity/${sample!._id}`, {
      headers,
      data: { quantity: 0 },
    });
  }
  await page.reload();
  await expect(banner.getByRole('button', { name: cartName(unitsIn(before)), exact: true })).toBeVisible();
});

test('a new member changes the password, is signed out everywhere and signs in with the new one', async ({
  page,
}, testInfo) => {
  const email = `account-${run}-${testInfo.project.name}@example.com`;
  const firstPassword = 'First-Pass-2026';
  const newPassword = 'Second-Pass-2026';

  // a fresh account, registered and verified through the API, so the demo accounts keep their passwords
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: firstPassword, name: 'Aisha Rahman' },
  });
  expect(registered.status()).toBe(201);
  const [, code] = await latestMail(page, email, /verification code: ([0-9A-F]{6})/);
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).ok()).toBe(true);

  // signed in with an unfinished profile, the wizard opens; closed, the account page leads back to it
  await signInOnAccountPage(page, email, firstPassword);
  const wizard = page.getByRole('dialog', { name: 'Create Account', exact: true });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  const review = page.getByRole('region', { name: 'Documents and review' });
  await expect(review.getByText('Profile not finished')).toBeVisible();
  await review.getByRole('button', { name: 'Finish your profile' }).click();
  await expect(wizard).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Choose Your Account Type' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await expect(
    page
      .getByRole('button', { name: 'Account menu for Aisha Rahman (AR)' })
      .or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
  await expectAccessible(page);

  // the password form: a wrong current password is said on its field; a show/hide toggle on each field
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Show password' }).first().click();
  await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toHaveAttribute('type', 'text');
  await expect(form.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toBeFocused();
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(firstPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('');
  await latestMail(page, email, /Your Samplebank password was changed/);
  // this browser keeps its session with the fresh token
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();

  // sign out everywhere asks first, then leaves this browser signed out on the home page
  const sessions = page.getByRole('region', { name: 'Sign out everywhere' });
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const token = await storedToken(page);
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();
  const ended = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(401);

  // the old password no longer works; the new one does
  await page.goto('/account');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(firstPassword);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(login.getByText('Invalid email or password')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(email)).toBeVisible();
});
