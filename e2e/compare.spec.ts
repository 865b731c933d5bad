import { expect, type Page, test } from '@playwright/test';
import { PREMIUM } from './demo-accounts';
import { auth, expectAccessible, type Session } from './support';

// Compare (issue 17): a designer ticks four samples on the listing, a fifth is refused with the reason, the tray opens
// them side by side with the differing rows highlighted, the link opens the same comparison for someone else, and
// everything compared goes onto a board in one go.

const cardTicks = (page: Page) => page.locator('article').getByRole('checkbox', { name: /^Compare / });
// the table's column headers: the labels' column, then one per sample
const sampleHeaders = (page: Page) => page.locator('table thead').getByRole('columnheader');

/** The sample names of the first `count` cards' Compare ticks. */
async function tickFirstCards(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const tick = cardTicks(page).nth(index);
    names.push(((await tick.getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    await tick.check();
  }
  return names;
}

test('four samples compared side by side, shared by link, added to a board and to the cart together', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/samples', { waitUntil: 'networkidle' });
  const names = await tickFirstCards(page, 4);

  // the tray: what is picked, and a fifth refused with the reason
  const tray = page.getByRole('region', { name: 'Samples to compare' });
  await expect(tray.getByText('4 of 4 picked')).toBeVisible();
  await cardTicks(page).nth(4).click();
  await expect(cardTicks(page).nth(4)).not.toBeChecked();
  await expect(tray.getByRole('status')).toHaveText('You can compare up to 4 samples. Remove one to add another.');

  // the picks are the browser's: still there on the next page
  await page.reload();
  await expect(page.getByRole('region', { name: 'Samples to compare' }).getByText('4 of 4 picked')).toBeVisible();
  await page.getByRole('link', { name: 'Compare (4)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+,[\w-]+$/);
  const sharedUrl = page.url();

  // side by side, in the order picked, the rows that differ highlighted (every sample has its own SKU)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare samples' })).toBeVisible();
  const headers = sampleHeaders(page);
  for (const [index, name] of names.entries()) await expect(headers.nth(index + 1)).toContainText(name);
  const skuRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^SKU/ }) });
  await expect(skuRow).toHaveAttribute('data-differs', 'true');
  await expect(skuRow.getByRole('rowheader')).toContainText('(differs)');
  await expectAccessible(page);

  // only the differences: every row left differs
  await page.getByRole('checkbox', { name: 'Show only differences' }).check();
  const valueRows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const rowCount = await valueRows.count();
  expect(rowCount).toBeGreaterThan(0);
  for (let index = 0; index < rowCount; index++) await expect(valueRows.nth(index)).toHaveAttribute('data-differs');

  // the link, opened fresh by a colleague, shows the same four; a sample taken out leaves the link
  const colleague = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const colleaguePage = await colleague.newPage();
  await colleaguePage.goto(sharedUrl);
  const colleagueHeaders = sampleHeaders(colleaguePage);
  for (const [index, name] of names.entries()) await expect(colleagueHeaders.nth(index + 1)).toContainText(name);
  await expect(colleaguePage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await colleaguePage.getByRole('button', { name: `Remove ${names[3]} from the comparison` }).click();
  await expect(colleaguePage).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
  await expect(sampleHeaders(colleaguePage)).toHaveCount(4);
  await expectAccessible(colleaguePage);
  await colleague.close();

  // all four onto a board: a premium designer with a project board, signed in from the board panel
  const login = await request.post('/api/auth/login', { data: { email: PREMIUM.email, password: PREMIUM.password } });
  const session = (await login.json()) as Session;
  const boardName = `Compared finishes ${Date.now().toString(36)}`;
  const created = await request.post('/api/projects', {
    headers: auth(session),
    data: {
      name: `Kemang Villa ${Date.now().toString(36)}`,
      projectType: 'Residential',
      projectValue: 250000,
      boards: [{ name: boardName }],
    },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { _id: string; boards: { _id: string; name: string }[] };

  await page.getByRole('button', { name: 'ADD ALL TO BOARD' }).click();
  await page.getByRole('dialog', { name: 'Add to board' }).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /login/i });
  await dialog.getByLabel('Email').fill(PREMIUM.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PREMIUM.password);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'ADD ALL TO BOARD' }).click();
  await page
    .getByRole('dialog', { name: 'Add to board' })
    .getByRole('button', { name: new RegExp(boardName) })
    .click();
  await expect(page.getByText('4 samples added to the board.')).toBeVisible();

  const board = project.boards.find((item) => item.name === boardName)!;
  const boardAnswer = await request.get(`/api/projects/board/${board._id}`, { headers: auth(session) });
  const boardSamples = ((await boardAnswer.json()) as { samples: { name: string }[] }).samples.map(
    (sample) => sample.name,
  );
  expect(boardSamples.sort()).toEqual([...names].sort());

  // and those in stock into the cart, one of each (the cart is emptied again for the journeys that follow)
  const inStockNames = (
    await Promise.all(
      new URL(sharedUrl).searchParams
        .get('ids')!
        .split(',')
        .map(async (id) => (await (await request.get(`/api/samples/${id}`)).json()) as { name: string; stock: number }),
    )
  ).filter((sample) => sample.stock > 0);
  await page.getByRole('button', { name: 'ADD ALL TO CART' }).click();
  await expect(page.getByText(`${inStockNames.length} samples added to cart.`)).toBeVisible();
  const cart = (await (await request.get('/api/cart-samples/user-cart', { headers: auth(session) })).json()) as {
    samples: { sampleId: { name: string }; quantity: number }[];
  };
  for (const sample of inStockNames)
    expect(cart.samples.find((line) => line.sampleId.name === sample.name)?.quantity).toBeGreaterThanOrEqual(1);
  await request.delete('/api/cart-samples/clear', { headers: auth(session) });
});

test('a link with unknown, repeated and bad entries shows the rest and says what was left out', async ({
  page,
  request,
}) => {
  const listing = (await (await request.get('/api/samples?limit=2')).json()) as {
    samples: { _id: string; name: string }[];
  };
  const [first, second] = listing.samples as [{ _id: string; name: string }, { _id: string; name: string }];
  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/compare?ids=${first._id},not-a-sample,${first._id},${unknown},${second._id}`);
  await expect(sampleHeaders(page)).toHaveCount(3);
  await expect(page.getByText('1 sample in this link no longer exists and is not shown.')).toBeVisible();
  await expect(page.getByText('1 entry in this link is not a sample and was left out.')).toBeVisible();
  await expect(page.getByText('A sample listed twice is shown once.')).toBeVisible();

  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse samples' }).first()).toBeVisible();
});

test('on a phone the tray and the comparison fit the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/samples', { waitUntil: 'networkidle' });
  await tickFirstCards(page, 2);
  const tray = page.getByRole('region', { name: 'Samples to compare' });
  const box = await tray.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await tray.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(sampleHeaders(page)).toHaveCount(3);
  // the page itself does not scroll sideways; the table does, inside its own box
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await context.close();
});
