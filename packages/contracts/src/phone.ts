import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// The smallest metadata build (about 30 KB gzipped): it knows every country's number lengths and prefixes, which is
// all a Malaysian-only check needs. It is imported by the organization form and the wizard, both loaded on demand,
// and never by the sign-in dialog or the catalogue (DESIGN.md §8 budgets).

/** The longest phone number a form accepts, spaces and dashes included. */
export const PHONE_MAX_LENGTH = 30;

export const PHONE_MESSAGES = {
  invalid: 'Please enter a valid Malaysian phone number, e.g. 012-345 6789 or 03-2161 1234',
  tooLong: `A phone number has at most ${PHONE_MAX_LENGTH} characters`,
} as const;

// what people type around the digits; letters ("call me maybe") or an extension are not a number
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

/**
 * A Malaysian number in E.164 (`+60123456789`), or null when the text is not one. People write +60 3-1234 5678,
 * 03-2161 1234, 012-345 6789 or 1300-88-1234; a number of another country is refused.
 */
export function normaliseMalaysianPhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, 'MY');
  if (parsed?.country !== 'MY' || !parsed.isValid()) return null;
  return parsed.number;
}

/** Whether the text is a Malaysian phone number (see normaliseMalaysianPhone). */
export function isMalaysianPhoneNumber(value: string): boolean {
  return normaliseMalaysianPhone(value) !== null;
}

/** A stored number as Malaysians read it (`012-345 6789`); text that is not a Malaysian number is shown as it is. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const normalised = normaliseMalaysianPhone(value);
  if (!normalised) return value;
  return parsePhoneNumberFromString(normalised)?.formatNational() ?? value;
}
