import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, percentile } from './drive.js';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('drive', () => {
  // answers /ok with a small body and anything else with a 500
  const server = createServer((incoming, outgoing) => {
    outgoing.statusCode = incoming.url === '/ok' ? 200 : 500;
    outgoing.end('{"fine":true}');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('keeps every connection busy, counts each kind, and counts refusals as errors', async () => {
    let turn = 0;
    const result = await drive(
      base,
      () => (turn++ % 4 === 0 ? { kind: 'facets', path: '/broken' } : { kind: 'listing', path: '/ok' }),
      4,
      0.5,
    );
    const listing = result.kinds.find((kind) => kind.kind === 'listing');
    const facets = result.kinds.find((kind) => kind.kind === 'facets');
    expect(result.requests).toBeGreaterThan(40);
    expect(listing?.errors).toBe(0);
    expect(facets?.errors).toBe(facets?.requests);
    expect(result.errors).toBe(facets?.requests);
    expect(result.bytes).toBe(13);
    expect(listing?.p95).toBeGreaterThanOrEqual(listing?.p50 ?? 0);
  });

  it('sends at a steady rate in the open loop, whatever the number of connections', async () => {
    const result = await drive(base, () => ({ kind: 'details', path: '/ok' }), 50, 1, 200);
    // 200 a second for a second, Poisson: well within 150-250
    expect(result.requests).toBeGreaterThan(150);
    expect(result.requests).toBeLessThan(250);
    expect(result.errors).toBe(0);
  });
});
