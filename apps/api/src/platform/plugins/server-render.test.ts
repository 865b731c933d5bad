import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePageSettings, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// A stand-in for the built web app and its server render (apps/web/dist-server/entry-server.js): what is under test
// is how the server keeps, finishes and sends a render, not React. Like the real one, it asks the API through
// `fetchApi`; each page says which render made it and what the API answered it.
const ENTRY = `
let renders = 0;
const call = async (fetchApi, path) => {
  const response = await fetchApi(path, { method: 'GET', headers: { Accept: 'application/json' } });
  return { status: response.status, body: await response.text() };
};
const ORIGIN = 'https://samplebank.example';
export async function render({ url, fetchApi, nonce }) {
  renders += 1;
  const path = url.split('?')[0];
  // like the real render: the language is the address's, and the head names the page in each language
  const locale = path === '/ms' || path.startsWith('/ms/') ? 'ms' : 'en';
  const englishPath = locale === 'ms' ? path.slice(3) || '/' : path;
  const malayPath = englishPath === '/' ? '/ms' : '/ms' + englishPath;
  const links =
    '<link rel="canonical" href="' + ORIGIN + (locale === 'ms' ? malayPath : englishPath) + '"/>' +
    '<link rel="alternate" hrefLang="en" href="' + ORIGIN + englishPath + '"/>' +
    '<link rel="alternate" hrefLang="ms" href="' + ORIGIN + malayPath + '"/>' +
    '<link rel="alternate" hrefLang="x-default" href="' + ORIGIN + englishPath + '"/>';
  if (path === '/go') return { locale, status: 302, location: '/samples', head: '', html: '', queries: '{}' };
  const me = await call(fetchApi, '/api/users/me');
  const home = await call(fetchApi, '/api/page-settings');
  const hero = JSON.parse(home.body)?.hero?.title ?? 'none';
  const script = url.includes('script') ? '<script nonce="' + nonce + '">reveal()</script>' : '';
  return {
    locale,
    status: path === '/missing' ? 404 : 200,
    head: '<title>' + path + '</title>' + links,
    html: '<p>render ' + renders + '; me ' + me.status + '; hero ' + hero + '; $& kept</p>' + script,
    queries: '{}',
  };
}
`;

/** The home page's content as staff send it (admin-office.test.ts), with its hero's title. */
const root = join(tmpdir(), `samplebank-render-${process.pid}`);
let t: TestContext;
let renderOff: TestContext;

async function standInWebApp(name: string): Promise<string> {
  const webDist = join(root, name, 'dist');
  await mkdir(join(root, name, 'dist-server'), { recursive: true });
  await mkdir(webDist, { recursive: true });
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Samplebank</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(root, name, 'dist-server', 'entry-server.js'), ENTRY);
  return webDist;
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: await standInWebApp('on'), CATALOGUE_CACHE_SECONDS: '60' });
  renderOff = await createTestApp({ WEB_DIST: await standInWebApp('off'), CATALOGUE_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
  await renderOff.close();
  await rm(root, { recursive: true, force: true });
});

const get = (app: TestContext, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });
const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];
const policyNonce = (headers: Record<string, unknown>) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

describe('the server-rendered pages', () => {
  it('puts the render in the page, and the API answers its queries in-process', async () => {
    const page = await get(t, '/faq');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title data-server-head="">/faq</title>');
    expect(page.body).toContain('<div id="root"><p>render');
    // a page's text is put in as it is: `$&` is no replacement pattern
    expect(page.body).toContain('$& kept</p></div><script type="application/json" id="samplebank-queries">{}');
  });

  it('keeps a page and sends it again with a fresh nonce in each response', async () => {
    const first = await get(t, '/brands?script');
    const second = await get(t, '/brands?script');
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    const nonces = [first, second].map((response) => policyNonce(response.headers));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    nonces.forEach((nonce, index) => {
      expect([first, second][index]?.body).toContain(`<script nonce="${nonce}">reveal()</script>`);
    });
  });

  it('renders a page again once the catalogue or the home page changes, in this process and the others', async () => {
    const before = renderOf((await get(t, '/samples')).body);
    expect(renderOf((await get(t, '/samples')).body)).toBe(before);
    await t.app.context.catalogueChanges.changed();
    const after = (await get(t, '/samples')).body;
    expect(renderOf(after)).not.toBe(before);

    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/page-settings',
      payload: homePageSettings('Samples, sorted'),
      headers: admin.headers,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(t, '/samples')).body).toContain('hero Samples, sorted');
  });

  it("renders a visitor's page whoever asks, and never a private one", async () => {
    const member = await signedInUser(t.db, t.tokens);
    const page = await get(t, '/about-us', member.headers);
    // the render's own API calls carry no session: the member's header stays with the member's request
    expect(page.body).toContain('me 401');
    const cart = await get(t, '/cart-sample', member.headers);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).not.toContain('render');
  });

  it('keeps no 404 page, and answers a redirect as one', async () => {
    const first = await get(t, '/missing');
    const second = await get(t, '/missing');
    expect(first.statusCode).toBe(404);
    expect(Number(renderOf(second.body))).toBeGreaterThan(Number(renderOf(first.body)));
    const redirect = await get(t, '/go');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/samples');
  });

  it('sends a page compressed to a browser that takes Brotli', async () => {
    const plain = await get(t, '/blog');
    const compressed = await t.app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('renders every request when the catalogue cache is off', async () => {
    const first = await get(renderOff, '/samples');
    const second = await get(renderOff, '/samples');
    expect(Number(renderOf(second.body))).toBe(Number(renderOf(first.body)) + 1);
  });
});

describe('the pages in each language', () => {
  const ORIGIN = 'https://samplebank.example';
  const htmlLang = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];
  const canonical = (body: string) => /<link data-server-head="" rel="canonical" href="([^"]*)"/.exec(body)?.[1];
  const alternates = (body: string) =>
    [...body.matchAll(/<link data-server-head="" rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(
      ([, language, href]) => `${language} ${href}`,
    );

  it('renders /ms/samples in Bahasa Malaysia and /samples in English, each naming both and its own canonical', async () => {
    const malay = await get(t, '/ms/samples');
    expect(malay.statusCode).toBe(200);
    expect(htmlLang(malay.body)).toBe('ms');
    expect(malay.body).toContain('<div id="root"><p>render');
    expect(canonical(malay.body)).toBe(`${ORIGIN}/ms/samples`);
    const english = await get(t, '/samples');
    expect(htmlLang(english.body)).toBe('en');
    expect(canonical(english.body)).toBe(`${ORIGIN}/samples`);
    const both = [`en ${ORIGIN}/samples`, `ms ${ORIGIN}/ms/samples`, `x-default ${ORIGIN}/samples`];
    expect(alternates(malay.body)).toEqual(both);
    expect(alternates(english.body)).toEqual(both);
    // each language's page is kept by its own address
    expect(renderOf(malay.body)).not.toBe(renderOf(english.body));
  });

  it("renders the Malay home page at /ms, and one language's page never in the other's <html lang>", async () => {
    const home = await get(t, '/ms');
    expect(home.statusCode).toBe(200);
    expect(htmlLang(home.body)).toBe('ms');
    expect(canonical(home.body)).toBe(`${ORIGIN}/ms`);
    expect(htmlLang((await get(t, '/ms/faq')).body)).toBe('ms');
    expect(htmlLang((await get(t, '/faq')).body)).toBe('en');
  });

  it('sends a private page under /ms/ as the shell in Bahasa Malaysia, unrendered', async () => {
    const member = await signedInUser(t.db, t.tokens);
    const cart = await get(t, '/ms/cart-sample', member.headers);
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['content-type']).toMatch(/text\/html/);
    expect(htmlLang(cart.body)).toBe('ms');
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).not.toContain('render');
    expect(htmlLang((await get(t, '/cart-sample', member.headers)).body)).toBe('en');
  });

  it('sends a visitor who chose a language to its address of the page, query and all', async () => {
    const toMalay = await get(t, '/samples?x=1', { cookie: 'sb_locale=ms' });
    expect(toMalay.statusCode).toBe(302);
    expect(toMalay.headers.location).toBe('/ms/samples?x=1');
    const toEnglish = await get(t, '/ms/faq', { cookie: 'theme=dark; sb_locale=en' });
    expect(toEnglish.statusCode).toBe(302);
    expect(toEnglish.headers.location).toBe('/faq');
    const home = await get(t, '/', { cookie: 'sb_locale=ms' });
    expect(home.headers.location).toBe('/ms');
    const privatePage = await get(t, '/orders', { cookie: 'sb_locale=ms' });
    expect(privatePage.headers.location).toBe('/ms/orders');
    for (const response of [toMalay, toEnglish]) expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  });

  it("leaves a visitor on the page's own language when the cookie says that language, another word or nothing", async () => {
    for (const [url, cookie] of [
      ['/ms/samples', 'sb_locale=ms'],
      ['/samples', 'sb_locale=en'],
      ['/samples', 'sb_locale=fr'],
      ['/ms/samples', ''],
    ] as const) {
      const response = await get(t, url, cookie ? { cookie } : {});
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(String(response.headers.vary), url).toMatch(/\bCookie\b/);
    }
  });

  it('answers a page compressed to a browser that takes Brotli with Vary naming both the encoding and the cookie', async () => {
    const compressed = await get(t, '/ms/blog', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(String(compressed.headers.vary)).toMatch(/\bCookie\b/);
    expect(htmlLang(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toBe('ms');
  });

  it('answers /ms/dev/ like /dev/: a plain 404', async () => {
    for (const url of ['/dev/anything', '/ms/dev/anything']) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });
});
