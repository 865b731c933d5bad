import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';

// The Malaysian specifications (issue 17): staff give a sample its fire and slip ratings and its certificates in the
// back office, and a specifier reads them on the sample's page, an expired certificate said to be expired, in English
// and in Bahasa Malaysia, on a desktop and on a phone.

test.describe.configure({ mode: 'serial' });

/** Today in Malaysia plus some days, YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

let sampleId = '';

test('an administrator gives a sample its ratings and certificates, an expired one kept', async ({ page }) => {
  const listing = await (await page.request.get('/api/samples', { params: { limit: 1, search: 'marble' } })).json();
  sampleId = listing.samples[0]._id;
  await signInAsAdmin(page);
  await page.goto(`/admin/samples/${sampleId}`);
  const panel = page.locator('section', {
    has: page.getByRole('heading', { name: 'Specifications for specifiers', exact: true }),
  });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Fire: BS 476 Parts 6 and 7 (optional)').selectOption('class-0');
  await panel.getByLabel('Fire: Euroclass (EN 13501-1) (optional)').fill('A1fl');
  await panel.getByLabel('Slip resistance (DIN 51130) (optional)').selectOption('R11');
  await panel.getByLabel('Pendulum test value (PTV, wet) (optional)').fill('48');
  await panel.getByLabel('Made in Malaysia').check();
  await panel.getByLabel('Product price (RM) (optional)').fill('640');
  await panel.getByLabel('Price per (optional)').selectOption('m2');
  // start from no certificates, whatever the seed gave this one
  const remove = panel.getByRole('button', { name: /^Remove certificate 1/ });
  while (await remove.count()) await remove.click();
  await panel.getByRole('button', { name: 'Add a certificate' }).click();
  await panel.getByRole('combobox', { name: 'Certificate 1: scheme' }).selectOption('gbi');
  await panel.getByRole('textbox', { name: 'Certificate 1: number' }).fill('GBI-PC-24-0412');
  await panel.getByLabel('Certificate 1: valid until').fill(dayFromToday(400));
  await panel.getByRole('button', { name: 'Add a certificate' }).click();
  await panel.getByRole('combobox', { name: 'Certificate 2: scheme' }).selectOption('myhijau');
  await panel.getByRole('textbox', { name: 'Certificate 2: number' }).fill('MyHIJAU-P-01-23-0456');
  await panel.getByLabel('Certificate 2: valid until').fill(dayFromToday(-10));
  await expect(panel.getByText('Expired: kept, shown as expired, and counts for no filter')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/ saved$/)).toBeVisible();
  await page.reload();
  await expect(panel.getByRole('textbox', { name: 'Certificate 2: number' })).toHaveValue('MyHIJAU-P-01-23-0456');
  await expect(panel.getByLabel('Fire: BS 476 Parts 6 and 7 (optional)')).toHaveValue('class-0');
});

test('a specifier reads them on the sample page, the expired certificate greyed, in both languages', async ({
  page,
}) => {
  await page.goto(`/sample-details/${sampleId}`);
  const section = page.getByRole('region', { name: 'Specifications for specifiers' });
  const certificates = section.getByRole('list', { name: 'Certifications' }).getByRole('listitem');
  await expect(certificates).toHaveCount(2);
  await expect(certificates.nth(0)).toContainText('GBI (Green Building Index)');
  await expect(certificates.nth(0)).toContainText('Valid until');
  await expect(certificates.nth(1)).toContainText('MyHIJAU');
  await expect(certificates.nth(1)).toContainText('Expired');
  await expect(section.getByText('Class 0', { exact: true })).toBeVisible();
  await expect(section.getByText('RM 640.00 per m²')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ms/sample-details/${sampleId}`);
  const malay = page.getByRole('region', { name: 'Spesifikasi untuk arkitek dan pereka' });
  await malay.scrollIntoViewIfNeeded();
  await expect(malay.getByText(/^Tamat tempoh /)).toBeVisible();
  await expect(malay.getByText('Kelas 0', { exact: true })).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
