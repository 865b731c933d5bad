import { expect, type Page, test } from '@playwright/test';
import { PREMIUM } from './demo-accounts';

// The public pages as a search engine, a link preview and a phone first receive them: the server's HTML, before any
// script runs; then the same pages hydrated in the browser.

type Listed = { _id: string; name: string; sku: string; manufacturerId: { _id: string; name: string } };

async function firstSample(page: Page): Promise<Listed> {
  const response = await page.request.get('/api/samples?limit=1');
  return ((await response.json()) as { samples: Listed[] }).samples[0] as Listed;
}

/** The JSON-LD objects of an HTML document. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

/** The first segment of each query key the server sent with its page (its `samplebank-queries` block). */
function sentQueryRoots(html: string): string[] {
  const block = html.match(/<script type="application\/json" id="samplebank-queries">([^<]*)<\/script>/)?.[1];
  const { queries } = JSON.parse(block ?? '{"queries":[]}') as { queries: Array<{ queryKey: unknown[] }> };
  return queries.map((query) => query.queryKey.join('/'));
}

/**
 * The lookups a page may ask for once it has taken over, for controls only someone using the page needs (the
 * header's categories, the filters' brands), each with the query the server would have sent it as.
 */
const LOOKUPS_AFTER_HYDRATION: Record<string, string> = {
  '/api/sample-categories': 'sample-categories',
  '/api/organizations': 'organizations/brands',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test.describe('the server’s first answer', () => {
  test('a sample page carries its name, brand, specifications and metadata before any script runs', async ({
    page,
  }) => {
    const sample = await firstSample(page);
    const response = await page.request.get(`/sample-details/${sample._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(sample.name)}</h1>`));
    expect(html).toContain(escapeHtml(sample.manufacturerId.name));
    expect(html).toContain(sample.sku);
    expect(html).toContain(`<title data-server-head="">${escapeHtml(sample.name)} — `);
    expect(html).toMatch(/<link data-server-head="" rel="canonical" href="[^"]*\/sample-details\/[^"]+"\/>/);
    expect(html).toMatch(/<meta data-server-head="" property="og:image" content="http[^"]+"\/>/);
    const product = jsonLdOf(html).find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: sample.name, sku: sample.sku, brand: { name: sample.manufacturerId.name } });
    // what the page fetched travels with it, so the browser does not ask again
    expect(html).toContain('<script type="application/json" id="samplebank-queries">');
    // React's inline scripts carry this response's nonce, which its content security policy allows
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // scripts stay strict: no 'unsafe-inline' for them
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
    for (const script of html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g))
      expect(script[0]).toContain(`nonce="${nonce}"`);
  });

  test('reads whole in a browser that runs no script, on a phone too', async ({ browser, page }) => {
    const sample = await firstSample(page);
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const visitor = await context.newPage();
      await visitor.goto(`/sample-details/${sample._id}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(sample.name, { ignoreCase: true });
      await visitor.goto('/samples');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('All samples');
      await expect(visitor.getByRole('region', { name: 'Samples' }).locator('article')).toHaveCount(15);
      await context.close();
    }
  });

  test('a listing carries its first page of cards, its canonical address and its item list', async ({ page }) => {
    const response = await page.request.get('/samples?sort=price_low_to_high&page=2');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(15);
    expect(html).toMatch(/rel="canonical" href="[^"]*\/samples\?page=2"/);
    const list = jsonLdOf(html).find((item) => item['@type'] === 'ItemList') as {
      itemListElement: Array<{ position: number }>;
    };
    expect(list.itemListElement[0]?.position).toBe(16);
  });

  test('only real pages answer 200', async ({ page }) => {
    expect((await page.request.get('/no-such-page')).status()).toBe(404);
    const missing = await page.request.get('/sample-details/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    // the not-found page itself, not its loading skeleton
    const missingHtml = await missing.text();
    expect(missingHtml).toMatch(/<h1[^>]*>Sample not found<\/h1>/);
    expect(missingHtml).not.toContain('Loading...');
    // a brand's store is a page of its own (issue 18), not a redirect to its samples; an id that is no brand's is not
    const sample = await firstSample(page);
    const store = await page.request.get(`/supplier-store/${sample.manufacturerId._id}`, { maxRedirects: 0 });
    expect(store.status()).toBe(200);
    expect(await store.text()).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(sample.manufacturerId.name)}</h1>`));
    const noStore = await page.request.get('/supplier-store/00000000-0000-4000-8000-000000000000');
    expect(noStore.status()).toBe(404);
    expect(await noStore.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    // the old addresses moved for good: a permanent redirect, not a page that sends the browser on once it runs
    for (const [from, to] of [
      ['/products', '/samples'],
      ['/about', '/about-us'],
      ['/privacy', '/privacy-policy'],
    ] as const) {
      const moved = await page.request.get(from, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(301);
      expect(moved.headers().location, from).toBe(to);
    }
    for (const path of ['/', '/brands', '/faq', '/about-us', '/how-to-sample', '/privacy-policy', '/blog']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      // each with its own description and canonical address
      const html = await response.text();
      expect(html, path).toMatch(/<meta data-server-head="" name="description" content="[^"]{40,}"\/>/);
      expect(html, path).toMatch(new RegExp(`<link data-server-head="" rel="canonical" href="[^"]*${path}"/>`));
    }
  });
});

test.describe('hydration', () => {
  for (const width of [1440, 390]) {
    test(`the public pages hydrate at ${width} px without an error or a second fetch of their data`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const sample = await firstSample(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      // each data request with the page that made it: on a busy machine the previous page can still be taking over
      // (and asking for its lookups) when the next is opened
      const asked: Array<{ request: string; from: string }> = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // a data request reads (a sample page's view beacon, a POST, reads nothing)
        if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/'))
          asked.push({ request: `${url.pathname}${url.search}`, from: new URL(page.url()).pathname });
      });
      for (const path of ['/', '/samples', `/sample-details/${sample._id}`, '/brands', '/faq']) {
        asked.length = 0;
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        // the listing then fetches its next page ahead of a Next click (page 2 after the last card shown): once
        const isNextPagePrefetch = (request: string) =>
          path === '/samples' && /^\/api\/samples\?page=2&after=[^&]+&/.test(request);
        const prefetched = asked.filter((entry) => entry.from === path && isNextPagePrefetch(entry.request));
        expect(prefetched.length, 'the listing fetches its next page once at most').toBeLessThanOrEqual(1);
        const dataRequests = asked
          .filter((entry) => entry.from === path && !isNextPagePrefetch(entry.request))
          .map((entry) => entry.request);
        const sent = sentQueryRoots((await response?.text()) ?? '');
        expect(problems, path).toEqual([]);
        // nothing the server sent is asked for again; only the lookups left for later are asked for, once each
        for (const request of dataRequests) {
          const query = LOOKUPS_AFTER_HYDRATION[request.split('?')[0] ?? ''];
          expect(query, `${path} asked for ${request}`).toBeDefined();
          expect(sent, `${path} asked again for ${request}`).not.toContain(query);
        }
        expect(
          dataRequests.filter((request, index) => dataRequests.indexOf(request) !== index),
          `${path} asked twice`,
        ).toEqual([]);
        // one title and one canonical link: the server's copies gave way to the page's own
        expect(await page.locator('title').count(), path).toBe(1);
      }
      // the hydrated listing still filters and pages
      await page.goto('/samples');
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
    });
  }

  /** Holds the app's code (src/main.tsx's chunk) until the returned function is called. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a tap made before the app has taken over is done once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a search typed and sent before the app has taken over searches once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search samples' }).first();
    await search.getByRole('searchbox').fill('oak');
    await search.getByRole('button', { name: 'Search' }).click();
    // kept, not sent by the browser as a form of its own
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page).toHaveURL(/\/samples\?search=oak/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “oak”');
  });

  test('a listing’s search box shows its search from the server, and what is typed before the app takes over is kept', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/samples?search=marbel');
    const search = page.getByRole('search', { name: 'Search samples' }).first();
    const box = search.getByRole('searchbox');
    await expect(box).toHaveValue('marbel');
    await box.fill('marble');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No exact matches for “marbel”, showing similar');
    // the app has taken over (the category list, left for then, is filled): the box keeps the visitor's words, and
    // Enter searches them
    await expect(search.getByRole('combobox').locator('option')).not.toHaveCount(1);
    await expect(box).toHaveValue('marble');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/samples\?search=marble$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “marble”');
    // moving to another page sets the box from its address again
    await page.goto('/samples');
    await expect(box).toHaveValue('');
  });

  test('an unknown sample’s 404 page hydrates as the server sent it, without asking again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/samples/')) asked.push(request.url());
    });
    const response = await page.goto('/sample-details/00000000-0000-4000-8000-000000000000', {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sample not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all samples' })).toBeVisible();
    // the browser logs the 404 document itself; anything else is a hydration problem
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('a signed-in member sees their own header on a server-rendered page', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: PREMIUM });
    const { token, user } = (await login.json()) as { token: string; user: { name: string } };
    await page.goto('/faq');
    await page.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))})`,
    );
    await page.goto('/samples');
    // the server rendered the page for a visitor; the hydrated page shows who is signed in
    await expect(
      page.getByRole('button', { name: `Account menu for ${user.name}`, exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });
});
