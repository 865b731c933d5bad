import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './demo-accounts';
import { expectAccessible } from './support';

// Spec sheets and files (issue 17): a designer downloads a seeded sample's technical data sheet from its page, and
// staff attach a certificate to a sample, which then downloads from the sample's page, then delete it.

const run = Date.now().toString(36).toUpperCase();

/** The first sample of the listing: its id and name. */
async function firstSample(page: Page): Promise<{ id: string; name: string }> {
  const listing = await (await page.request.get('/api/samples', { params: { limit: 1 } })).json();
  const sample = (listing.samples as { _id: string; name: string }[])[0];
  expect(sample).toBeTruthy();
  return { id: sample!._id, name: sample!.name };
}

/** A small real PDF, made here (one page, one line of text). */
function certificatePdf(): Buffer {
  const text = `GBI certificate ${run}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test("a designer downloads a seeded sample's technical data sheet from its page", async ({ page }) => {
  const sample = await firstSample(page);
  await page.goto(`/sample-details/${sample.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sample.name })).toBeVisible();

  const documents = page.getByRole('region', { name: 'Documents & downloads' });
  await documents.scrollIntoViewIfNeeded();
  const sheet = documents.getByRole('listitem').filter({ hasText: 'Technical data sheet' });
  await expect(sheet).toContainText(/PDF · [\d.]+ KB/);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('link', { name: /^Download Technical data sheet \(PDF, / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^SB-[A-Z]+-\d+-technical-data-sheet\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('the documents fit a phone and speak Malay on a Malay page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sample = await firstSample(page);
  await page.goto(`/ms/sample-details/${sample.id}`);
  const documents = page.getByRole('region', { name: 'Dokumen & muat turun' });
  await documents.scrollIntoViewIfNeeded();
  const link = documents.getByRole('link', { name: /^Muat turun Technical data sheet \(PDF, / });
  await expect(link).toBeVisible();
  await expect(documents.getByText(/Helaian data teknikal · PDF/)).toBeVisible();
  // nothing wider than the screen
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('staff upload a certificate to a sample, it downloads from the sample page, then they delete it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sample = await firstSample(page);
  await signInAsAdmin(page);
  await page.goto(`/admin/samples/${sample.id}`);

  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Documents & downloads' }) });
  await expect(panel.getByRole('list', { name: "The sample's documents, in the order shown" })).toContainText(
    'Technical data sheet',
  );
  const form = panel.locator('form').filter({ has: page.getByRole('heading', { name: 'Add a document' }) });
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('certificate');
  const title = `GBI certificate ${run}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByLabel('File').setInputFiles({
    name: `gbi-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: certificatePdf(),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`${title} added`)).toBeVisible();
  const item = panel.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Certificate · PDF');
  await expectAccessible(page);

  // a file that is not what its name says is refused with the server's reason
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('cad');
  await form.getByLabel('File').setInputFiles({
    name: 'plan.dwg',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ not a drawing'),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'plan.dwg could not be uploaded: The file content does not match its type. Please upload the real file.',
  );

  // the sample's page lists it after the data sheet, and it downloads as uploaded
  const shop = await page.context().newPage();
  await shop.goto(`/sample-details/${sample.id}`);
  const documents = shop.getByRole('region', { name: 'Documents & downloads' });
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(documents.getByRole('listitem').nth(1)).toContainText(title);
  const [download] = await Promise.all([
    shop.waitForEvent('download'),
    documents.getByRole('link', { name: new RegExp(`^Download ${title} \\(PDF, `) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gbi-${run}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.equals(certificatePdf())).toBe(true);
  await shop.close();

  // first, then gone after a confirmed delete
  await item.getByRole('button', { name: `Move ${title} up` }).click();
  await expect(panel.getByRole('listitem').first()).toContainText(title);
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await dialog.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText(`${title} deleted`)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
