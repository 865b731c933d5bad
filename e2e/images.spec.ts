import { expect, test } from '@playwright/test';

// The storefront's images as a phone receives them: AVIF and WebP in a few widths with a JPEG fallback (made when the
// image was written, ADR 0018), the size that keeps each box, the first ones asked for at once and first, the rest when
// near.

// what the test reads of an <img> in the page (the e2e code has no DOM types)
type ShownImage = { currentSrc: string; naturalWidth: number; getBoundingClientRect(): { width: number } };

type Listed = { _id: string; mainPicture: { src: string; sources: { type: string; srcSet: string }[] } | null };

test.describe('pictures', () => {
  test('the listing sends AVIF and WebP by width with a JPEG fallback, the first row first and the rest lazily', async ({
    page,
  }) => {
    const html = await (await page.request.get('/samples')).text();
    const images = [...html.matchAll(/<picture class="contents">(.*?)<\/picture>/g)].map((match) => match[1] ?? '');
    expect(images).toHaveLength(15);
    for (const [index, picture] of images.entries()) {
      // the best format first: a browser takes the first source it reads
      expect(picture).toMatch(
        /^<source type="image\/avif" srcSet="[^"]*\.320w\.avif 320w, [^"]*\.480w\.avif 480w, [^"]*\.640w\.avif 640w, [^"]*\.1280w\.avif 1280w" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]*\.320w\.webp 320w, [^"]*\.480w\.webp 480w, [^"]*\.640w\.webp 640w, [^"]*\.1280w\.webp 1280w" sizes="[^"]+"\/>/,
      );
      // a square box, whatever the image's own size, so the card does not move when it loads
      expect(picture).toMatch(/<img src="[^"]*\.1280w\.jpg" alt="[^"]+" width="(\d+)" height="\1" sizes="[^"]+"/);
      // a phone's first row is asked for at once, with high priority; every other card when it comes near
      expect(picture).toContain(
        index < 2 ? 'loading="eager" fetchPriority="high"' : 'loading="lazy" fetchPriority="auto"',
      );
    }
    // and from the document's head, before the browser reaches the cards, in the best format: once a picture (two
    // samples of one material and colour share theirs)
    const firstRow = new Set(images.slice(0, 2).map((picture) => picture.match(/<img src="([^"]+)"/)?.[1]));
    expect(
      html.match(/<link data-server-head="" rel="preload" as="image" type="image\/avif" fetchPriority="high"/g),
    ).toHaveLength(firstRow.size);
  });

  test('a phone loads the width it shows, in AVIF, and the images fill their boxes without a shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/files/catalogue/samples/')) loaded.push(response.url());
    });
    await page.goto('/samples');
    const first = page.locator('article picture img').first();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((image) => (image as unknown as ShownImage).naturalWidth))
      .toBeGreaterThan(0);
    // the narrowest AVIF at least as wide as the card's pixels (half a 390 px phone, times its pixel ratio); never the
    // SVG drawing, the WebP or the JPEG
    const { shown, pixels } = await first.evaluate((element) => {
      const image = element as unknown as ShownImage;
      return {
        shown: image.currentSrc,
        pixels:
          image.getBoundingClientRect().width *
          (globalThis as unknown as { devicePixelRatio: number }).devicePixelRatio,
      };
    });
    const expected = [320, 480, 640, 1280].find((width) => width >= pixels) ?? 1280;
    expect(shown).toMatch(new RegExp(`\\.${expected}w\\.avif$`));
    expect(loaded.some((url) => /\.(svg|jpg|webp)$/.test(url))).toBe(false);
    const box = await first.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
    // the page's layout shifts so far (the browser's own count, as Lighthouse reads it)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift' as never, buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.05);
  });

  test('a sample page shows its hero first, and a shared link shows a picture any app can read', async ({ page }) => {
    const listing = (await (await page.request.get('/api/samples?limit=1')).json()) as { samples: Listed[] };
    const sample = listing.samples[0]!;
    const html = await (await page.request.get(`/sample-details/${sample._id}`)).text();
    // the link preview's image is the JPEG (no app reads an SVG drawing there), at its full address
    expect(html).toMatch(
      new RegExp(
        `<meta data-server-head="" property="og:image" content="http[^"]*${sample.mainPicture!.src.replace(/[.]/g, '\\.')}"/>`,
      ),
    );
    const jpeg = await page.request.get(sample.mainPicture!.src);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpeg.headers()['cache-control']).toContain('immutable');
    for (const [index, type] of ['image/avif', 'image/webp'].entries()) {
      const source = sample.mainPicture!.sources[index]!;
      expect(source.type).toBe(type);
      expect((await page.request.get(source.srcSet.split(' ')[0]!)).headers()['content-type']).toBe(type);
    }
    // the phone's first photo and the desktop's main one ask for the same file, the one preloaded (and only it)
    const heroes = [
      ...html.matchAll(
        /<img src="[^"]*\.1280w\.jpg" alt="[^"]+" width="800" height="800" sizes="([^"]*)" loading="eager" fetchPriority="high"/g,
      ),
    ];
    expect(heroes.map((hero) => hero[1])).toEqual([
      '(min-width: 1408px) 640px, (min-width: 768px) 46vw, 85vw',
      '(min-width: 1408px) 640px, (min-width: 768px) 46vw, 85vw',
    ]);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  test('on a phone, a sample page loads its first photo alone first, once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const listing = (await (await page.request.get('/api/samples?limit=1')).json()) as { samples: Listed[] };
    const requested: { url: string; priority: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/api/files/catalogue/samples/'))
        requested.push({ url: event.request.url, priority: event.request.initialPriority });
    });
    await page.goto(`/sample-details/${listing.samples[0]!._id}`);
    await expect(page.locator('main picture img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = requested[0]!;
    expect(first.url).toMatch(/\.\d+w\.avif$/);
    expect(first.priority).toBe('High');
    // the hero once (the desktop's main photo, hidden, asks for the same file); the next photo after it, at low priority
    expect(requested.filter((request) => request.url === first.url)).toHaveLength(1);
    for (const request of requested.slice(1)) expect(request.priority).not.toBe('High');
  });

  test('a sample photo opens full screen in its largest picture, zooms, and Escape closes it', async ({ page }) => {
    const listing = (await (await page.request.get('/api/samples?limit=1')).json()) as { samples: Listed[] };
    await page.goto(`/sample-details/${listing.samples[0]!._id}`);
    const opener = page.getByRole('button', { name: /^Zoom into / }).last();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the lightbox asks for the largest picture there is, and labels itself with the sample's name
    await expect(dialog.locator('source[type="image/avif"]')).toHaveAttribute('sizes', '1280px');
    await expect(dialog.getByRole('heading')).not.toBeEmpty();
    const frame = dialog.getByTestId('lightbox-frame');
    await frame.click({ position: { x: 40, y: 40 } });
    await expect(frame).toHaveAttribute('data-zoom', '2.50');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // focus goes back to the photo that opened it
    await expect(opener).toBeFocused();
  });
});
