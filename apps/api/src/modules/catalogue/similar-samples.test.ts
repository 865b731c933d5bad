import { colorPointOf } from '@samplebank/domain/colour';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { familyCondition, findOrigin, nearestInFamily } from './similar-samples.js';

let t: TestContext;
const ids: Record<string, string> = {};

// OKLab distances from #B08050, checked by hand with culori's differenceEuclidean('oklab'):
// #B58555 0.0163, #A07040 0.0526, #705030 0.1804, #3060C0 0.2758
const ORIGIN_HEX = '#B08050';

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.db, { name: 'Arbor Timber' });
  // the catalogue's shape: broad tops, the families below them ("Flooring"), then kinds and leaves
  const materials = await createCategory(t.db, { name: 'Materials' });
  const flooring = await createCategory(t.db, { name: 'Flooring', parentId: materials.id });
  const timber = await createCategory(t.db, { name: 'Timber', parentId: flooring.id });
  const oak = await createCategory(t.db, { name: 'Engineered Oak', parentId: timber.id });
  const vinyl = await createCategory(t.db, { name: 'Vinyl', parentId: flooring.id });
  const walls = await createCategory(t.db, { name: 'Wall finishes', parentId: materials.id });
  const sample = async (key: string, categoryId: string | null, colorHex: string | null, material = 'Timber') => {
    const row = await createSample(t.db, brand.id, {
      name: key,
      categoryId,
      colorHex,
      colorLab: colorPointOf(colorHex),
      material,
    });
    ids[key] = row.id;
  };
  await sample('origin', oak.id, ORIGIN_HEX);
  // the same family (Flooring), at several distances, in a leaf, a sibling and the family's top category
  await sample('far blue vinyl', vinyl.id, '#3060C0');
  await sample('dark oak', oak.id, '#705030');
  await sample('near oak', timber.id, '#B58555');
  await sample('mid floor', flooring.id, '#A07040');
  await sample('same colour', vinyl.id, ORIGIN_HEX);
  await sample('no colour floor', oak.id, null);
  // another family under the same top, and the top itself, of the very same colour: never shown
  await sample('wall of the same colour', walls.id, ORIGIN_HEX);
  await sample('material of the same colour', materials.id, ORIGIN_HEX);
  // no category: matched on its material
  await sample('loose stone', null, '#F2F2F0', 'Marble');
  await sample('loose grey stone', null, '#808080', 'Marble');
  await sample('loose cream stone', null, '#EEEEE0', 'Marble');
  await sample('loose timber', null, ORIGIN_HEX, 'Timber');
  await sample('loner', null, null, 'Obsidian');
});
afterAll(() => t.close());

const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/samples/${id}/similar` });
type Answer = { samples: Array<{ _id: string; name: string; colorDistance?: number }> };

describe('GET /api/samples/:id/similar', () => {
  it("lists the family's samples, nearest colour first, without the sample itself", async () => {
    const response = await similar(ids.origin!);
    expect(response.statusCode).toBe(200);
    const { samples } = response.json<Answer>();
    expect(samples.map((sample) => sample.name)).toEqual([
      'same colour',
      'near oak',
      'mid floor',
      'dark oak',
      'far blue vinyl',
      'no colour floor',
    ]);
    expect(samples[0]!.colorDistance).toBeCloseTo(0, 4);
    expect(samples[1]!.colorDistance).toBeCloseTo(0.0163, 3);
    expect(samples[2]!.colorDistance).toBeCloseTo(0.0526, 3);
    expect(samples[3]!.colorDistance).toBeCloseTo(0.1804, 3);
    expect(samples[4]!.colorDistance).toBeCloseTo(0.2758, 3);
    expect(samples[5]!.colorDistance).toBeUndefined();
    // a summary as the listing's cards read it
    expect(samples[0]).toMatchObject({ manufacturerId: { name: 'Arbor Timber' }, imageUrls: [expect.any(String)] });
  });

  it('keeps to the family: a sample of another family or of the broad top is left out, whatever its colour', async () => {
    const { samples } = (await similar(ids.origin!)).json<Answer>();
    expect(samples.map((sample) => sample.name)).not.toContain('wall of the same colour');
    expect(samples.map((sample) => sample.name)).not.toContain('material of the same colour');
    expect(samples.map((sample) => sample.name)).not.toContain('loose timber');
  });

  it('matches a sample without a category on its material', async () => {
    const { samples } = (await similar(ids['loose stone']!)).json<Answer>();
    expect(samples.map((sample) => sample.name)).toEqual(['loose cream stone', 'loose grey stone']);
  });

  it('answers an empty list for a sample with neither a category nor a shared material', async () => {
    const response = await similar(ids.loner!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ samples: [] });
  });

  it('shows at most 8', async () => {
    const brand = await createBrand(t.db, { name: 'Many Tiles' });
    const tiles = await createCategory(t.db, { name: 'Tiles' });
    // a category at the top is a family of its own
    const first = await createSample(t.db, brand.id, { categoryId: tiles.id, colorLab: colorPointOf('#808080') });
    for (let i = 0; i < 10; i++)
      await createSample(t.db, brand.id, { categoryId: tiles.id, colorLab: colorPointOf(`#8080${80 + i}`) });
    const { samples } = (await similar(first.id)).json<Answer>();
    expect(samples).toHaveLength(8);
    expect(samples.map((sample) => sample.colorDistance)).toEqual(
      [...samples.map((sample) => sample.colorDistance)].sort((a = 0, b = 0) => a - b),
    );
  });

  it('answers 404 for an id that is no sample', async () => {
    const response = await similar('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await similar('not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('reads the nearest colours through the GiST index on the listing, filtered by the family', async () => {
    // the query the endpoint runs, explained; the planner takes a sequential scan for a table this small: with it and
    // sorting switched off, the plan shows whether the query can walk the index nearest first (a tie-breaking second
    // key in its ORDER BY could not, and would sort the whole family at a million samples)
    const origin = (await findOrigin(t.db, ids.origin!))!;
    const family = (await familyCondition(t.db, origin))!;
    const query = nearestInFamily(t.db, { originId: origin.id, family, point: origin.colorLab }).toSQL();
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain ${query.sql.replace(/\$(\d+)/g, (_, n) => literal(query.params[Number(n) - 1]))}`),
      );
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using sample_listing_colour_filters_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});

/** A query parameter as an SQL literal, for EXPLAIN (which takes no parameters). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}
