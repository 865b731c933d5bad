import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w,h,tag] of [[1440,900,'desk'],[390,844,'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://127.0.0.1:3700/samples?sort=product_name_asc');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/after=/);
  await page.waitForTimeout(800);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await nav.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/next-${tag}.png` });
  await page.goto('http://127.0.0.1:3700/samples?sort=price_low_to_high&page=2&after=' + new URL(page.url()).searchParams.get('after'));
  await page.getByRole('heading', { name: 'This page link has expired' }).waitFor();
  await page.screenshot({ path: `/tmp/expired-${tag}.png` });
}
await browser.close();
