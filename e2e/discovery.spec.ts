import { deflateSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
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

// a PNG written here: blocks of flat colour (zlib's deflate and a CRC-32 table, no image library needed)
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A `size`×`size` PNG of four quarters, one colour each (`#RRGGBB`), the first the largest share: half the picture. */
function blocksPng(colours: [string, string, string, string], size = 120): Buffer {
  const rgb = colours.map((hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      // the left half the first colour, the right half's three quarters the others
      const block = x < size / 2 ? 0 : y < size / 3 ? 1 : y < (2 * size) / 3 ? 2 : 3;
      const [r = 0, g = 0, b = 0] = rgb[block] ?? [];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
