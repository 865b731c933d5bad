import { expect, type Page, test } from '@playwright/test';

// Search as a designer uses it: a SKU from a sample's page typed into the header finds that sample first; a misspelt
// material shows the catalogue's closest spellings and says so; "Best match" is the order while searching.

const cards = (page: Page) => page.getByRole('region', { name: 'Samples' }).locator('article');

type Sample = { _id: string; name: string; sku: string };

async function searchFromHeader(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Search samples' }).first();
  await search.getByRole('searchbox').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

test('a SKU typed into the header finds its sample first, under "Best match"', async ({ page, request }) => {
  const listing = await request.get('/api/samples?limit=15&page=3');
  const sample = ((await listing.json()).samples as Sample[])[4] as Sample;
  await page.goto('/');
  await searchFromHeader(page, sample.sku);
  await expect(page).toHaveURL(/\/samples\?search=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${sample.sku}”`);
  await expect(cards(page).first()).toContainText(sample.name);
  await expect(page.getByRole('combobox', { name: /sort/i }).first()).toHaveValue('best_match');
  // its beginning finds it among the first too
  await searchFromHeader(page, sample.sku.slice(0, -1));
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: sample.name })).toHaveCount(1);
});

test('a misspelt material shows its closest spelling, and says there was no exact match', async ({ page }) => {
  await page.goto('/samples?search=marbel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No exact matches for “marbel”, showing similar');
  await expect(cards(page).first()).toContainText(/marble/i);
  // a word the catalogue has nothing like finds nothing, and says so plainly
  await page.goto('/samples?search=xylophone');
  await expect(page.getByText(/no samples/i).first()).toBeVisible();
});
