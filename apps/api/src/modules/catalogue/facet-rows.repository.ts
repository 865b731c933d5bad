import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sampleListing, sampleListingRemovals } from '../../db/schema/index.js';
import { dayOf, type FacetRow } from './facet-index.js';

// The facet index's reads (ADR 0023): every listing row once, then what changed since a snapshot.

/** How many of the listing's pages one read of a full load takes (about ten thousand rows). */
const LOAD_PAGES = 1_000;

type RawRow = {
  id: string;
  category_id: string | null;
  manufacturer_id: string;
  price_sen: number;
  stock: number;
  color_label: string | null;
  usage: string | null;
  architectural: string | null;
  fire_bs476: string | null;
  fire_euroclass: string | null;
  slip_rating: string | null;
  voc_level: string | null;
  made_in_malaysia: boolean;
  recycled_percent: number | null;
  lead_time_days: number | null;
  lab_l: number | null;
  lab_a: number | null;
  lab_b: number | null;
  cert_schemes: string[];
  cert_expires: string[];
  /** the search vector's words, a space between each (the parser splits words at spaces: none holds one) */
  lexemes: string | null;
};

const l = sampleListing;
const COLUMNS = sql`${l.id} as id, ${l.categoryId} as category_id, ${l.manufacturerId} as manufacturer_id,
  round(${l.price} * 100)::int as price_sen, ${l.stock} as stock, ${l.colorLabel} as color_label, ${l.usage} as usage,
  ${l.architectural} as architectural, ${l.fireBs476} as fire_bs476, ${l.fireEuroclass} as fire_euroclass,
  ${l.slipRating} as slip_rating, ${l.vocLevel} as voc_level, ${l.madeInMalaysia} as made_in_malaysia,
  ${l.recycledPercent} as recycled_percent, ${l.leadTimeDays} as lead_time_days,
  cube_ll_coord(${l.colorLab}, 1) as lab_l, cube_ll_coord(${l.colorLab}, 2) as lab_a,
  cube_ll_coord(${l.colorLab}, 3) as lab_b, ${l.certSchemes} as cert_schemes, ${l.certExpires}::text[] as cert_expires,
  array_to_string(tsvector_to_array(${l.searchVector}), ' ') as lexemes`;

function rowOf(raw: RawRow): FacetRow {
  const expires = raw.cert_expires ?? [];
  return {
    id: raw.id,
    categoryId: raw.category_id,
    manufacturerId: raw.manufacturer_id,
    priceSen: Number(raw.price_sen),
    stock: Number(raw.stock),
    colorLabel: raw.color_label,
    usage: raw.usage,
    architectural: raw.architectural,
    fireBs476: raw.fire_bs476,
    fireEuroclass: raw.fire_euroclass,
    slipRating: raw.slip_rating,
    vocLevel: raw.voc_level,
    madeInMalaysia: raw.made_in_malaysia,
    recycledPercent: raw.recycled_percent === null ? null : Number(raw.recycled_percent),
    leadTimeDays: raw.lead_time_days === null ? null : Number(raw.lead_time_days),
    lab:
      raw.lab_l === null || raw.lab_a === null || raw.lab_b === null
        ? null
        : [Number(raw.lab_l), Number(raw.lab_a), Number(raw.lab_b)],
    certificates: (raw.cert_schemes ?? []).map((scheme, index) => ({
      scheme,
      expires: dayOf(expires[index] ?? 'infinity'),
    })),
    lexemes: raw.lexemes ? raw.lexemes.split(' ') : [],
  };
}

/** What a read gives: the rows, and the snapshot it read them in (what the next read of changes starts from). */
export type FacetRead = { snapshot: string; rows: FacetRow[]; removedIds: string[] };

/**
 * Every listing row, read in chunks within one snapshot (repeatable read), each chunk handed to `take` as it comes so
 * a million rows are never held as objects at once. The chunks are ranges of the table's pages, read in their order
 * (a TID range scan): in the order of the ids, each row was a page read of its own, 21 s at a million samples.
 * Answers the snapshot.
 */
export async function readAllFacetRows(db: Database, take: (rows: FacetRow[]) => void): Promise<string> {
  return db.transaction(
    async (tx) => {
      const snapshot = await snapshotOf(tx as unknown as Database);
      // (measured after the snapshot: a row it sees is on a page that existed when it was taken)
      const size = await tx.execute<{ pages: number }>(
        sql`select (pg_relation_size('sample_listing') / current_setting('block_size')::int)::int as pages`,
      );
      const pages = Number(size.rows[0]?.pages ?? 0);
      for (let first = 0; first < pages; first += LOAD_PAGES) {
        const result = await tx.execute<RawRow>(sql`
          select ${COLUMNS} from ${l}
          where ctid >= ${`(${first},0)`}::tid and ctid < ${`(${first + LOAD_PAGES},0)`}::tid`);
        take(result.rows.map(rowOf));
      }
      return snapshot;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The rows written and the ids removed by the transactions `since` did not see (committed after it was taken, or
 * running then), and the snapshot they were read in, which is answered for the next call. One statement, whose
 * subqueries all read its one snapshot (`pg_current_snapshot()` is that snapshot): a facets call under load waits for
 * a connection once, where a transaction of its own took six round trips. Planned through the `changed_in` indexes on
 * the column's statistics (migration 0016; `catalogue-plans.test.ts` checks it reads no table in full).
 */
export async function readFacetChanges(db: Database, since: string): Promise<FacetRead> {
  // the snapshot's xmin ("xmin:xmax:running") given as a value, not as pg_snapshot_xmin(...), which the planner
  // cannot weigh
  const xmin = since.split(':')[0] ?? '0';
  const unseen = (column: SQL) =>
    sql`${column} >= ${xmin}::xid8 and not pg_visible_in_snapshot(${column}, ${since}::pg_snapshot)`;
  const result = await db.execute<{ snapshot: string; written: RawRow[] | string; removed: string[] | string }>(sql`
    select pg_current_snapshot()::text as snapshot,
      (select coalesce(json_agg(written), '[]'::json)
        from (select ${COLUMNS} from ${l} where ${unseen(sql`${l.changedIn}`)}) written) as written,
      (select coalesce(json_agg(${sampleListingRemovals.id}), '[]'::json)
        from ${sampleListingRemovals} where ${unseen(sql`${sampleListingRemovals.changedIn}`)}) as removed`);
  const row = result.rows[0];
  if (!row) throw new Error('reading the catalogue changes gave no row');
  // (JSON comes parsed from node-postgres, as text from some drivers)
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    snapshot: String(row.snapshot),
    rows: parsed(row.written).map(rowOf),
    removedIds: parsed(row.removed),
  };
}

async function snapshotOf(db: Database): Promise<string> {
  const result = await db.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  return String(result.rows[0]?.snapshot);
}
