import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const r = await (await fetch('http://127.0.0.1:3700/api/samples?sort=product_name_asc')).json();
for (const [w,h,tag] of [[1440,900,'desk'],[390,844,'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://127.0.0.1:3700/samples?sort=price_low_to_high&page=2&after=' + r.nextCursor);
  await page.getByRole('heading', { name: 'This page link has expired' }).waitFor();
  console.log(tag, await page.evaluate(() => window.scrollY));
  await page.screenshot({ path: `/tmp/expired-${tag}.png` });
}
await browser.close();
