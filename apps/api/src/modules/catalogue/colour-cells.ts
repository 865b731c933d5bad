import { NEAR_COLOR_MAX_DISTANCE } from '@samplebank/domain/colour';

// The facet index's colours sorted into cells of OKLab space (issue 17, ADR 0023), so that a colour page reads only
// the rows of the cells its sphere of NEAR_COLOR_MAX_DISTANCE touches, in the order they are stored, not a pass over
// every row. Each cell's rows sit together, and the cells of one (lightness, a) column follow each other along b: a
// colour's candidates are a few dozen runs of a copy of their colours, read as a stream.

/** A cell's side: a quarter of the distance a match may be, so the cells read hold little more than the sphere. */
const SIDE = NEAR_COLOR_MAX_DISTANCE / 4;
/** The space the cells cover (sRGB's colours lie well inside it; a point outside goes to the nearest edge cell). */
const LOWEST = { l: -0.1, a: -0.5, b: -0.5 };
const CELLS = { l: Math.ceil(1.2 / SIDE), a: Math.ceil(1 / SIDE), b: Math.ceil(1 / SIDE) };

// decided exactly as the `cube`'s `<->` decides it: by the square root near the edge
const NEAR_WITHIN = NEAR_COLOR_MAX_DISTANCE ** 2 * (1 - 1e-9);
const NEAR_BEYOND = NEAR_COLOR_MAX_DISTANCE ** 2 * (1 + 1e-9);
/** The reach used to choose cells: a little past the distance, so rounding never leaves a matching cell out. */
const REACH = NEAR_COLOR_MAX_DISTANCE * (1 + 1e-6);

/** Whether a squared distance is within NEAR_COLOR_MAX_DISTANCE, as `<->` measures (NaN is not). */
export function isNear(squared: number): boolean {
  return squared <= NEAR_WITHIN || (squared <= NEAR_BEYOND && Math.sqrt(squared) <= NEAR_COLOR_MAX_DISTANCE);
}

type Point = readonly [number, number, number];

/** A run of the sorted rows, `from` to `to` (exclusive). */
type Runs = { from: Int32Array; to: Int32Array; count: number };

export class ColourCells {
  private constructor(
    /** the row numbers, cell by cell */
    private readonly rows: Int32Array,
    /** their colours beside them, three per row */
    private readonly points: Float64Array,
    /** where each cell's rows start in `rows`, and one more for the end */
    private readonly starts: Int32Array,
  ) {}

  /** The cells of the first `size` rows' colours (three per row in `lab`; NaN for none, left out). */
  static of(lab: Float64Array, size: number): ColourCells {
    const cellOf = new Int32Array(size);
    const starts = new Int32Array(CELLS.l * CELLS.a * CELLS.b + 1);
    let placed = 0;
    for (let at = 0; at < size; at += 1) {
      const l = lab[at * 3] as number;
      const a = lab[at * 3 + 1] as number;
      const b = lab[at * 3 + 2] as number;
      if (Number.isNaN(l) || Number.isNaN(a) || Number.isNaN(b)) {
        cellOf[at] = -1;
        continue;
      }
      const cell = keyOf(along(l, LOWEST.l, CELLS.l), along(a, LOWEST.a, CELLS.a), along(b, LOWEST.b, CELLS.b));
      cellOf[at] = cell;
      starts[cell + 1] = (starts[cell + 1] as number) + 1;
      placed += 1;
    }
    for (let cell = 1; cell < starts.length; cell += 1)
      starts[cell] = (starts[cell] as number) + (starts[cell - 1] as number);
    const rows = new Int32Array(placed);
    const points = new Float64Array(placed * 3);
    const next = starts.slice(0, -1);
    for (let at = 0; at < size; at += 1) {
      const cell = cellOf[at] as number;
      if (cell < 0) continue;
      const to = next[cell] as number;
      next[cell] = to + 1;
      rows[to] = at;
      points[to * 3] = lab[at * 3] as number;
      points[to * 3 + 1] = lab[at * 3 + 1] as number;
      points[to * 3 + 2] = lab[at * 3 + 2] as number;
    }
    return new ColourCells(rows, points, starts);
  }

  /** How many rows a pass for this point reads (to weigh it against the filters' own lists). */
  candidates(point: Point): number {
    const { from, to, count } = this.runsOf(point);
    let rows = 0;
    for (let run = 0; run < count; run += 1) rows += (to[run] as number) - (from[run] as number);
    return rows;
  }

  /**
   * Writes the rows alive within NEAR_COLOR_MAX_DISTANCE of the point into `into` from its start, cell by cell, with
   * each one's squared distance at the same place in `squared`; answers how many. A row's colour is read from the copy
   * beside it, so the pass streams.
   */
  near([l, a, b]: Point, alive: Uint8Array, into: Int32Array, squared: Float64Array): number {
    const { from, to, count } = this.runsOf([l, a, b]);
    const rows = this.rows;
    const points = this.points;
    let kept = 0;
    for (let run = 0; run < count; run += 1) {
      for (let index = from[run] as number, end = to[run] as number; index < end; index += 1) {
        const dl = (points[index * 3] as number) - l;
        const da = (points[index * 3 + 1] as number) - a;
        const db = (points[index * 3 + 2] as number) - b;
        const distance = dl * dl + da * da + db * db;
        if (!isNear(distance)) continue;
        const at = rows[index] as number;
        if (!alive[at]) continue;
        into[kept] = at;
        squared[kept] = distance;
        kept += 1;
      }
    }
    return kept;
  }

  /**
   * The runs of rows a point's sphere may hold: for each (lightness, a) column of cells its circle touches, the cells
   * along b its sphere reaches at that column's nearest.
   */
  private runsOf([l, a, b]: Point): Runs {
    const lFrom = along(l - REACH, LOWEST.l, CELLS.l);
    const lTo = along(l + REACH, LOWEST.l, CELLS.l);
    const aFrom = along(a - REACH, LOWEST.a, CELLS.a);
    const aTo = along(a + REACH, LOWEST.a, CELLS.a);
    const columns = (lTo - lFrom + 1) * (aTo - aFrom + 1);
    const from = new Int32Array(columns);
    const to = new Int32Array(columns);
    let count = 0;
    for (let cl = lFrom; cl <= lTo; cl += 1) {
      const dl = gapTo(l, cl, LOWEST.l, CELLS.l);
      for (let ca = aFrom; ca <= aTo; ca += 1) {
        const da = gapTo(a, ca, LOWEST.a, CELLS.a);
        const left = REACH * REACH - dl * dl - da * da;
        if (left < 0) continue;
        const reach = Math.sqrt(left);
        const first = this.starts[keyOf(cl, ca, along(b - reach, LOWEST.b, CELLS.b))] as number;
        const last = this.starts[keyOf(cl, ca, along(b + reach, LOWEST.b, CELLS.b)) + 1] as number;
        if (first === last) continue;
        from[count] = first;
        to[count] = last;
        count += 1;
      }
    }
    return { from, to, count };
  }
}

function keyOf(cl: number, ca: number, cb: number): number {
  return (cl * CELLS.a + ca) * CELLS.b + cb;
}

/** The cell along one axis a value falls in; a value outside the cells' space goes to the nearest edge cell. */
function along(value: number, lowest: number, cells: number): number {
  const cell = Math.floor((value - lowest) / SIDE);
  return cell < 0 ? 0 : cell >= cells ? cells - 1 : cell;
}

/**
 * How far a value is from a cell along one axis (0 inside it). An edge cell reaches on without end, as the values
 * outside the space were put in it.
 */
function gapTo(value: number, cell: number, lowest: number, cells: number): number {
  const start = cell === 0 ? Number.NEGATIVE_INFINITY : lowest + cell * SIDE;
  const end = cell === cells - 1 ? Number.POSITIVE_INFINITY : lowest + (cell + 1) * SIDE;
  return value < start ? start - value : value > end ? value - end : 0;
}
