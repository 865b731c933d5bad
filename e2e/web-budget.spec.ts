import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response, test } from '@playwright/test';

// DESIGN.md §8: initial JavaScript for `/` and `/samples` <= 170 KB gzipped, no chunk over 100 KB.
const initialBudgetKb = 170;
const chunkBudgetKb = 100;

/** Every script the page loads until it settles, with its gzipped size and the encoding it was sent with. */
async function loadScripts(page: Page, path: string) {
  const scripts: { url: string; rawBytes: number; gzipKb: number; encoding: string | undefined }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(async (body) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipKb: gzipSync(body, { level: 9 }).length / 1024,
          encoding: (await response.allHeaders())['content-encoding'],
        });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  // a script asked for after the network went quiet is not counted: its body may no longer be read once the test ends
  page.off('response', onResponse);
  await Promise.all(pending);
  return scripts;
}

for (const path of ['/', '/samples']) {
  test(`${path} loads at most ${initialBudgetKb} KB of JavaScript, compressed on the wire`, async ({ page }) => {
    const scripts = await loadScripts(page, path);
    const totalKb = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
    test.info().annotations.push({ type: 'initial JS (KB gzipped)', description: totalKb.toFixed(1) });

    expect(scripts.length).toBeGreaterThan(0);
    expect(totalKb).toBeLessThanOrEqual(initialBudgetKb);
    for (const script of scripts) {
      expect(script.gzipKb, script.url).toBeLessThanOrEqual(chunkBudgetKb);
      // hashed bundles over 1 KB go out brotli- or gzip-compressed, never raw
      if (script.url.startsWith('/assets/') && script.rawBytes >= 1024)
        expect(['br', 'gzip'], script.url).toContain(script.encoding);
    }
  });
}

test('hashed assets are cached for a year and the HTML is revalidated', async ({ request }) => {
  const html = await request.get('/samples');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const entry = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeTruthy();
  const asset = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});
