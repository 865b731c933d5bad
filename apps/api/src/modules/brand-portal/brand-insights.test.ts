import { randomUUID } from 'node:crypto';
import { BRAND_INSIGHTS_MESSAGES, BRAND_INSIGHTS_MESSAGES_MS } from '@samplebank/contracts/brand-insights';
import { BRAND_MESSAGES } from '@samplebank/contracts/brand-portal';
import { addDays, todayInMalaysia } from '@samplebank/domain/delivery';
import type { SampleEventKind } from '@samplebank/domain/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEventsDaily, samples } from '../../db/schema/index.js';
import { createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { brandWorld } from './brand-portal.test-support.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A brand with an owner and an editor, another brand with its owner, a plain member and staff. */
const world = () => brandWorld(t);

async function events(rows: { sampleId: string; kind: SampleEventKind; day: string; count: number }[]) {
  await t.db.insert(sampleEventsDaily).values(rows);
}

describe('who may read a brand’s insights', () => {
  it('answers its owners, editors and staff; refuses another brand’s owner, a plain member and a visitor', async () => {
    const w = await world();
    for (const url of [`/brand-portal/${w.brand.id}/insights`, `/brand-portal/${w.brand.id}/insights.csv`]) {
      expect((await get(url, w.owner.headers)).statusCode, url).toBe(200);
      expect((await get(url, w.editor.headers)).statusCode, url).toBe(200);
      expect((await get(url, w.admin.headers)).statusCode, url).toBe(200);
      const otherOwner = await get(url, w.otherOwner.headers);
      expect(otherOwner.statusCode, url).toBe(403);
      expect(otherOwner.json().message).toBe(BRAND_MESSAGES.notMember);
      expect((await get(url, w.member.headers)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('answers 404 to staff for a brand that does not exist, and 400 for a malformed id', async () => {
    const w = await world();
    expect((await get(`/brand-portal/${randomUUID()}/insights`, w.admin.headers)).statusCode).toBe(404);
    expect((await get('/brand-portal/not-a-brand/insights', w.owner.headers)).statusCode).toBe(400);
  });
});

describe('the period', () => {
  it('is the last 30 Malaysian days unless asked, every day present and zero when nothing happened', async () => {
    const w = await world();
    const response = await get(`/brand-portal/${w.brand.id}/insights`, w.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const today = todayInMalaysia();
    expect(body.range).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(body.previousRange).toEqual({ from: addDays(today, -59), to: addDays(today, -30) });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ day: addDays(today, -29), view: 0, wishlist: 0, board: 0, request: 0, order: 0 });
    expect(body.daily.at(-1).day).toBe(today);
    expect(body.totals).toEqual({ view: 0, wishlist: 0, board: 0, request: 0, order: 0 });
  });

  it('takes a start and an end, both included, up to 366 days', async () => {
    const w = await world();
    const year = await get(`/brand-portal/${w.brand.id}/insights?from=2024-01-01&to=2024-12-31`, w.owner.headers);
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().range).toEqual({ from: '2024-01-01', to: '2024-12-31', days: 366 });
    expect(year.json().daily).toHaveLength(366);
    const oneDay = await get(`/brand-portal/${w.brand.id}/insights?from=2026-03-01&to=2026-03-01`, w.owner.headers);
    expect(oneDay.json().range.days).toBe(1);
    expect(oneDay.json().previousRange).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it.each([
    ['from=2026-03-02&to=2026-03-01', BRAND_INSIGHTS_MESSAGES.rangeReversed],
    ['from=2025-01-01&to=2026-01-02', BRAND_INSIGHTS_MESSAGES.rangeTooLong],
    ['from=2000-01-01', BRAND_INSIGHTS_MESSAGES.rangeTooLong],
    ['from=2026-02-30', BRAND_INSIGHTS_MESSAGES.dateInvalid],
    ['to=31-03-2026', BRAND_INSIGHTS_MESSAGES.dateInvalid],
    ['from=', BRAND_INSIGHTS_MESSAGES.dateInvalid],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const w = await world();
    const response = await get(`/brand-portal/${w.brand.id}/insights?${query}`, w.owner.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a parameter it does not know, and says why in Malay when asked', async () => {
    const w = await world();
    const unknown = await get(`/brand-portal/${w.brand.id}/insights?form=2026-03-01`, w.owner.headers);
    expect(unknown.statusCode).toBe(400);
    const malay = await get(`/brand-portal/${w.brand.id}/insights?from=2026-03-02&to=2026-03-01`, {
      ...w.owner.headers,
      'accept-language': 'ms',
    });
    expect(malay.statusCode).toBe(400);
    expect(malay.json().message).toBe(BRAND_INSIGHTS_MESSAGES_MS.rangeReversed);
  });
});

describe('what the insights count', () => {
  it('sums the period per kind and per day, and the period of the same length before it', async () => {
    const w = await world();
    const tile = await createSample(t.db, w.brand.id, { name: 'Terrazzo tile' });
    const oak = await createSample(t.db, w.brand.id, { name: 'Oak veneer' });
    const theirs = await createSample(t.db, w.otherBrand.id, { name: 'Not ours' });
    await events([
      { sampleId: tile.id, kind: 'view', day: '2026-03-01', count: 5 },
      { sampleId: oak.id, kind: 'view', day: '2026-03-01', count: 2 },
      { sampleId: tile.id, kind: 'wishlist', day: '2026-03-03', count: 1 },
      { sampleId: oak.id, kind: 'order', day: '2026-03-07', count: 2 },
      { sampleId: tile.id, kind: 'request', day: '2026-03-07', count: 1 },
      // the previous period (22 to 28 February) and before it
      { sampleId: tile.id, kind: 'view', day: '2026-02-22', count: 4 },
      { sampleId: oak.id, kind: 'board', day: '2026-02-28', count: 3 },
      { sampleId: tile.id, kind: 'view', day: '2026-02-21', count: 100 },
      // after the period, and another brand's
      { sampleId: tile.id, kind: 'view', day: '2026-03-08', count: 100 },
      { sampleId: theirs.id, kind: 'view', day: '2026-03-02', count: 100 },
    ]);
    const response = await get(`/brand-portal/${w.brand.id}/insights?from=2026-03-01&to=2026-03-07`, w.editor.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({ view: 7, wishlist: 1, board: 0, request: 1, order: 2 });
    expect(body.previousRange).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(body.previousTotals).toEqual({ view: 4, wishlist: 0, board: 3, request: 0, order: 0 });
    expect(body.daily.map((day: { day: string; view: number }) => [day.day, day.view])).toEqual([
      ['2026-03-01', 7],
      ['2026-03-02', 0],
      ['2026-03-03', 0],
      ['2026-03-04', 0],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
    ]);
    expect(body.daily[6]).toMatchObject({ request: 1, order: 2 });
    // only the brand's own samples, the most viewed first
    expect(body.sampleCount).toBe(2);
    expect(body.samples).toEqual([
      expect.objectContaining({ _id: tile.id, name: 'Terrazzo tile', sku: tile.sku, view: 5, wishlist: 1, request: 1 }),
      expect.objectContaining({ _id: oak.id, name: 'Oak veneer', view: 2, board: 0, order: 2 }),
    ]);
    expect(body.samples[0].imageUrl).toEqual(expect.any(String));
  });

  it('lists every sample of the brand, one with nothing included, and at most 100, the most viewed first', async () => {
    const w = await world();
    await t.db.insert(samples).values(
      Array.from({ length: 101 }, (_, n) => ({
        name: `Bulk ${String(n).padStart(3, '0')}`,
        manufacturerId: w.brand.id,
        price: 10,
        stock: 1,
        sku: `BULK-${n}-${randomUUID().slice(0, 8)}`,
        usage: 'Residential',
        architectural: 'Modern',
        material: 'Timber',
        logistic: { deliveryTime: 7 },
        specifications: {},
        images: [],
        searchText: 'bulk',
      })),
    );
    const quiet = await createSample(t.db, w.brand.id, { name: 'ZZZ last by name' });
    const popular = await createSample(t.db, w.brand.id, { name: 'ZZZ popular' });
    await events([{ sampleId: popular.id, kind: 'view', day: todayInMalaysia(), count: 3 }]);
    const body = (await get(`/brand-portal/${w.brand.id}/insights`, w.owner.headers)).json();
    expect(body.sampleCount).toBe(103);
    expect(body.samples).toHaveLength(100);
    expect(body.samples[0]).toMatchObject({ _id: popular.id, view: 3, imageUrl: expect.any(String) });
    expect(body.samples[1]).toMatchObject({ name: 'Bulk 000', view: 0, imageUrl: null, picture: null });
    expect(body.samples.some((sample: { _id: string }) => sample._id === quiet.id)).toBe(false);
  });
});

describe('the CSV of the per-sample table', () => {
  it('holds every sample of the brand with its counts, and writes a formula as text', async () => {
    const w = await world();
    const tile = await createSample(t.db, w.brand.id, { name: '=HYPERLINK("x")', sku: 'TZ-01' });
    await createSample(t.db, w.brand.id, { name: 'Oak, rustic', sku: 'OK-02' });
    await events([{ sampleId: tile.id, kind: 'view', day: '2026-03-01', count: 4 }]);
    const response = await get(
      `/brand-portal/${w.brand.id}/insights.csv?from=2026-03-01&to=2026-03-31`,
      w.owner.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="samplebank-insights-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'SKU,Name,Views,Wishlist adds,Board adds,Requests,Orders',
      `TZ-01,"'=HYPERLINK(""x"")",4,0,0,0,0`,
      'OK-02,"Oak, rustic",0,0,0,0,0',
      '',
    ]);
  });

  it('refuses a bad period as the insights do', async () => {
    const w = await world();
    const response = await get(
      `/brand-portal/${w.brand.id}/insights.csv?from=2026-03-02&to=2026-03-01`,
      w.owner.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BRAND_INSIGHTS_MESSAGES.rangeReversed);
  });
});
