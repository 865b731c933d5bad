import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';
import { expectAccessible, latestMail } from './support';

// Onboarding journeys (issue 12, items 1 and 4): a new student registers, completes the wizard (its address chosen
// from Malaysia's lists), is approved and requests a sample as an individual, without a company, in a dialog filled
// in from the wizard; and someone who closed the wizard before submitting finishes it from the pending dialog's
// "Finish your profile". Runs at 1440 px and at 390 px (the phone project).

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = 'Journey-Pass-1';

// each journey registers, verifies, walks the wizard, the cart and axe scans
test.describe.configure({ timeout: 300_000 });

type Person = { name: string; email: string };
const person = (page: Page, role: string, name: string): Person => ({
  name,
  email: `${role}-${run}-${page.viewportSize()?.width ?? 0}@example.com`,
});

/** A small but real PDF: the server checks the bytes, not only the name. */
function pdfFile(name: string) {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** /signup: the registration dialog, then the wizard's e-mail step with the mailed code. Answers the wizard. */
async function registerAndVerify(page: Page, account: Person): Promise<Locator> {
  await page.goto('/signup');
  const signup = page.getByRole('dialog', { name: 'Create account', exact: true });
  await signup.getByLabel('Full name').fill(account.name);
  await signup.getByLabel('Email').fill(account.email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  const wizard = page.getByRole('dialog', { name: 'Create Account', exact: true });
  await expect(wizard.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(page);
  const [, code] = await latestMail(page, account.email, /verification code: ([0-9A-F]{6})/);
  await wizard.getByLabel('Verification code').fill(code!);
  await wizard.getByRole('button', { name: 'VERIFY EMAIL' }).click();
  await expect(wizard.getByRole('heading', { name: 'Choose Your Account Type' })).toBeVisible();
  return wizard;
}

/** The wizard's step opened at its top, with focus on its first field. */
async function expectStepStart(wizard: Locator, firstField: Locator) {
  await expect(firstField).toBeFocused();
  const scrollTop = await wizard.locator('[data-wizard-scroll]').evaluate((element) => element.scrollTop);
  expect(scrollTop).toBe(0);
}

async function chooseType(wizard: Locator, label: string) {
  // the radio is visually hidden inside its card: a person clicks the card's title
  await wizard.getByText(label, { exact: true }).click();
  await wizard.getByRole('button', { name: 'Continue' }).click();
}

/** The address through the cascade: a state, one of its cities, one of that city's postcodes. */
async function chooseAddress(wizard: Locator) {
  await wizard.getByLabel('Address', { exact: true }).fill('7, Jalan SS 2/24');
  const city = wizard.getByLabel('City', { exact: true });
  const postcode = wizard.getByLabel('Postcode', { exact: true });
  await expect(city).toBeDisabled();
  await wizard.getByLabel('State', { exact: true }).selectOption('Selangor');
  await expect(city).toBeEnabled();
  await city.selectOption('Petaling Jaya');
  await expect(postcode).toBeEnabled();
  await postcode.selectOption('47300');
  await expect(wizard.getByLabel('Country', { exact: true })).toHaveValue('Malaysia');
}

async function apiLogin(request: APIRequestContext, email: string, secret: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: { _id: string } };
}

/** An in-stock sample with no open request of this member (a brand-new member has none). */
async function inStockSample(request: APIRequestContext) {
  const response = await request.get('/api/samples?limit=60&sort=availability_first');
  const { samples } = (await response.json()) as { samples: { _id: string; name: string; stock: number }[] };
  // spread over the list so the journeys of both projects do not empty one sample
  const candidates = samples.filter((sample) => sample.stock >= 5);
  return candidates[Math.floor(Math.random() * Math.min(candidates.length, 20))]!;
}

test('a new student registers, is approved and requests a sample as an individual, from a dialog filled in by the wizard', async ({
  page,
}) => {
  const student = person(page, 'student', 'Nurul Huda');
  const wizard = await registerAndVerify(page, student);
  await expectStepStart(wizard, wizard.getByRole('radio', { name: /^Professional/ }));
  await expectAccessible(page);

  await chooseType(wizard, 'Student');
  await expect(wizard.getByRole('heading', { name: 'Student Information' })).toBeVisible();
  await expectStepStart(wizard, wizard.getByLabel('University'));
  await expect(wizard.getByLabel('University')).toHaveAttribute('maxlength', '200');

  await wizard.getByLabel('University').fill('Universiti Malaya');
  await wizard.getByLabel('Course').fill('Architecture');
  await wizard.getByLabel('Student ID').fill(`S2026-${run}`.slice(0, 20));
  await wizard.getByLabel('Graduation year').fill('2027');
  await chooseAddress(wizard);
  // a phone number must be a Malaysian one, said beside the field
  await wizard.getByLabel('Phone number').fill('call me maybe');
  await wizard.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(wizard.getByText('Please enter a valid Malaysian phone number, e.g. 012-345 6789')).toBeVisible();
  await expect(wizard.getByLabel('Phone number')).toBeFocused();
  await expectAccessible(page);
  await wizard.getByLabel('Phone number').fill('016 222 3344');
  await wizard.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeVisible();
  await expectAccessible(page);
  await wizard.getByRole('button', { name: 'Return to Main Page' }).click();
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');

  // staff approve the account (the approvals screen has its own journey in accounts.spec.ts)
  const admin = await apiLogin(page.request, ADMIN.email, ADMIN.password);
  const me = await apiLogin(page.request, student.email, password);
  const approved = await page.request.put(`/api/users/${me.user._id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { isApproved: true },
  });
  expect(approved.ok()).toBe(true);
  // the signed-in page picks up the approval from the server on its next start
  await page.reload();
  await expect
    .poll(() => page.evaluate<boolean>("JSON.parse(localStorage.getItem('user') || '{}').isApproved"))
    .toBe(true);

  const sample = await inStockSample(page.request);
  await page.goto(`/sample-details/${sample._id}`);
  await page.getByRole('button', { name: /add to cart/i }).click();

  const dialog = page.getByRole('dialog', { name: 'Your ordering details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /I'm a student or buying for myself/ })).toBeChecked();
  const name = dialog.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(student.name);
  await expect(dialog.getByLabel('Contact number')).toHaveValue('016-222 3344');
  await expect(dialog.getByLabel('Address line 1')).toHaveValue('7, Jalan SS 2/24');
  await expect(dialog.getByLabel('State')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('City')).not.toHaveValue('');
  await expect(dialog.getByLabel('Postcode')).toHaveValue('47300');
  await expect(dialog.getByLabel('SSM registration number')).toHaveCount(0);
  await expectAccessible(page);

  // the company path is there too, and the choice can be undone
  await dialog.getByText("I'm buying for a company").click();
  await expect(dialog.getByLabel('SSM registration number')).toBeVisible();
  await dialog.getByText("I'm a student or buying for myself").click();
  await expect(dialog.getByLabel('Full name')).toHaveValue(student.name);

  await dialog.getByRole('button', { name: 'Save my details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sample added to cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart-sample/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: sample.name })).toBeVisible();
  await expectAccessible(page);

  // a free request: no price, a delivery date, Request Samples
  await expect(page.getByTestId('order-total')).toHaveText('RM 0.00');
  await page.getByLabel('Delivery date').click();
  await page.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  await page.getByRole('button', { name: 'Request Samples' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // the orders list shows each order once per layout; the visible one says Pending
  await expect(page.getByText('Pending', { exact: true }).locator('visible=true').first()).toBeVisible();
  await expectAccessible(page);
});

test('someone who closed the wizard before submitting finishes it from the pending dialog', async ({ page }) => {
  const professional = person(page, 'closer', 'Tan Wei Ming');
  let wizard = await registerAndVerify(page, professional);
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  // no type chosen yet: not told to verify a business it never said it had
  await expect(page.getByText('Business Verification Required')).toHaveCount(0);

  // the cart is closed until approval; the dialog says the profile is not finished and leads back
  await page.goto('/cart-sample');
  let pending = page.getByRole('dialog', { name: 'Account Pending Approval' });
  await expect(pending.getByText('Your profile is not finished yet')).toBeVisible();
  await expect(pending.getByText(/Our team is reviewing/)).toHaveCount(0);
  await expectAccessible(page);
  await pending.getByRole('button', { name: 'Finish your profile' }).click();

  wizard = page.getByRole('dialog', { name: 'Create Account', exact: true });
  await expect(wizard.getByRole('heading', { name: 'Choose Your Account Type' })).toBeVisible();
  await chooseType(wizard, 'Professional');
  await expect(wizard.getByRole('heading', { name: 'Professional Information' })).toBeVisible();
  await expectStepStart(wizard, wizard.getByLabel('Job title'));
  await wizard.getByLabel('Job title').fill('Interior designer');
  await wizard.getByLabel('Company name').fill('Studio Tan Sdn. Bhd.');
  await wizard.getByLabel('Phone number').fill('012-345 6789');
  await wizard.getByRole('radio', { name: /Sdn\. Bhd\./ }).check();
  await chooseAddress(wizard);
  await wizard.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await expect(wizard.getByRole('heading', { name: 'Business Verification' })).toBeVisible();
  await expectAccessible(page);

  // closed again half-way: the business banner now applies, and the dialog still leads back, to the documents
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByText('Business Verification Required')).toBeVisible();
  await page.goto('/cart-sample');
  pending = page.getByRole('dialog', { name: 'Account Pending Approval' });
  await expect(pending.getByText('Your profile is not finished yet')).toBeVisible();
  await pending.getByRole('button', { name: 'Finish your profile' }).click();
  await expect(wizard.getByRole('heading', { name: 'Business Verification' })).toBeVisible();

  for (const [title, file] of [
    ['Form 9', 'form-9.pdf'],
    ['Form 24', 'form-24.pdf'],
    ['Form 49', 'form-49.pdf'],
    ['Company profile', 'company-profile.pdf'],
    ['Tax registration', 'tax-registration.pdf'],
  ] as const) {
    await wizard.getByLabel(`Upload ${title}`).setInputFiles(pdfFile(file));
    await expect(wizard.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeFocused();
  await expectAccessible(page);

  // the profile is in: the dialog now says it is being reviewed, and no longer offers the wizard
  // (the page reloads once the wizard is done, as after the verification banner's COMPLETE PROFILE)
  await Promise.all([page.waitForEvent('load'), wizard.getByRole('button', { name: 'Return to Main Page' }).click()]);
  // the reloaded page reads the account afresh first; leaving in the middle of that proves nothing here
  await page.waitForLoadState('networkidle');
  await page.goto('/cart-sample');
  pending = page.getByRole('dialog', { name: 'Account Pending Approval' });
  await expect(pending.getByText('Thanks for joining as a design professional')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Finish your profile' })).toHaveCount(0);
});

test("staff see the unfinished-profiles queue with each account's reminder", async ({ page }) => {
  await page.goto('/admin/unfinished-profiles');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unfinished profiles' })).toBeVisible();
  // a table on a wide screen, cards on a phone
  const isPhone = (page.viewportSize()?.width ?? 1440) < 768;
  await expect(page.getByRole(isPhone ? 'list' : 'table', { name: 'Unfinished profiles' })).toBeVisible();
  await expect(page.getByText(/One reminder per account every 3 days/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});
