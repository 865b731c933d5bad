import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';
import { expectAccessible, latestMail } from './support';

// "Become a brand partner" (issue 18): a visitor applies from the footer's link, staff approve the application in
// /admin into a new brand, the invitation mail reaches the applicant, who creates an account with that address,
// accepts the invitation and lands in the brand's portal.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const company = `Kayu Nusantara ${run} Sdn Bhd`;
const applicant = { name: 'Aisyah Rahman', email: `partner-${run}@example.com`, password: 'Partner-Pass-1' };

test.describe.configure({ timeout: 240_000 });

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

test('a company applies, staff approve it into a brand, and its owner opens the brand portal', async ({
  page,
  browser,
}) => {
  // the visitor finds the application in the footer
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a brand partner' }).click();
  await expect(page).toHaveURL(/\/become-a-partner$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Put your materials in front of Malaysia's designers",
  );
  const form = page.getByRole('form', { name: 'Apply to become a brand partner' });

  // sending it empty says what is missing, in words, beside each field
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText("Please enter your company's name")).toBeVisible();
  await expect(form.getByText('Choose at least one category you make or supply')).toBeVisible();
  await expect(form.getByLabel('Company name')).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('SSM registration number').fill('201901012345 (1234567-X)');
  await form.getByLabel('Contact person').fill(applicant.name);
  await form.getByLabel('Work e-mail').fill(applicant.email);
  await form.getByLabel('Phone number').fill('03-2161 1234');
  await form.getByLabel('Website').fill('www.kayunusantara.com.my');
  await form.getByRole('checkbox', { name: 'Flooring' }).check();
  await form.getByRole('checkbox', { name: 'Decking' }).check();
  await form.getByRole('radio', { name: '51 to 200' }).check();
  await form.getByLabel(/Anything else/).fill('Engineered timber from Johor. Samples ship in a week.');
  await form.getByRole('button', { name: 'Send application' }).click();
  const sent = page.getByRole('heading', { name: 'Thank you, your application is in' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.getByRole('status')).toContainText(applicant.email);
  await expectAccessible(page);
  await latestMail(page, applicant.email, /application to become a Samplebank brand partner/);

  // staff find it in the queue and approve it into a new brand
  const staff = await staffPage(browser);
  const applications = staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /Applications/ });
  await expect(applications).toBeVisible();
  await applications.click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Partner applications' })).toBeVisible();
  await staff.getByRole('button', { name: new RegExp(company) }).click();
  const details = staff.getByRole('article', { name: company });
  await expect(details).toContainText('Flooring');
  await expect(details).toContainText('03-2161 1234');
  await expectAccessible(staff);
  await details.getByRole('button', { name: 'Approve' }).click();
  const approve = staff.getByRole('dialog', { name: 'Approve the application' });
  await expect(approve.getByRole('radio', { name: new RegExp(`Create the brand ${company}`) })).toBeChecked();
  await approve.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(approve).toBeHidden();
  await expect(
    staff.getByText('Application approved. The brand is ready and its first owner was invited by e-mail.'),
  ).toBeVisible();
  await staff.getByRole('tab', { name: 'Approved' }).click();
  await staff.getByRole('button', { name: new RegExp(company) }).click();
  await expect(staff.getByRole('article', { name: company })).toContainText(`Brand: ${company}`);
  await staff.context().close();

  // the invitation is the applicant's next step
  const [, token] = await latestMail(page, applicant.email, /\/brand-invitation\/([A-Za-z0-9_-]+)/);
  await page.goto(`/brand-invitation/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create account', exact: true });
  await signup.getByLabel('Full name').fill(applicant.name);
  const email = signup.getByLabel('Email');
  if (!(await email.inputValue())) await email.fill(applicant.email);
  await signup.getByLabel('Password', { exact: true }).fill(applicant.password);
  await signup.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create Account', exact: true });
  await expect(wizard.getByLabel('Verification code')).toBeVisible();
  const [, code] = await latestMail(page, applicant.email, /verification code: ([0-9A-F]{6})/);
  await wizard.getByLabel('Verification code').fill(code!);
  await wizard.getByRole('button', { name: 'VERIFY EMAIL' }).click();
  await expect(wizard.getByRole('heading', { name: 'Choose Your Account Type' })).toBeVisible();
  // a brand's owner needs no buyer's profile to run the brand: the wizard can wait
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();

  await page.getByRole('button', { name: `Join ${company}` }).click();
  await expect(page).toHaveURL(/\/brand\/[0-9a-f-]{36}/);
  await expect(page.getByText(company).first()).toBeVisible();
  await expectAccessible(page);
});
