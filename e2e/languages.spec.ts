import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, PREMIUM } from './demo-accounts';
import { latestMail } from './support';

// Issue 16: every page in Bahasa Malaysia under /ms/, with its own language in <html lang>, links to the other
// language's page, a language switch that keeps the page and is remembered, and not one English UI word of the
// glossary on a Malay page (sample, brand and people's names are theirs: they sit in `translate="no"` elements).

type Account = { email: string; password: string };

/** The glossary's English words that must never show on a Malay page (docs/glossary.md, column "check"). */
function checkedEnglishWords(): string[] {
  const glossary = readFileSync(join(import.meta.dirname, '..', 'docs', 'glossary.md'), 'utf8');
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('| ---'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells[3] === 'yes')
    .map((cells) => cells[1] ?? '')
    .filter(Boolean);
}

const ENGLISH_WORDS = checkedEnglishWords();

/**
 * The text a reader sees on the page, leaving out names (`translate="no"`, and the same names inside a label such as
 * "Sunting {sample}") and what was typed into fields.
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const names = [...document.querySelectorAll('[translate="no"]')]
      .map((element) => element.textContent.trim())
      .filter((name) => name.length > 2)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (text) => names.reduce((rest, name) => rest.split(name).join(' '), text);
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === 3) { parts.push(node.textContent); return; }
      if (node.nodeType !== 1) return;
      if (node.closest('[translate="no"]') || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = node.getAttribute(attribute);
        // a code shown for staff (an audit action's \`order.status\`) is no word of the page's
        if (value && !/^[a-z]+(\\.[a-z-]+)+$/.test(value)) parts.push(withoutNames(value));
      }
      for (const child of node.childNodes) walk(child);
    };
    walk(document.body);
    return parts.join(' ');
  })()`);
}

/** The glossary's English words found on the page as whole words. */
async function englishWordsOn(page: Page): Promise<string[]> {
  const text = await readableText(page);
  return ENGLISH_WORDS.filter((word) => new RegExp(`(^|[^\\p{L}-])${word}(s)?($|[^\\p{L}-])`, 'iu').test(text));
}

async function login(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: Record<string, unknown> };
}

async function signIn(page: Page, account: Account) {
  const session = await login(page.request, account);
  await page.goto('/ms');
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  return session;
}

async function firstSampleId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/samples?limit=1');
  return ((await response.json()) as { samples: { _id: string }[] }).samples[0]?._id ?? '';
}

/** Waits for the page's main content: its heading, and nothing still loading. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('the Malay site', () => {
  test('each public page is Malay from the server: lang, canonical, alternates, and no English UI word', async ({
    page,
  }) => {
    const sampleId = await firstSampleId(page.request);
    const pages = [
      '/ms',
      '/ms/samples',
      '/ms/samples?search=marble',
      `/ms/sample-details/${sampleId}`,
      '/ms/brands',
      '/ms/faq',
      '/ms/how-to-sample',
      '/ms/about-us',
      '/ms/privacy-policy',
      '/ms/blog',
      '/ms/contact',
      '/ms/become-a-partner',
      '/ms/signup',
    ];
    for (const path of pages) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="ms"');
      // the canonical address is the page's own, in Malay; the alternates name it in each language
      const canonical = /<link[^>]*rel="canonical" href="(https?:\/\/[^/"]+)(\/[^"]*)"/.exec(html);
      expect(canonical?.[2], path).toMatch(/^\/ms(\/|\?|$)/);
      const [, origin = '', own = ''] = canonical ?? [];
      const english = own.replace(/^\/ms/, '').replace(/^(\?|$)/, '/$1');
      // (both as the HTML writes them, `&amp;` and all)
      const escaped = (address: string) => escapeRegExp(`${origin}${address}`);
      // (React writes the attribute `hrefLang`: HTML's attribute names have no case)
      expect(html, path).toMatch(new RegExp(`hreflang="ms" href="${escaped(own)}"`, 'i'));
      expect(html, path).toMatch(new RegExp(`hreflang="en" href="${escaped(english)}"`, 'i'));
      expect(html, path).toMatch(new RegExp(`hreflang="x-default" href="${escaped(english)}"`, 'i'));

      await page.goto(path);
      await settle(page);
      expect(await page.evaluate('document.documentElement.lang')).toBe('ms');
      expect({ path, english: await englishWordsOn(page) }).toEqual({ path, english: [] });
    }
  });

  test('someone signs up in Malay: the code comes by e-mail in Malay, the wizard speaks Malay', async ({ page }) => {
    const email = `bahasa-${Date.now().toString(36)}-${page.viewportSize()?.width ?? 0}@example.com`;
    await page.goto('/ms/signup');
    const signup = page.getByRole('dialog', { name: 'Cipta akaun', exact: true });
    await signup.getByLabel('Nama penuh').fill('Nurul Aina');
    await signup.getByLabel('E-mel').fill(email);
    await signup.getByLabel('Kata laluan', { exact: true }).fill('Journey-Pass-1');
    expect(await englishWordsOn(page)).toEqual([]);
    await signup.getByRole('button', { name: 'CIPTA AKAUN' }).click();

    const wizard = page.getByRole('dialog', { name: 'Cipta Akaun', exact: true });
    await expect(wizard.getByLabel('Kod pengesahan')).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);
    // the e-mail is in the language the account was made in, and links to the Malay site
    const [, code] = await latestMail(page, email, /Kod pengesahan Samplebank anda: ([0-9A-F]{6})/);
    await wizard.getByLabel('Kod pengesahan').fill(code ?? '');
    await wizard.getByRole('button', { name: 'SAHKAN E-MEL' }).click();
    await expect(wizard.getByRole('heading', { name: 'Pilih Jenis Akaun Anda' })).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);
    await wizard.getByText('Pelajar', { exact: true }).click();
    await wizard.getByRole('button', { name: 'Teruskan' }).click();
    await expect(wizard.getByRole('heading', { name: 'Pilih Jenis Akaun Anda' })).toBeHidden();
    expect(await englishWordsOn(page)).toEqual([]);
  });

  test('a page that does not exist says so in Malay', async ({ page }) => {
    const response = await page.goto('/ms/no-such-page');
    expect(response?.status()).toBe(404);
    await settle(page);
    expect(await page.evaluate('document.documentElement.lang')).toBe('ms');
    expect(await englishWordsOn(page)).toEqual([]);
  });

  test('the language switch keeps the page, and the choice is remembered', async ({ page }) => {
    await page.goto('/samples?search=oak');
    await settle(page);
    await page.getByRole('banner').getByRole('link', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(/\/ms\/samples\?search=oak$/);
    await settle(page);
    expect(await page.evaluate('document.documentElement.lang')).toBe('ms');
    // an English address now leads to its Malay page
    await page.goto('/brands');
    await expect(page).toHaveURL(/\/ms\/brands$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    await page.goto('/ms/faq');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('a member reads their pages in Malay, and their choice is kept on the account', async ({ page }) => {
    const session = await signIn(page, PREMIUM);
    const headers = { Authorization: `Bearer ${session.token}` };
    // a cart with a sample in it, a project with a board holding it, and an order of theirs
    const sampleId = await firstSampleId(page.request);
    await page.request.delete('/api/cart-samples/clear', { headers });
    expect(
      (await page.request.post('/api/cart-samples/add-sample', { headers, data: { sampleId, quantity: 1 } })).ok(),
    ).toBe(true);
    const project = await page.request.post('/api/projects', {
      headers,
      data: {
        name: `Pejabat ${Date.now().toString(36)}`,
        projectType: 'Commercial',
        projectValue: 25000,
        boards: [{ name: 'Lantai', sampleIds: [sampleId] }],
      },
    });
    expect(project.ok()).toBe(true);
    const { _id: projectId, boards } = (await project.json()) as { _id: string; boards: { _id: string }[] };
    const history = (await (await page.request.get('/api/orders/history', { headers })).json()) as {
      orders: { _id: string }[];
    };
    const orderId = history.orders[0]?._id;
    const pages = [
      '/ms/cart-sample',
      '/ms/orders',
      ...(orderId ? [`/ms/orders/${orderId}`, `/ms/orders/${orderId}/track`] : []),
      '/ms/boards',
      `/ms/project/${projectId}`,
      ...(boards[0] ? [`/ms/project/${projectId}/board/${boards[0]._id}`] : []),
      '/ms/account',
      '/ms/company',
      '/ms/wishlist',
      '/ms/requests',
    ];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      expect({ path, english: await englishWordsOn(page) }).toEqual({ path, english: [] });
    }
    await page.request.delete('/api/cart-samples/clear', { headers });
    await page.request.delete(`/api/projects/${projectId}`, { headers });
    await page.goto('/ms/samples');
    await settle(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/samples$/);
    await expect
      .poll(async () => {
        const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${session.token}` } });
        return ((await me.json()) as { user: { locale?: string } }).user.locale;
      })
      .toBe('en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(/\/ms\/samples$/);
    await expect
      .poll(async () => {
        const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${session.token}` } });
        return ((await me.json()) as { user: { locale?: string } }).user.locale;
      })
      .toBe('ms');
    // the demo account goes back to English, once no page of it is left to save its choice again: the other journeys on
    // this server read its e-mails in English
    // (a save the page sent as it was left may still land after this one: set again until English stays)
    await page.goto('about:blank');
    await expect
      .poll(async () => {
        expect((await page.request.put('/api/users/me/locale', { headers, data: { locale: 'en' } })).ok()).toBe(true);
        const me = await page.request.get('/api/users/me', { headers });
        return ((await me.json()) as { user: { locale?: string } }).user.locale;
      })
      .toBe('en');
  });

  test('staff read the back office in Malay', async ({ page }) => {
    await signIn(page, ADMIN);
    const pages = [
      '/ms/admin',
      '/ms/admin/approvals',
      '/ms/admin/accounts',
      '/ms/admin/unfinished-profiles',
      '/ms/admin/orders',
      '/ms/admin/samples',
      '/ms/admin/samples/new',
      '/ms/admin/samples/import',
      '/ms/admin/brands',
      '/ms/admin/partner-applications',
      '/ms/admin/categories',
      '/ms/admin/sample-requests',
      '/ms/admin/contact-inquiries',
      '/ms/admin/content',
      '/ms/admin/settings',
      '/ms/admin/audit-log',
    ];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      expect({ path, english: await englishWordsOn(page) }).toEqual({ path, english: [] });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
