import { sql } from 'drizzle-orm';
import { allPostcodes } from 'malaysia-postcodes';
import type { Database } from '../../db/client.js';
import { cities, countries, postcodes, states } from '../../db/schema/index.js';
import { chunks } from './seed-utils.js';

const STATE_CODES: Record<string, string> = {
  Johor: 'JHR',
  Kedah: 'KDH',
  Kelantan: 'KTN',
  Melaka: 'MLK',
  'Negeri Sembilan': 'NSN',
  Pahang: 'PHG',
  'Pulau Pinang': 'PNG',
  Perak: 'PRK',
  Perlis: 'PLS',
  Sabah: 'SBH',
  Sarawak: 'SWK',
  Selangor: 'SGR',
  Terengganu: 'TRG',
  'W.P. Kuala Lumpur': 'KUL',
  'W.P. Labuan': 'LBN',
  'W.P. Putrajaya': 'PJY',
};

/** "Wp Kuala Lumpur" -> "W.P. Kuala Lumpur"; other names keep their words, each capitalised. */
export function tidyStateName(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  if (words[0] === 'Wp') words[0] = 'W.P.';
  return words.join(' ');
}

/** Loads Malaysia's states, cities and postcodes (from malaysia-postcodes) and the country list, once. */
export async function seedReferenceData(db: Database): Promise<{ states: number; cities: number; postcodes: number }> {
  const [loaded] = await db.select({ count: sql<number>`count(*)::int` }).from(states);
  if ((loaded?.count ?? 0) >= allPostcodes.length) {
    await db.insert(countries).values({ name: 'Malaysia', code: 'MY' }).onConflictDoNothing();
    return { states: 0, cities: 0, postcodes: 0 };
  }
  await db.insert(countries).values({ name: 'Malaysia', code: 'MY' }).onConflictDoNothing();
  const stateRows = allPostcodes.map((state) => {
    const name = tidyStateName(state.name);
    return { name, code: STATE_CODES[name] ?? null };
  });
  await db.insert(states).values(stateRows).onConflictDoNothing();
  const stateIds = new Map((await db.select().from(states)).map((row) => [row.name, row.id]));

  const cityRows = allPostcodes.flatMap((state) =>
    state.city.map((city) => ({ stateId: stateIds.get(tidyStateName(state.name))!, name: city.name.trim() })),
  );
  for (const part of chunks(cityRows)) await db.insert(cities).values(part).onConflictDoNothing();
  const cityIds = new Map((await db.select().from(cities)).map((row) => [`${row.stateId}|${row.name}`, row.id]));

  const postcodeRows = allPostcodes.flatMap((state) => {
    const stateId = stateIds.get(tidyStateName(state.name))!;
    return state.city.flatMap((city) => {
      const cityId = cityIds.get(`${stateId}|${city.name.trim()}`)!;
      return [...new Set(city.postcode)].filter((code) => /^\d{5}$/.test(code)).map((code) => ({ code, cityId }));
    });
  });
  for (const part of chunks(postcodeRows, 2000)) await db.insert(postcodes).values(part).onConflictDoNothing();
  return { states: stateRows.length, cities: cityRows.length, postcodes: postcodeRows.length };
}
