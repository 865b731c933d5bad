import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, preferredEncoding } from './page-encoding.js';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, as browsers offer them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('sends plain text to a client that takes no coding, or refuses one', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('encodePage', () => {
  it('compresses a page that decompresses to the same text', async () => {
    const page = `<!doctype html><p>Oak — RM 12</p>${'<article>card</article>'.repeat(500)}`;
    const br = await encodePage('br', page);
    const gzip = await encodePage('gzip', page);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gzip).toString('utf8')).toBe(page);
    expect(br.length).toBeLessThan(page.length / 10);
  });
});
