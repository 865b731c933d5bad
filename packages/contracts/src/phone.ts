import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// The smallest metadata build (about 30 KB gzipped): it knows every country's number lengths and prefixes, which is
// all a Malaysian-only check needs. It is imported by the organization form and the wizard, both loaded on demand,
// and never by the sign-in dialog or the catalogue (DESIGN.md §8 budgets).

/** The longest phone number a form accepts, spaces and dashes included. */
export const PHONE_MAX_LENGTH = 30;

export const PHONE_MESSAGES = {
  invalid: 'Please enter a valid Malaysian phone number, e.g. 012-345 6789 or 03-2161 1234',
  tooLong: `A phone number has at most ${PHONE_MAX_LENGTH} characters`,
  invalidWithExtension: 'Please enter a Malaysian phone number, e.g. 012-345 6789 or 03-2141 8888 ext. 123',
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

// an extension after the number as offices write it: "ext. 123", "ext 12", "extension 12", "x123"
const EXTENSION = /[\s,;]*(?:ext\.?|extension|x)\s*(\d{1,6})$/i;

/**
 * A Malaysian number that may carry an office extension, as `{ number, extension }` (the number in E.164, the
 * extension's digits or null), or null when the text is not one. People write "+60 3-2141 8888 ext. 123",
 * "03-2141 8888 x123" or "(03) 2141 8888 ext 12"; the number before the extension is checked as a whole one.
 */
export function parseMalaysianPhoneWithExtension(value: string): { number: string; extension: string | null } | null {
  const text = value.trim();
  const extension = EXTENSION.exec(text);
  const number = normaliseMalaysianPhone(extension ? text.slice(0, extension.index) : text);
  if (!number) return null;
  return { number, extension: extension?.[1] ?? null };
}

/** Whether the text is a Malaysian phone number, with or without an extension (see parseMalaysianPhoneWithExtension). */
export function isMalaysianPhoneWithExtension(value: string): boolean {
  return parseMalaysianPhoneWithExtension(value) !== null;
}

/** A stored number as Malaysians read it (`012-345 6789`); text that is not a Malaysian number is shown as it is. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const normalised = normaliseMalaysianPhone(value);
  if (!normalised) return value;
  return parsePhoneNumberFromString(normalised)?.formatNational() ?? value;
}
