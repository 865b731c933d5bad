import { expect, test } from '@playwright/test';

test('a visitor goes from home to the catalogue and opens a sample', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /browse samples/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/samples/);

  const cards = page.getByRole('main').locator('article');
  await expect(cards).toHaveCount(15);
  const firstImage = cards.first().getByRole('img').first();
  await expect(firstImage).toBeVisible();
  // the image really loaded, it is not a broken placeholder
  await expect
    .poll(() =>
      firstImage.evaluate((element) => {
        const image = element as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      }),
    )
    .toBe(true);

  const name = (await cards.first().getByRole('heading').textContent())?.replace(/\s*\(out of stock.*$/i, '').trim();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/sample-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(name ?? '.', 'i'));
});

test('deep links serve the app and unknown API paths answer JSON', async ({ page, request }) => {
  for (const path of ['/brands', '/about', '/samples?page=2']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.any(String) });
  const bad = await request.get('/api/samples?filters={bad');
  expect(bad.status()).toBe(400);
});
