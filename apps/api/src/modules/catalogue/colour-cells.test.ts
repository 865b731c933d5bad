import { mulberry32 } from '@samplebank/demo-data/textures';
import { NEAR_COLOR_MAX_DISTANCE } from '@samplebank/domain/colour';
import { describe, expect, it } from 'vitest';
import { ColourCells, isNear } from './colour-cells.js';

// The cells must find exactly the rows a pass over every row finds (the reference below): a row they leave out is a
// match missing from a colour page, and its count wrong.

type Point = [number, number, number];

function labOf(points: (Point | null)[]): Float64Array {
  const lab = new Float64Array(points.length * 3);
  for (const [at, point] of points.entries()) lab.set(point ?? [Number.NaN, Number.NaN, Number.NaN], at * 3);
  return lab;
}

/** The rows within the distance, by a pass over every one. */
function reference(points: (Point | null)[], alive: Uint8Array, [l, a, b]: Point): number[] {
  return points.flatMap((point, at) => {
    if (!point || !alive[at]) return [];
    const squared = (point[0] - l) ** 2 + (point[1] - a) ** 2 + (point[2] - b) ** 2;
    return isNear(squared) ? [at] : [];
  });
}

function nearOf(cells: ColourCells, lab: Float64Array, point: Point, alive: Uint8Array) {
  const into = new Int32Array(alive.length);
  const squared = new Float64Array(alive.length);
  const count = cells.near(point, alive, into, squared);
  const [l, a, b] = point;
  // each row's squared distance beside it
  for (let index = 0; index < count; index += 1) {
    const at = into[index] as number;
    const [x, y, z] = [0, 1, 2].map((axis) => lab[at * 3 + axis] as number) as Point;
    expect(squared[index]).toBe((x - l) * (x - l) + (y - a) * (y - a) + (z - b) * (z - b));
  }
  return Array.from(into.subarray(0, count)).sort((x, y) => x - y);
}

describe('ColourCells', () => {
  it('finds the same rows as a pass over every row, for colours all over the space and far outside it', () => {
    const random = mulberry32(41);
    const points: (Point | null)[] = [];
    for (let n = 0; n < 20_000; n += 1) {
      if (n % 50 === 0) points.push(null);
      // most near the greys and beiges, as catalogues are; some anywhere, a few outside sRGB's space
      else if (n % 3 === 0) points.push([random(), random() * 0.8 - 0.4, random() * 0.8 - 0.4]);
      else if (n % 97 === 0) points.push([random() * 3 - 1, random() * 3 - 1.5, random() * 3 - 1.5]);
      else points.push([0.4 + random() * 0.5, random() * 0.06 - 0.02, random() * 0.1 - 0.02]);
    }
    const alive = new Uint8Array(points.length).fill(1);
    for (let at = 0; at < points.length; at += 7) alive[at] = 0;
    const lab = labOf(points);
    const cells = ColourCells.of(lab, points.length);
    let matched = 0;
    for (let n = 0; n < 300; n += 1) {
      const point: Point =
        n % 10 === 0
          ? [random() * 3 - 1, random() * 3 - 1.5, random() * 3 - 1.5]
          : [random() * 1.1 - 0.05, random() * 0.6 - 0.3, random() * 0.6 - 0.3];
      const expected = reference(points, alive, point);
      expect(nearOf(cells, lab, point, alive)).toEqual(expected);
      expect(cells.candidates(point)).toBeGreaterThanOrEqual(expected.length);
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(10_000);
  });

  it('finds a row exactly at the distance, on a cell edge, and leaves one just past it out', () => {
    const d = NEAR_COLOR_MAX_DISTANCE;
    // 0.025 apart is a cell's side: these rows sit on cells' edges, the asked colour too
    const points: Point[] = [
      [0.5, 0, 0],
      [0.5 + d, 0, 0],
      [0.5 - d, 0, 0],
      [0.5, d, 0],
      [0.5, 0, -d],
      [0.5 + d * 1.000001, 0, 0],
      [0.5, 0.025, 0.025],
    ];
    const alive = new Uint8Array(points.length).fill(1);
    const lab = labOf(points);
    const cells = ColourCells.of(lab, points.length);
    expect(nearOf(cells, lab, [0.5, 0, 0], alive)).toEqual(reference(points, alive, [0.5, 0, 0]));
    expect(nearOf(cells, lab, [0.5, 0, 0], alive)).toEqual([0, 1, 2, 3, 4, 6]);
  });

  it('holds no row without a colour, and finds nothing when every row is far', () => {
    const points: (Point | null)[] = [null, [0.9, 0.2, 0.2], null];
    const alive = new Uint8Array(points.length).fill(1);
    const lab = labOf(points);
    const cells = ColourCells.of(lab, points.length);
    expect(nearOf(cells, lab, [0.1, -0.2, -0.2], alive)).toEqual([]);
    expect(cells.candidates([0.1, -0.2, -0.2])).toBe(0);
    expect(nearOf(cells, lab, [0.9, 0.2, 0.2], alive)).toEqual([1]);
  });
});
