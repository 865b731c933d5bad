import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createTestApp, type TestContext } from './test/harness.js';

let t: TestContext;

beforeAll(async () => {
  // a stand-in for the built web app: the server's fallback is what is under test, not the bundle
  const webDist = join(process.env.TMPDIR ?? '/tmp', `samplebank-web-${process.pid}`);
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('answers health with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it("says whether the catalogue's facet index is read yet, and that it is once read", async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(['warming', 'ready']).toContain(first.catalogue);
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().catalogue)
      .toBe('ready');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON bodies with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/samples');
  });

  it('sets security headers with a CSP that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the web app fallback', () => {
  it.each(['/', '/samples', '/brands', '/about', '/sample-details/abc', '/orders/123/track'])(
    'serves index.html for %s',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('files', () => {
  it('serves public catalogue files with long caching', async () => {
    await t.storage.put(
      'catalogue/test/a.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/files/catalogue/test/a.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves a private file only through a valid, unexpired signature', async () => {
    await t.storage.put('documents/u1/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/files/documents/u1/a.pdf' });
    expect(unsigned.statusCode).toBe(403);
    const signed = await t.storage.signedDownloadUrl('documents/u1/a.pdf', 60);
    expect((await t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    const tampered = signed.replace('documents/u1', 'documents/u2');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = `/api/files/documents/u1/a.pdf?expires=1000&signature=${t.storage.sign('GET', 'documents/u1/a.pdf', 1000)}`;
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('refuses path traversal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/files/catalogue/..%2F..%2Fjwt-secret' });
    expect(response.statusCode).toBe(404);
  });
});

describe('config', () => {
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => loadConfig({ CATALOGUE_CACHE_SECONDS: '-1' })).toThrow(
      /^Invalid configuration: CATALOGUE_CACHE_SECONDS /,
    );
    expect(loadConfig({}).catalogueCacheSeconds).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test' }).catalogueCacheSeconds).toBe(0);
  });

  it('runs in demo mode on the embedded database and not on PostgreSQL unless asked', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).demo).toBe(true);
  });
});
