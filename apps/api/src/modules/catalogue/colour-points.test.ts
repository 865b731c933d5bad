import { colorPointOf } from '@samplebank/domain/colour';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleListing, samples } from '../../db/schema/index.js';
import { createBrand, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { fillColourPoints } from './colour-points.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fillColourPoints', () => {
  it('gives samples written without a point the point of their colour, in the listing too', async () => {
    const brand = await createBrand(t.db);
    const old = await createSample(t.db, brand.id, { colorHex: '#C8B89A', colorLab: null });
    const none = await createSample(t.db, brand.id, { colorHex: null, colorLab: null });
    expect(await fillColourPoints(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select({ point: samples.colorLab }).from(samples).where(eq(samples.id, old.id));
    expect(row?.point).toBe(colorPointOf('#C8B89A'));
    const [listed] = await t.db
      .select({ point: sampleListing.colorLab })
      .from(sampleListing)
      .where(eq(sampleListing.id, old.id));
    expect(listed?.point).toBe(colorPointOf('#C8B89A'));
    const [colourless] = await t.db.select({ point: samples.colorLab }).from(samples).where(eq(samples.id, none.id));
    expect(colourless?.point).toBeNull();
    expect(await fillColourPoints(t.db)).toBe(0);
  });
});
