import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('MicroCache', () => {
  it('shares one load between concurrent callers and serves later callers from memory', async () => {
    const cache = new MicroCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { answer: 42 };
    };
    const [first, second] = await Promise.all([cache.remember('k', load), cache.remember('k', load)]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    await cache.remember('k', load);
    expect(loads).toBe(1);
    expect(cache.stats).toEqual({ hits: 2, misses: 1 });
  });

  it('loads again after the TTL, and always when the TTL is 0', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const off = new MicroCache(0);
    await off.remember('k', load);
    await off.remember('k', load);
    expect(loads).toBe(2);
    expect(off.stats).toEqual({ hits: 0, misses: 2 });

    const short = new MicroCache(5);
    await short.remember('k', load);
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(await short.remember('k', load)).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = new MicroCache(60_000);
    await expect(cache.remember('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', async () => 'up')).toBe('up');
  });

  it('gives a value `keep` refuses to every caller waiting for it, and keeps it for none after', async () => {
    const cache = new MicroCache(60_000);
    const slow = deferred<{ status: number }>();
    const isOk = (page: { status: number }) => page.status === 200;
    const first = cache.remember('k', () => slow.promise, isOk);
    const second = cache.remember('k', async () => ({ status: 200 }), isOk);
    slow.resolve({ status: 404 });
    expect(await first).toEqual({ status: 404 });
    expect(await second).toEqual({ status: 404 });
    expect(await cache.remember('k', async () => ({ status: 200 }), isOk)).toEqual({ status: 200 });
    expect(await cache.remember('k', async () => ({ status: 500 }), isOk)).toEqual({ status: 200 });
  });

  it('forgets a load in flight on clear, so a write is never hidden behind an older read', async () => {
    const cache = new MicroCache(60_000);
    const slow = deferred<string>();
    const pending = cache.remember('k', () => slow.promise);
    cache.clear();
    slow.resolve('read before the write');
    expect(await cache.remember('k', async () => 'fresh')).toBe('fresh');
    expect(await pending).toBe('read before the write');
    expect(await cache.remember('k', async () => 'newer')).toBe('fresh');
  });

  it('evicts the oldest key beyond its size', async () => {
    const cache = new MicroCache(60_000, 2);
    await cache.remember('a', async () => 1);
    await cache.remember('b', async () => 2);
    await cache.remember('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', async () => 10)).toBe(10);
  });
});
