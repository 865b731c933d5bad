import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { drawnText } from '../apps/api/src/test/pdf-text';
import { PREMIUM } from './demo-accounts';

// Issue 19's client approvals: an owner shares a board with a client, the client (no account, on a phone) approves
// two samples and rejects one with a comment, and the owner sees "2 of 3 approved", adds the approved to the cart and
// downloads the board as a PDF, which the test opens.

type Sample = { _id: string; name: string; stock: number };

test('an owner shares a board, the client decides on a phone, the owner orders the approved and gets the PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const boardName = `Living room ${suffix}`;

  const login = await request.post('/api/auth/login', { data: { email: PREMIUM.email, password: PREMIUM.password } });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  const headers = { Authorization: `Bearer ${session.token}` };
  const listing = await request.get('/api/samples?limit=30');
  const inStock = ((await listing.json()).samples as Sample[]).filter((sample) => sample.stock > 0);
  const [first, second, third] = inStock as [Sample, Sample, Sample];
  const created = await request.post('/api/projects', {
    headers,
    data: {
      name: `Damansara house ${suffix}`,
      projectType: 'Residential',
      projectValue: 250000,
      boards: [{ name: boardName, sampleIds: [first._id, second._id, third._id] }],
    },
  });
  expect(created.status()).toBe(201);
  const project = await created.json();
  const boardUrl = `/project/${project._id}/board/${project.boards[0]._id}`;

  // the owner shares the board from its page
  // signed in the way the app is after its login dialog: token and user in localStorage
  await page.addInitScript(
    `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
  );
  await page.goto(boardUrl);
  await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await page.getByRole('button', { name: 'Share with client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with client' });
  await dialog.getByLabel(/Client name/).fill('Puan Aisyah');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByLabel('The new share link').inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Puan Aisyah')).toBeVisible();
  await page.keyboard.press('Escape');

  // the client opens it on a phone, without an account
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  await client.goto(new URL(link).pathname);
  await expect(client.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await expect(client.getByText('Prepared for Puan Aisyah')).toBeVisible();
  await client.waitForLoadState('networkidle');
  const cards = client.locator('article article');
  await expect(cards).toHaveCount(3);
  const decide = async (index: number, choice: string, comment?: string) => {
    const card = cards.nth(index);
    await card.getByText(choice, { exact: true }).click();
    const name = card.getByLabel(/Your name/);
    if (!(await name.inputValue())) await name.fill('Aisyah');
    if (comment) await card.getByLabel(/Comment/).fill(comment);
    await card.getByRole('button', { name: 'Send decision' }).click();
    await expect(card.getByRole('button', { name: 'Change my decision' })).toBeVisible();
  };
  await decide(0, 'Approve');
  await decide(1, 'Approve');
  await decide(2, 'Reject', 'Too dark for the room');
  await expect(client.getByText('2 of 3 approved')).toBeVisible();
  await expect(cards.nth(2).getByText('“Too dark for the room”')).toBeVisible();
  await phone.close();

  // the owner sees where the board stands and adds exactly the approved samples to the cart
  await page.reload();
  await expect(page.getByText('2 of 3 approved')).toBeVisible();
  await page.getByRole('button', { name: 'Add approved to cart' }).click();
  await expect(page.getByText(`The approved samples from ${boardName} have been added to your cart.`)).toBeVisible();
  const cart = await (await request.get('/api/cart-samples/user-cart', { headers })).json();
  const inCart = (cart.samples as { sampleId: { _id: string } }[]).map((line) => line.sampleId._id);
  expect(inCart).toEqual(expect.arrayContaining([first._id, second._id]));
  expect(inCart).not.toContain(third._id);

  // the owner hands the client a presentation: a cover, then a page per sample with where the client stands on it
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as PDF' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(`${boardName}.pdf`);
  const pdf = readFileSync(await pdfDownload.path());
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(4);
  const text = drawnText(pdf);
  // a long name is drawn on two lines
  const words = text.replace(/\s+/g, ' ');
  for (const expected of [boardName, `Damansara house ${suffix}`, first.name, second.name, third.name, 'Page 4 of 4'])
    expect(words).toContain(expected);
  expect(text.match(/^Approved$/gm)).toHaveLength(2);
  expect(text).toContain('Rejected');
  expect(text).toContain('“Too dark for the room”');
});
