import { expect, type Page, test } from '@playwright/test';
import { ADMIN, PREMIUM } from './demo-accounts';
import { expectAccessible } from './support';

// A brand's store (issue 18): who the brand is, its certifications and contacts, then its samples with the listing's
// filters, sort and pages, the brand fixed; rendered by the server in both languages.

type Store = {
  _id: string;
  name: string;
  sampleCount: number;
  certifications: Array<{ scheme: string; samples: number }>;
  contact: { website: string | null; email: string | null; phone: { display: string; dial: string } | null };
};

const cards = (page: Page) => page.getByRole('region', { name: 'Samples', exact: true }).locator('article');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How many of the brand's samples a listing query finds, as the API counts them. */
async function countOf(page: Page, brandId: string, filters: Record<string, unknown> = {}): Promise<number> {
  const query = new URLSearchParams({ manufacturer: brandId, limit: '1', filters: JSON.stringify(filters) });
  const response = await page.request.get(`/api/samples?${query}`);
  return ((await response.json()) as { totalSamples: number }).totalSamples;
}

/** A brand with more than a page of samples and a certification, so every part of its store shows. */
async function busyBrand(page: Page): Promise<Store> {
  const response = await page.request.get('/api/organizations?type=BRAND&withSampleCount=true');
  const { organizations } = (await response.json()) as { organizations: Array<{ _id: string; sampleCount: number }> };
  for (const brand of organizations.sort((a, b) => b.sampleCount - a.sampleCount)) {
    const store = (await (await page.request.get(`/api/brands/${brand._id}/store`)).json()) as Store;
    if (store.sampleCount > 15 && store.certifications.length > 0) return store;
  }
  throw new Error('the demo catalogue has no brand with more than 15 samples and a certification');
}

const samplesLabel = (count: number) => `${count} ${count === 1 ? 'sample' : 'samples'}`;

test.describe('a brand’s store', () => {
  test('opens from a sample’s page, shows the brand, and filters, sorts and pages its samples', async ({ page }) => {
    const store = await busyBrand(page);
    const first = await page.request.get(`/api/samples?manufacturer=${store._id}&limit=1`);
    const [sample] = ((await first.json()) as { samples: Array<{ _id: string }> }).samples;
    await page.goto(`/sample-details/${sample?._id}`);
    await page.locator(`a[href="/supplier-store/${store._id}"]`).click();

    await expect(page).toHaveURL(new RegExp(`/supplier-store/${store._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name);
    await expect(page).toHaveTitle(`${store.name}: material samples — Samplebank`);
    const contact = page.getByRole('region', { name: 'Contact' });
    if (store.contact.email)
      await expect(contact.getByRole('link', { name: store.contact.email })).toHaveAttribute(
        'href',
        `mailto:${store.contact.email}`,
      );
    if (store.contact.phone)
      await expect(contact.getByRole('link', { name: store.contact.phone.display })).toHaveAttribute(
        'href',
        `tel:${store.contact.phone.dial}`,
      );
    const certifications = page.getByRole('region', { name: 'Certifications' });
    await expect(certifications.getByRole('link')).toHaveCount(store.certifications.length);

    const samples = page.getByRole('region', { name: `Samples from ${store.name}` });
    const count = samples.getByText(/^\d+ samples?$/);
    await expect(count).toHaveText(samplesLabel(store.sampleCount));
    await expect(cards(page)).toHaveCount(15);
    // the brand is the store's own: no brand filter, no chip, not counted as a filter
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'In stock' })).toBeVisible();
    await expect(filters.locator('[data-filter="brand"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Clear all/ })).toHaveCount(0);

    await filters.getByRole('checkbox', { name: 'In stock' }).check();
    await expect(page).toHaveURL(new RegExp(`/supplier-store/${store._id}\\?availability=in-stock$`));
    await expect(count).toHaveText(samplesLabel(await countOf(page, store._id, { availability: ['in-stock'] })));
    await expect(page.getByRole('button', { name: 'Clear all (1)' }).first()).toBeVisible();

    await page.getByLabel('Sort by').first().selectOption('product_name_asc');
    await expect(page).toHaveURL(/sort=product_name_asc/);
    await expect
      .poll(async () => {
        const names = (await cards(page).getByRole('heading').allTextContents()).map((name) => name.toLowerCase());
        return names.every((name, index) => index === 0 || name.localeCompare(names[index - 1] ?? name) >= 0);
      })
      .toBe(true);

    // Clear all leaves the store's own samples, all of them
    await page
      .getByRole('button', { name: /Clear all/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/supplier-store/${store._id}\\?sort=product_name_asc$`));
    await expect(count).toHaveText(samplesLabel(store.sampleCount));

    // a certification lists the samples that hold it, below
    const [certification] = store.certifications;
    await certifications.getByRole('link').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/supplier-store/${store._id}\\?certifications=${certification?.scheme}#store-samples$`),
    );
    await expect(count).toHaveText(samplesLabel(certification?.samples ?? 0));
    await expect(samples.getByRole('heading', { level: 2, name: `Samples from ${store.name}` })).toBeInViewport();

    // the pages stay in the store
    await page.goto(`/supplier-store/${store._id}`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier-store/${store._id}\\?page=2$`));
    await expect(cards(page)).toHaveCount(Math.min(15, store.sampleCount - 15));
    await expect(page).toHaveTitle(`${store.name}: material samples, page 2 — Samplebank`);
  });

  test('the server’s page carries the brand’s name in an h1, a canonical link, its alternates and its Organization', async ({
    page,
  }) => {
    const store = await busyBrand(page);
    const response = await page.request.get(`/supplier-store/${store._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(store.name)}</h1>`));
    expect(html).toMatch(
      new RegExp(`<link data-server-head="" rel="canonical" href="http[^"]*/supplier-store/${store._id}"/>`),
    );
    expect(html).toMatch(
      new RegExp(
        `<link data-server-head="" rel="alternate" hrefLang="ms" href="http[^"]*/ms/supplier-store/${store._id}"/>`,
        'i',
      ),
    );
    expect(html).toMatch(/<meta data-server-head="" name="description" content="[^"]{40,}"\/>/);
    const structured = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    expect(structured.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: store.name });
    // the first page of its samples, before any script runs
    expect((html.match(/<article/g) ?? []).length).toBe(15);

    const malay = await page.request.get(`/ms/supplier-store/${store._id}?page=2`);
    expect(malay.status()).toBe(200);
    const malayHtml = await malay.text();
    expect(malayHtml).toContain('<html lang="ms"');
    expect(malayHtml).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(store.name)}</h1>`));
    expect(malayHtml).toMatch(new RegExp(`rel="canonical" href="http[^"]*/ms/supplier-store/${store._id}\\?page=2"`));
    expect(malayHtml).toContain('Hubungi');
  });

  test('an id that is no brand’s is the site’s not-found page, answered 404', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: PREMIUM.email, password: PREMIUM.password },
    });
    const { user } = (await login.json()) as { user: { organizationId?: string | null } };
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-an-id'];
    // a buyer's company is not a brand: nothing of it shows
    if (user.organizationId) ids.push(user.organizationId);
    for (const id of ids) {
      const response = await page.request.get(`/supplier-store/${id}`);
      expect(response.status(), id).toBe(404);
      const html = await response.text();
      expect(html, id).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, id).not.toContain('rel="canonical"');
    }
    await page.goto('/supplier-store/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a brand that lists no samples yet says so, and leads to the catalogue', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/organizations/admin', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `Tanpa Sampel ${Date.now()}`, type: 'BRAND', description: 'Handmade tiles, coming soon.' },
    });
    expect(created.status()).toBe(201);
    const brand = (await created.json()) as { _id: string; name: string };
    await page.goto(`/supplier-store/${brand._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await expect(page.getByRole('heading', { level: 2, name: 'No samples listed yet' })).toBeVisible();
    await expect(page.getByText('has not listed its contact details yet')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all samples' }).click();
    await expect(page).toHaveURL(/\/samples$/);
  });

  for (const width of [1440, 390]) {
    test(`hydrates at ${width} px without an error or a second fetch, fits the screen and passes axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const store = await busyBrand(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/'))
          asked.push(`${url.pathname}${url.search}`);
      });
      await page.goto(`/supplier-store/${store._id}`, { waitUntil: 'networkidle' });
      expect(problems).toEqual([]);
      // the store and its samples came with the page; only the filters' category tree (once drawn) and the next
      // page's samples (ahead of a Next click) are asked for
      const again = asked.filter(
        (request) =>
          !request.startsWith('/api/sample-categories') && !/^\/api\/samples\?page=2&after=[^&]+&/.test(request),
      );
      expect(again).toEqual([]);
      const scrollWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    });
  }
});
