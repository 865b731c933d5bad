import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cities, countries, postcodes, states } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** Every state and federal territory, by name. */
export function findStates(db: Executor) {
  return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
}

/** One state, or undefined. */
export async function findStateById(db: Executor, id: number) {
  const [row] = await db.select({ id: states.id, name: states.name }).from(states).where(eq(states.id, id)).limit(1);
  return row;
}

/** The cities of a state, by name, each with its postcodes in order. */
export function findCitiesOfState(db: Executor, stateId: number) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      stateId: cities.stateId,
      postcodes: sql<
        string[]
      >`coalesce(array_agg(${postcodes.code} order by ${postcodes.code}) filter (where ${postcodes.code} is not null), '{}')`,
    })
    .from(cities)
    .leftJoin(postcodes, eq(postcodes.cityId, cities.id))
    .where(eq(cities.stateId, stateId))
    .groupBy(cities.id)
    .orderBy(asc(cities.name));
}

/** Every country, by name. */
export function findCountries(db: Executor) {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

/** The states among the given ids. */
export function findStatesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: states.id, name: states.name }).from(states).where(inArray(states.id, ids));
}

/** The cities among the given ids, with the state each lies in. */
export function findCitiesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(inArray(cities.id, ids));
}

/** The (city, postcode) pairs among the given ones that exist. */
export function findPostcodesOfCities(db: Executor, cityIds: number[], codes: string[]) {
  if (cityIds.length === 0 || codes.length === 0) return Promise.resolve([]);
  return db
    .select({ cityId: postcodes.cityId, code: postcodes.code })
    .from(postcodes)
    .where(and(inArray(postcodes.cityId, cityIds), inArray(postcodes.code, codes)));
}
