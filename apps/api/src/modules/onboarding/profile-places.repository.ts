import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cities, postcodes, states } from '../../db/schema/index.js';

type Executor = Database | Transaction;
type Place = { id: number; name: string };

/** A state by its name, case aside, or undefined. */
export async function findStateByName(db: Executor, name: string): Promise<Place | undefined> {
  const [row] = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(sql`lower(${states.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** A city of the state by its name, case aside, or undefined. */
export async function findCityOfState(db: Executor, stateId: number, name: string): Promise<Place | undefined> {
  const [row] = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.stateId, stateId), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Whether the postcode is one of the city's. */
export async function isPostcodeOfCity(db: Executor, cityId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: postcodes.code })
    .from(postcodes)
    .where(and(eq(postcodes.cityId, cityId), eq(postcodes.code, code)))
    .limit(1);
  return Boolean(row);
}
