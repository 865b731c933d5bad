import { PROFILE_MESSAGES } from '@samplebank/contracts/auth';
import { normaliseMalaysianPhone, PHONE_MESSAGES } from '@samplebank/contracts/phone';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { findCityOfState, findStateByName, isPostcodeOfCity } from './profile-places.repository.js';

type Profile = Record<string, unknown>;

const LOCATION_FIELDS = ['state', 'city', 'zipCode'] as const;
const MALAYSIA = 'Malaysia';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks what the profile schemas cannot alone: the phone number is a Malaysian one, the country is Malaysia, and
 * state, city and postcode are a state, one of its cities and one of that city's postcodes, as the reference lists
 * (GET /organizations/states, /cities) name them. Returns the profile with these stored normalised: the phone in
 * E.164, the places as the lists spell them. A draft checks only what it sends (`checkAll` false), so an address
 * typed before these checks existed does not stop a document upload; completing the profile checks everything.
 * Every wrong field is named in one 400.
 */
export async function checkedProfile(
  tx: Transaction,
  profile: Profile,
  options: { sent: Profile; checkAll: boolean },
): Promise<Profile> {
  const checks = (field: string) => options.checkAll || field in options.sent;
  const fields: Record<string, string> = {};
  const result: Profile = { ...profile };

  if (checks('phoneNumber') && filled(profile.phoneNumber)) {
    const phone = normaliseMalaysianPhone(profile.phoneNumber);
    if (phone) result.phoneNumber = phone;
    else fields.phoneNumber = PHONE_MESSAGES.invalid;
  }

  if (checks('country') && filled(profile.country)) {
    if (profile.country.trim().toLowerCase() === MALAYSIA.toLowerCase()) result.country = MALAYSIA;
    else fields.country = PROFILE_MESSAGES.country;
  }

  // the three depend on one another: a change to one is checked with the others as stored
  if (LOCATION_FIELDS.some(checks)) Object.assign(fields, await checkPlaces(tx, profile, result));

  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION', first, { fields });
  return result;
}

/** The wrong fields among state, city and postcode; the right ones are written to `result` as the lists name them. */
async function checkPlaces(tx: Transaction, profile: Profile, result: Profile): Promise<Record<string, string>> {
  const { state, city, zipCode } = profile;
  const problems: Record<string, string> = {};
  const foundState = filled(state) ? await findStateByName(tx, state.trim()) : undefined;
  if (filled(state) && !foundState) problems.state = PROFILE_MESSAGES.state;
  if (foundState) result.state = foundState.name;

  let foundCity: { id: number; name: string } | undefined;
  if (filled(city)) {
    if (!filled(state)) problems.city = PROFILE_MESSAGES.cityNeedsState;
    else if (foundState) {
      foundCity = await findCityOfState(tx, foundState.id, city.trim());
      if (foundCity) result.city = foundCity.name;
      else problems.city = PROFILE_MESSAGES.city;
    }
  }

  if (filled(zipCode)) {
    if (!filled(city)) problems.zipCode = PROFILE_MESSAGES.postcodeNeedsCity;
    else if (foundCity && !(await isPostcodeOfCity(tx, foundCity.id, zipCode.trim()))) {
      problems.zipCode = PROFILE_MESSAGES.postcode;
    }
  }
  return problems;
}
