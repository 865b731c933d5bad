import { ORGANIZATION_MESSAGES, type TCity } from '@samplebank/contracts/organizations';
import type { Database, Transaction } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import {
  findCitiesByIds,
  findCitiesOfState,
  findCountries,
  findPostcodesOfCities,
  findStateById,
  findStates,
  findStatesByIds,
} from './reference.repository.js';

/** An address's references as a form sends them; `field` names it in errors, e.g. `billingAddress.0`. */
export type AddressReference = { field: string; state: number; city: number; postcode: string };

/** `GET /organizations/states`: Malaysia's 13 states and 3 federal territories. */
export async function listStates({ db }: ServiceContext<'db'>) {
  const rows = await findStates(db);
  return rows.map((row) => ({ _id: String(row.id), name: row.name }));
}

/** `GET /organizations/cities?stateId=`: the state's cities with their postcodes; an unknown state is a 400. */
export async function listCities({ db }: ServiceContext<'db'>, { stateId }: { stateId: number }): Promise<TCity[]> {
  if (!(await findStateById(db, stateId))) {
    throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.stateNotFound, {
      fields: { stateId: ORGANIZATION_MESSAGES.stateNotFound },
    });
  }
  const rows = await findCitiesOfState(db, stateId);
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    stateId: String(row.stateId),
    postcodes: row.postcodes,
  }));
}

/** `GET /organizations/countries`. */
export async function listCountries({ db }: ServiceContext<'db'>) {
  const rows = await findCountries(db);
  return rows.map((row) => ({ _id: String(row.id), name: row.name }));
}

/**
 * Checks that every address's state and city exist, the city lies in the state and the postcode in the city;
 * the first problem is a 400 naming its field, so a bad reference never reaches the database as a 500.
 */
export async function checkAddressReferences(db: Database | Transaction, addresses: AddressReference[]) {
  if (addresses.length === 0) return;
  const unique = <T>(values: T[]) => [...new Set(values)];
  const [foundStates, foundCities, foundPostcodes] = await Promise.all([
    findStatesByIds(db, unique(addresses.map((address) => address.state))),
    findCitiesByIds(db, unique(addresses.map((address) => address.city))),
    findPostcodesOfCities(
      db,
      unique(addresses.map((address) => address.city)),
      unique(addresses.map((address) => address.postcode)),
    ),
  ]);
  const stateIds = new Set(foundStates.map((state) => state.id));
  const cityStates = new Map(foundCities.map((city) => [city.id, city.stateId]));
  const postcodePairs = new Set(foundPostcodes.map((row) => `${row.cityId}|${row.code}`));
  for (const address of addresses) {
    const problem = referenceProblem(address, stateIds, cityStates, postcodePairs);
    if (problem) {
      throw new AppError('VALIDATION', problem.message, {
        fields: { [`${address.field}.${problem.at}`]: problem.message },
      });
    }
  }
}

function referenceProblem(
  address: AddressReference,
  stateIds: Set<number>,
  cityStates: Map<number, number>,
  postcodePairs: Set<string>,
): { at: 'state' | 'city' | 'postcode'; message: string } | undefined {
  if (!stateIds.has(address.state)) return { at: 'state', message: ORGANIZATION_MESSAGES.stateNotFound };
  const stateOfCity = cityStates.get(address.city);
  if (stateOfCity === undefined) return { at: 'city', message: ORGANIZATION_MESSAGES.cityNotFound };
  if (stateOfCity !== address.state) return { at: 'city', message: ORGANIZATION_MESSAGES.cityNotInState };
  if (!postcodePairs.has(`${address.city}|${address.postcode}`)) {
    return { at: 'postcode', message: ORGANIZATION_MESSAGES.postcodeNotInCity };
  }
  return undefined;
}
