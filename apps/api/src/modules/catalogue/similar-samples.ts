import { SIMILAR_SAMPLES_LIMIT, type TSimilarSamplesResponse } from '@samplebank/contracts/similar';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sampleListing, samples } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { presentSampleSummary } from './catalogue.presenter.js';

// "More like this" (issue 17): the samples of a sample's material family, the nearest colour first. The family is the
// category just below the top that its category sits under (every floor, every glass...), else, for a sample without
// a category, its material as the brand wrote it. The nearest colours are read from the listing's GiST index on
// `color_lab` (`<->`, the cube extension's distance, walks the index nearest first), filtered by the family's
// categories, so at a million samples the query reads a few index pages, not the family.

// what a card shows, as the listing reads it: not the description, the material, the search text or the edit time
const {
  searchText: _searchText,
  description: _description,
  material: _material,
  updatedAt: _updatedAt,
  ...summaryColumns
} = getTableColumns(samples);

const brandColumns = {
  id: organizations.id,
  name: organizations.name,
  logoUrl: organizations.logoUrl,
  logo: organizations.logo,
};

type Origin = { id: string; categoryId: string | null; material: string | null; colorLab: string | null };

/** The sample the strip is for: what its family and colour are read from. */
export async function findOrigin(db: Database, sampleId: string): Promise<Origin | undefined> {
  const [origin] = await db
    .select({ id: samples.id, categoryId: samples.categoryId, material: samples.material, colorLab: samples.colorLab })
    .from(samples)
    .where(and(eq(samples.id, sampleId), ne(samples.status, 'draft')))
    .limit(1);
  return origin;
}

/**
 * The ids of every category in the family `categoryId` sits in: under the ancestor just below the tree's top (the
 * catalogue's tops are broad, "Materials" and "Architectural"; the family is "Flooring", "Glass", "Stone"...), or under
 * the top itself for a category at the top.
 */
async function findFamilyCategoryIds(db: Database, categoryId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive up as (
      select id, parent_id from sample_categories where id = ${categoryId}
      union all
      select parent.id, parent.parent_id from sample_categories parent join up on parent.id = up.parent_id
    ),
    top as (select id from up where parent_id is null),
    family as (
      select coalesce((select up.id from up join top on up.parent_id = top.id), (select id from top)) as id
    ),
    down as (
      select id from family where id is not null
      union all
      select child.id from sample_categories child join down on child.parent_id = down.id
    )
    select id from down`);
  return result.rows.map((row) => row.id);
}

/** Which samples are of the origin's family: its category family's, else its material's; undefined when neither. */
export async function familyCondition(db: Database, origin: Origin): Promise<SQL | undefined> {
  if (origin.categoryId) {
    const categoryIds = await findFamilyCategoryIds(db, origin.categoryId);
    return inArray(sampleListing.categoryId, categoryIds);
  }
  if (origin.material) {
    // the listing has no material: a sample without a category is matched on its own row (rare, and bounded by LIMIT)
    return sql`exists (select 1 from ${samples} where ${samples.id} = ${sampleListing.id} and ${samples.material} = ${origin.material})`;
  }
  return undefined;
}

/**
 * The ids of the 8 samples of a family nearest a colour point (the origin left out), each with its distance: through
 * the GiST index, nearest first; without a point, the family's newest. Exported for its query plan's test.
 */
export function nearestInFamily(
  db: Database,
  {
    originId,
    family,
    point,
    colourless = false,
  }: {
    originId: string;
    family: SQL;
    point: string | null;
    /** the family's samples without a colour (newest first), which a colour's walk leaves out */
    colourless?: boolean;
  },
) {
  const distance = point ? sql<number>`${sampleListing.colorLab} <-> ${point}::cube` : undefined;
  return (
    db
      .select({
        id: sampleListing.id,
        distance: (distance ?? sql<number | null>`null::float8`).as('distance'),
      })
      .from(sampleListing)
      // with a colour, the family's samples that have one: the colour's index holds only those (migration 0014)
      .where(
        and(
          family,
          ne(sampleListing.id, originId),
          distance ? isNotNull(sampleListing.colorLab) : undefined,
          colourless ? isNull(sampleListing.colorLab) : undefined,
        ),
      )
      // the distance alone: a second key (an id to break ties) would make PostgreSQL sort the whole family instead of
      // walking the GiST index nearest first (46 ms against 2.6 ms at a million samples); ties are settled by the caller
      .orderBy(...(distance ? [distance] : [desc(sampleListing.createdAt), asc(sampleListing.id)]))
      .limit(SIMILAR_SAMPLES_LIMIT)
  );
}

/** `GET /samples/{id}/similar`: up to 8 samples of the sample's family, the nearest colour first. */
export async function findSimilarSamples(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  { sampleId }: { sampleId: string },
): Promise<TSimilarSamplesResponse> {
  const origin = await findOrigin(db, sampleId);
  if (!origin) throw notFound('Sample');
  const family = await familyCondition(db, origin);
  if (!family) return { samples: [] };

  const read = (point: string | null, colourless = false) => {
    const nearest = nearestInFamily(db, { originId: origin.id, family, point, colourless }).as('nearest');
    return db
      .select({ sample: summaryColumns, brand: brandColumns, distance: nearest.distance })
      .from(nearest)
      .innerJoin(samples, eq(samples.id, nearest.id))
      .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
      .orderBy(sql`${nearest.distance} asc nulls last`, desc(samples.createdAt), asc(samples.id));
  };
  let rows = await read(origin.colorLab);
  // a family with fewer coloured samples than the list holds ends with those without a colour
  if (origin.colorLab && rows.length < SIMILAR_SAMPLES_LIMIT)
    rows = [...rows, ...(await read(null, true)).slice(0, SIMILAR_SAMPLES_LIMIT - rows.length)];
  return {
    samples: rows.map(({ sample, brand, distance: colorDistance }) => ({
      ...presentSampleSummary(storage, sample, brand),
      ...(colorDistance === null || colorDistance === undefined ? {} : { colorDistance: Number(colorDistance) }),
    })),
  };
}
