import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';
import { latestMail } from './support';

// Accounts journey (accounts spec §2-§4): register, verify with the mailed code, each wizard path, pending
// review, an administrator's approval, signing in, and a password reset through the mailed link.

const run = Date.now().toString(36);
const password = 'Journey-Pass-1';
const accounts = {
  professional: { name: 'Aisyah Rahman', email: `pro-${run}@example.com` },
  nonProfessional: { name: 'Tan Wei Ming', email: `nonpro-${run}@example.com` },
  student: { name: 'Nurul Huda', email: `student-${run}@example.com` },
};

/** A small but real PDF: the server checks the bytes, not only the name. */
function pdfFile(name: string) {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
}

async function registerAndVerify(page: Page, account: { name: string; email: string }) {
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account', exact: true });
  await dialog.getByLabel('Full name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  const wizard = page.getByRole('dialog', { name: 'Create Account', exact: true });
  await expect(wizard.getByText('Resend code in')).toBeVisible();
  const [, code] = await latestMail(page, account.email, /verification code: ([0-9A-F]{6})/);
  // typed in lower case: the box upper-cases it
  await wizard.getByLabel('Verification code').fill(code!.toLowerCase());
  await wizard.getByRole('button', { name: 'VERIFY EMAIL' }).click();
  await expect(wizard.getByRole('heading', { name: 'Choose Your Account Type' })).toBeVisible();
  return wizard;
}

async function chooseType(wizard: ReturnType<Page['getByRole']>, label: string) {
  await expect(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // the radio is visually hidden inside its card: a person clicks the card's title
  await wizard.getByText(label, { exact: true }).click();
  await expect(wizard.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
  await wizard.getByRole('button', { name: 'Continue' }).click();
}

async function fillAddress(wizard: ReturnType<Page['getByRole']>) {
  await wizard.getByLabel('Address', { exact: true }).fill('12 Jalan SS2/24');
  // chosen from Malaysia's lists, as in the company form: a state, then its city, then the city's postcode
  await wizard.getByLabel('State', { exact: true }).selectOption('Selangor');
  await wizard.getByLabel('City', { exact: true }).selectOption('Petaling Jaya');
  await wizard.getByLabel('Postcode', { exact: true }).selectOption('47300');
}

async function upload(wizard: ReturnType<Page['getByRole']>, title: string, filename: string) {
  await wizard.getByLabel(`Upload ${title}`).setInputFiles(pdfFile(filename));
  await expect(wizard.getByText(filename)).toBeVisible();
  await expect(wizard.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a professional (Sdn. Bhd.) registers, uploads five documents and waits for review', async ({ page }) => {
  const wizard = await registerAndVerify(page, accounts.professional);
  await chooseType(wizard, 'Professional');
  await expect(wizard.getByRole('heading', { name: 'Professional Information' })).toBeVisible();

  await wizard.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await wizard.getByLabel('Job title').fill('Interior designer');
  await wizard.getByLabel('Company name').fill('Studio Rumah Sdn. Bhd.');
  await wizard.getByLabel('Phone number').fill('+60 12-345 6789');
  await wizard.getByRole('radio', { name: /Sdn\. Bhd\./ }).check();
  await fillAddress(wizard);
  await wizard.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await expect(wizard.getByRole('heading', { name: 'Business Verification' })).toBeVisible();

  await wizard.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(/Please upload all required documents:/)).toBeVisible();

  await upload(wizard, 'Form 9', 'form-9.pdf');
  await upload(wizard, 'Form 24', 'form-24.pdf');
  await upload(wizard, 'Form 49', 'form-49.pdf');
  await upload(wizard, 'Company profile', 'company-profile.pdf');
  await upload(wizard, 'Tax registration', 'tax-registration.pdf');
  await wizard.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeVisible();
  await expect(wizard.getByText('1-2 business days')).toBeVisible();
  await wizard.getByRole('button', { name: 'Return to Main Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a non-professional (enterprise) registers with its three documents', async ({ page }) => {
  const wizard = await registerAndVerify(page, accounts.nonProfessional);
  await chooseType(wizard, 'Non-Professional');
  await expect(wizard.getByRole('heading', { name: 'Non-Professional Information' })).toBeVisible();
  await wizard.getByLabel('Business name').fill('Tan Renovation Works');
  await wizard.getByLabel('Phone number').fill('+60 16-222 3344');
  await wizard.getByRole('radio', { name: /Enterprise/ }).check();
  await fillAddress(wizard);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('heading', { name: 'Business Verification' })).toBeVisible();

  await upload(wizard, 'Borang D', 'borang-d.pdf');
  await upload(wizard, 'Company profile', 'company-profile.pdf');
  await upload(wizard, 'Tax registration', 'tax-registration.pdf');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeVisible();
});

test('a student registers with the single student form', async ({ page }) => {
  const wizard = await registerAndVerify(page, accounts.student);
  await chooseType(wizard, 'Student');
  await expect(wizard.getByRole('heading', { name: 'Student Information' })).toBeVisible();
  await wizard.getByLabel('University').fill('Universiti Malaya');
  await wizard.getByLabel('Course').fill('Architecture');
  await wizard.getByLabel('Student ID').fill('S2024-01873');
  await wizard.getByLabel('Graduation year').fill('2027');
  await fillAddress(wizard);
  await wizard.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(wizard.getByRole('heading', { name: 'Account Pending Review' })).toBeVisible();
});

test('an administrator approves the professional, who then signs in and lands on /samples', async ({ page }) => {
  await page.goto('/admin/approvals');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill('admin@samplebank.demo');
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/approvals/);

  await page
    .getByRole('navigation', { name: 'Accounts waiting for review' })
    .getByText(accounts.professional.email, { exact: true })
    .click();
  const review = page.getByRole('article', { name: accounts.professional.name });
  await expect(review.getByRole('link', { name: /form 9/i })).toHaveAttribute('target', '_blank');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${accounts.professional.name} approved`)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Accounts waiting for review' })
      .getByText(accounts.professional.email, { exact: true }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openLogin(page);
  await page.getByLabel('Email').fill(accounts.professional.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/samples$/);
});

test('the approved professional adds a sample, fills in the company dialog and the sample lands in the cart', async ({
  page,
}) => {
  // organizations (issue #5): a new account has no company; the dialog takes it, through the address cascade
  const listing = await page.request.get('/api/samples?limit=30&sort=availability_first');
  const { samples } = (await listing.json()) as { samples: { _id: string; name: string; stock: number }[] };
  const sample = samples.find((candidate) => candidate.stock >= 5);
  expect(sample).toBeTruthy();

  // signed out, ADD TO CART asks to sign in first and then carries on
  await page.goto(`/sample-details/${sample?._id}`);
  await page.getByRole('button', { name: /add to cart/i }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(accounts.professional.email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'LOGIN' }).click();

  // a professional orders for its company: the dialog starts there, filled in from the wizard
  const dialog = page.getByRole('dialog', { name: 'Your ordering details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /I'm buying for a company/ })).toBeChecked();
  await expect(dialog.getByLabel('Company name')).toBeFocused();
  await expect(dialog.getByLabel('Company name')).toHaveValue('Studio Rumah Sdn. Bhd.');
  await expect(dialog.getByLabel('Contact number')).toHaveValue('012-345 6789');

  // a submit without the company's type and SSM number names them and saves nothing
  await dialog.getByRole('button', { name: 'Save company' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('highlighted fields');

  await dialog.getByLabel('Company name').fill('Studio Rumah Sdn. Bhd.');
  await dialog.getByLabel('Type of company').selectOption({ label: 'Designer' });
  await dialog.getByLabel('SSM registration number').fill('202301045678 (1512345-T)');
  await dialog.getByLabel('Contact number').fill('012-345 6789');
  await dialog.getByLabel('Organization e-mail').fill(`office-${run}@example.com`);
  await dialog.getByLabel('Person in charge').fill(accounts.professional.name);
  await dialog.getByLabel('Address line 1').fill('12, Jalan Telawi 3, Bangsar Baru');

  // the wizard's address comes filled in; the cascade: a new state clears the city and the postcode
  const city = dialog.getByLabel('City');
  const postcode = dialog.getByLabel('Postcode');
  await expect(postcode).toHaveValue('47300');
  await dialog.getByLabel('State').selectOption({ label: 'W.P. Kuala Lumpur' });
  await expect(city).toHaveValue('');
  await expect(postcode).toBeDisabled();
  await city.selectOption({ label: 'Kuala Lumpur' });
  await expect(postcode).toBeEnabled();
  await postcode.selectOption('59100');

  await dialog.getByRole('button', { name: 'Save company' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sample added to cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart-sample/, { timeout: 15_000 });
  await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveText([new RegExp(sample?.name ?? '')]);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const { email } = accounts.student;
  const newPassword = 'Brand-New-Pass-2';
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Invalid  email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();

  const [, token] = await latestMail(page, email, /reset-password\?token=([A-Za-z0-9_%-]+)/);
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/$/);

  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/samples$/);
});
