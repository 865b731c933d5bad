import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';

type Executor = Database | Transaction;

/** The orders' times a period covers: from its first Malaysian midnight up to (not including) the one after its end. */
export type LeadsPeriod = { brandId: string; start: Date; end: Date };

// the states an order counts in: a free request or a paid order on its way; an unpaid checkout or a cancelled order
// never made a lead
const LEAD_STATUSES = sql`('pending', 'processing', 'in-transit', 'delivered')`;

/**
 * The brand's own lines of the period's orders, each with who bought it. `buyer_key` groups them into leads: a company
 * by its organization; a private buyer (no organization, an INDIVIDUAL one, or a student) by the user alone, so a
 * student working in a studio is never shown as the studio.
 */
function brandLines({ brandId, start, end }: LeadsPeriod): SQL {
  return sql`
    select o.id as order_id, o.is_premium, o.created_at, o.shipping_address ->> 'state' as ship_state,
      oi.sample_id, oi.name as sample_name, oi.quantity, u.id as user_id, u.user_type,
      org.id as org_id, org.type as org_type, org.share_with_brands,
      (org.id is null or org.type = 'INDIVIDUAL' or u.user_type = 'student') as is_private,
      case when org.id is null or org.type = 'INDIVIDUAL' or u.user_type = 'student'
        then 'user:' || u.id::text else 'org:' || org.id::text end as buyer_key
    from order_items oi
    join orders o on o.id = oi.order_id
    join users u on u.id = o.user_id
    left join organizations org on org.id = u.organization_id
    where oi.manufacturer_id = ${brandId}
      and o.status in ${LEAD_STATUSES}
      and o.created_at >= ${start.toISOString()}::timestamptz
      and o.created_at < ${end.toISOString()}::timestamptz`;
}

export type LeadRow = {
  buyerKey: string;
  isPrivate: boolean;
  userType: string | null;
  organizationId: string | null;
  organizationType: string | null;
  sharesWithBrands: boolean;
  requests: number;
  orders: number;
  units: number;
  shipState: string | null;
  firstAt: Date;
  lastAt: Date;
};

type RawLeadRow = {
  buyer_key: string;
  is_private: boolean;
  user_type: string | null;
  org_id: string | null;
  org_type: string | null;
  share_with_brands: boolean | null;
  requests: number | string;
  orders: number | string;
  units: number | string;
  ship_state: string | null;
  first_at: Date | string;
  last_at: Date | string;
  total: number | string;
};

/**
 * The period's leads, the latest activity first, with how many there are in all: `limit` of them from `offset`, or all
 * without a limit (the CSV).
 */
export async function findLeads(
  db: Executor,
  period: LeadsPeriod,
  page: { limit?: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const paging = page.limit === undefined ? sql`` : sql`limit ${page.limit} offset ${page.offset}`;
  const result = await db.execute<RawLeadRow>(sql`
    with lines as (${brandLines(period)})
    select buyer_key, bool_or(is_private) as is_private, max(user_type) as user_type,
      max(org_id::text) as org_id, max(org_type) as org_type, bool_and(coalesce(share_with_brands, false)) as share_with_brands,
      count(distinct order_id) filter (where not is_premium)::int as requests,
      count(distinct order_id) filter (where is_premium)::int as orders,
      sum(quantity)::int as units,
      (array_agg(ship_state order by created_at desc) filter (where ship_state is not null))[1] as ship_state,
      min(created_at) as first_at, max(created_at) as last_at,
      count(*) over ()::int as total
    from lines
    group by buyer_key
    order by max(created_at) desc, buyer_key
    ${paging}`);
  const rows = result.rows.map((row) => ({
    buyerKey: row.buyer_key,
    isPrivate: Boolean(row.is_private),
    userType: row.user_type,
    organizationId: row.org_id,
    organizationType: row.org_type,
    sharesWithBrands: Boolean(row.share_with_brands),
    requests: Number(row.requests),
    orders: Number(row.orders),
    units: Number(row.units),
    shipState: row.ship_state,
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
  }));
  // the window's count rides on every row; an offset past the end has none, so it counts again
  const total = result.rows[0] ? Number(result.rows[0].total) : page.offset > 0 ? await countLeads(db, period) : 0;
  return { rows, total };
}

async function countLeads(db: Executor, period: LeadsPeriod): Promise<number> {
  const result = await db.execute<{ total: number | string }>(sql`
    with lines as (${brandLines(period)}) select count(distinct buyer_key)::int as total from lines`);
  return Number(result.rows[0]?.total ?? 0);
}

/** The brand's samples each lead asked for in the period, the most units first. */
export async function findLeadSamples(db: Executor, period: LeadsPeriod, buyerKeys: string[]) {
  if (buyerKeys.length === 0) return [];
  const result = await db.execute<{ buyer_key: string; name: string; units: number | string }>(sql`
    with lines as (${brandLines(period)})
    select buyer_key, max(sample_name) as name, sum(quantity)::int as units
    from lines
    where buyer_key in (${sql.join(
      buyerKeys.map((key) => sql`${key}`),
      sql`, `,
    )})
    group by buyer_key, sample_id
    order by buyer_key, sum(quantity) desc, max(sample_name)`);
  return result.rows.map((row) => ({ buyerKey: row.buyer_key, name: row.name, units: Number(row.units) }));
}

/** The organizations' contact, and the state of their first shipping (else billing) address. */
export async function findLeadOrganizations(db: Executor, organizationIds: string[]) {
  if (organizationIds.length === 0) return [];
  const result = await db.execute<{
    id: string;
    name: string;
    person_in_charge: string | null;
    org_email: string | null;
    contact_number: string | null;
    state: string | null;
  }>(sql`
    select org.id::text as id, org.name, org.person_in_charge, org.org_email, org.contact_number,
      (select s.name from organization_addresses a join states s on s.id = a.state_id
        where a.organization_id = org.id
        order by (a.kind = 'shipping') desc, a.position limit 1) as state
    from organizations org
    where org.id in (${sql.join(
      organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    personInCharge: row.person_in_charge,
    email: row.org_email,
    phone: row.contact_number,
    state: row.state,
  }));
}

/**
 * The projects of these organizations' people whose boards hold one of the brand's samples, the most valuable first:
 * what a studio that shares with brands is working on with them.
 */
export async function findLeadProjects(db: Executor, brandId: string, organizationIds: string[]) {
  if (organizationIds.length === 0) return [];
  const result = await db.execute<{ org_id: string; project_type: string; project_value: number | string }>(sql`
    select u.organization_id::text as org_id, p.project_type, p.project_value
    from projects p
    join users u on u.id = p.owner_id
    where u.organization_id in (${sql.join(
      organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and exists (
        select 1 from boards b
        join board_samples bs on bs.board_id = b.id
        join samples s on s.id = bs.sample_id
        where b.project_id = p.id and s.manufacturer_id = ${brandId}
      )
    order by p.project_value desc, p.created_at, p.id`);
  return result.rows.map((row) => ({
    organizationId: row.org_id,
    type: row.project_type,
    value: Number(row.project_value),
  }));
}
