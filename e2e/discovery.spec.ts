import { expect, type Page, type Request, test } from '@playwright/test';
import { blocksPng } from './png';
import { expectAccessible } from './support';

// Discovery on the listing (issue 17): a photo's colour or a hex code lists the samples of that colour first, each card
// showing how close it is; counted facets narrow the list, each option's count the listing's total once chosen; on a
// phone too.

type Sample = { _id: string; name: string; color: { colorHex: string | null } };

/** A colour a seeded sample has: the demo's samples carry their colour as a hex code. */
async function aSeededColour(page: Page): Promise<string> {
  const response = await page.request.get('/api/samples?limit=60&sort=newest_first');
  expect(response.ok()).toBe(true);
  const { samples } = (await response.json()) as { samples: Sample[] };
  const hex = samples.map((sample) => sample.color.colorHex).find((colour) => colour && /^#[0-9a-f]{6}$/i.test(colour));
  expect(hex).toBeTruthy();
  return (hex as string).toUpperCase();
}

const cards = (page: Page) => page.locator('main article');
type Filters = ReturnType<Page['getByRole']>;

/** Opens the filter column's Match a colour section, whose controls load as it opens. */
async function openColourMatch(filters: Filters) {
  await filters.getByText('Match a colour', { exact: true }).click();
  await expect(filters.getByRole('textbox', { name: 'Hex code' })).toBeVisible();
}

/** Brings the specification filters into view: they load as their place nears the screen. */
async function revealSpecFilters(filters: Filters) {
  const place = filters.locator('[data-filter="specs"], [data-filter="certifications"]').first();
  await expect(place).toBeAttached();
  await place.scrollIntoViewIfNeeded();
  await expect(filters.locator('[data-filter="certifications"]')).toBeAttached();
}
const closeness = (page: Page) => cards(page).first().locator('[data-colour-distance]');

/** The listing's results say this many samples. */
async function expectListed(page: Page, count: number) {
  await expect(page.getByText(new RegExp(`^${count.toLocaleString('en')} samples?$`))).toBeVisible();
}

test('match from a photo: its colours found in the browser, a tap lists that colour’s samples first', async ({
  page,
}) => {
  const target = await aSeededColour(page);
  const others = ['#1D3557', '#E63946', '#F1FAEE'].filter((hex) => hex !== target) as [string, string, string];
  const photo = blocksPng([target, ...others]);

  await page.goto('/samples');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await openColourMatch(filters);
  await filters.getByRole('button', { name: 'Match from a photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match a colour from a photo' });
  await expect(dialog).toContainText('The photo is never uploaded.');

  // nothing leaves the browser while the photo is read: no request to a server but for the dialog's own code (the
  // thumbnail is the photo's blob: address, read in the page)
  const sent: Request[] = [];
  const record = (request: Request) => {
    if (request.url().startsWith('blob:')) return;
    if (request.method() !== 'GET' || !new URL(request.url()).pathname.startsWith('/assets/')) sent.push(request);
  };
  page.on('request', record);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'mood-board.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  const swatches = dialog.getByRole('button', { name: /^List samples close to #/ });
  await expect(swatches.first()).toBeVisible();
  expect(await swatches.count()).toBeGreaterThanOrEqual(4);
  expect(await swatches.count()).toBeLessThanOrEqual(5);
  // the photo's largest colour first, exactly as drawn
  await expect(swatches.first()).toHaveAttribute('data-swatch', target);
  page.off('request', record);
  expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  await expectAccessible(page);

  await swatches.first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`nearColor=${target.slice(1)}`));
  // the closest first: a sample of exactly that colour, said to be the same colour, beside the asked one
  await expect(closeness(page)).toHaveAttribute('data-colour-distance', '0');
  await expect(closeness(page)).toHaveAttribute('data-sample-colour', new RegExp(`^${target}$`, 'i'));
  await expect(closeness(page)).toContainText('Same colour');
  await expect(page.getByLabel('Sort by').first()).toHaveValue('closest_color');
});

test('a hex code: refused when it is none, else the closest samples first, and cleared back to the listing', async ({
  page,
}) => {
  const target = await aSeededColour(page);
  await page.goto('/samples');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await openColourMatch(filters);
  const field = filters.getByRole('textbox', { name: 'Hex code' });

  await field.fill('#C8B8ZZ');
  await field.press('Enter');
  await expect(filters.getByRole('alert')).toHaveText('Enter a hex code of 6 digits (0-9, A-F), such as #C8B89A.');
  await expect(page).not.toHaveURL(/nearColor=/);

  await field.fill(target.toLowerCase().slice(1));
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`nearColor=${target.slice(1)}`));
  await expect(field).toHaveValue(target);
  await expect(closeness(page)).toHaveAttribute('data-colour-distance', '0');
  // every card listed is within the match's distance, closest first
  const distances = (await cards(page)
    .locator('[data-colour-distance]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-colour-distance'))))) as number[];
  expect(distances.length).toBeGreaterThan(0);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(Math.max(...distances)).toBeLessThanOrEqual(0.1);
  await expectAccessible(page);

  // its chip clears it: the listing as before, no closeness on the cards
  await page.getByRole('button', { name: `Remove filter: Near ${target}` }).click();
  await expect(page).not.toHaveURL(/nearColor=/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-colour-distance]')).toHaveCount(0);
  await expect(page.getByLabel('Sort by').first()).toHaveValue('availability_first');
});

type FacetOption = { value: string; count: number; approximate: boolean };

/** A certification some samples hold, with its count for the whole catalogue. */
async function aHeldCertification(page: Page): Promise<FacetOption> {
  const response = await page.request.get('/api/samples/facets');
  expect(response.ok()).toBe(true);
  const { counts } = (await response.json()) as { counts: Record<string, FacetOption[]> };
  const held = (counts.certifications ?? []).filter((option) => option.count > 0).sort((a, b) => b.count - a.count);
  expect(held.length).toBeGreaterThan(0);
  return held[0] as FacetOption;
}

const SCHEME_LABELS: Record<string, string> = {
  gbi: 'GBI (Green Building Index)',
  myhijau: 'MyHIJAU',
  'sirim-qas': 'SIRIM QAS',
  'sg-green-label': 'Singapore Green Label',
  fsc: 'FSC',
  greenguard: 'GREENGUARD',
  'cradle-to-cradle': 'Cradle to Cradle',
  declare: 'Declare',
  epd: 'EPD (Environmental Product Declaration)',
};

async function narrowByCertification(page: Page, filters: Filters) {
  const held = await aHeldCertification(page);
  await revealSpecFilters(filters);
  const label = SCHEME_LABELS[held.value] ?? held.value;
  const checkbox = filters.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
  // the option says how many samples it lists
  await expect(checkbox).toHaveAccessibleName(new RegExp(`${held.count.toLocaleString('en')} samples?`));
  await checkbox.check();
  await expect(page).toHaveURL(new RegExp(`certifications=${held.value}`));
  // and the listing then lists that many
  await expectListed(page, held.count);
  const listing = await page.request.get(
    `/api/samples?filters=${encodeURIComponent(JSON.stringify({ certifications: [held.value] }))}`,
  );
  expect(((await listing.json()) as { totalSamples: number }).totalSamples).toBe(held.count);
  await expect(page.getByRole('button', { name: `Remove filter: ${label}` })).toBeVisible();
  return { held, label, checkbox };
}

test('a counted certification narrows the list to its count; options that would list none are disabled', async ({
  page,
}) => {
  await page.goto('/samples');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await narrowByCertification(page, filters);

  // with the certification chosen, a facet option no such sample has is disabled, not hidden
  const disabled = filters.locator('[data-filter="slipRatings"] input[type="checkbox"]:disabled');
  const all = filters.locator('[data-filter="slipRatings"] input[type="checkbox"]');
  await expect(all).toHaveCount(5);
  const counts = await filters
    .locator('[data-filter="slipRatings"] [data-facet-count]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-facet-count'))));
  expect(counts).toHaveLength(5);
  await expect(disabled).toHaveCount(counts.filter((count) => count === 0).length);
  await expectAccessible(page);

  // Clear all clears the specifications too
  await filters.getByRole('button', { name: /^Clear all/ }).click();
  await expect(page).not.toHaveURL(/certifications=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the filters open, a certification narrows the list, a hex code matches, and the page does not scroll sideways', async ({
    page,
  }) => {
    const target = await aSeededColour(page);
    await page.goto('/samples');
    await page.getByRole('button', { name: /^FILTERS/ }).click();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await revealSpecFilters(filters);
    // the less-used specifications start folded on a phone
    await expect(filters.locator('[data-filter="vocLevels"]')).not.toHaveAttribute('open', '');
    await expect(filters.locator('[data-filter="certifications"]')).toHaveAttribute('open', '');
    await narrowByCertification(page, filters);

    await openColourMatch(filters);
    await filters.getByRole('textbox', { name: 'Hex code' }).fill(target);
    await filters.getByRole('button', { name: 'Match', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`nearColor=${target.slice(1)}`));
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: `Remove filter: Near ${target}` })).toBeVisible();
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
