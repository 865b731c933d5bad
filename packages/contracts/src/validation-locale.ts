// The language refused values are described in (validation-messages.ts): kept apart from the messages, so that a web
// page sets its language at startup without loading them (they come with the first form).
import type { Locale } from './locales.js';

const state: { locale: Locale } = { locale: 'en' };

/** Sets the language every refused value is described in from now on (a web page's language, set once). */
export function setValidationLocale(locale: Locale): void {
  state.locale = locale;
}

/** The language refused values are described in right now. */
export function validationLocale(): Locale {
  return state.locale;
}

/**
 * Runs `parse` (synchronous: a zod parse) with refused values described in `locale`, then goes back to the language
 * before. Synchronous on purpose: no other request's parse can run in between on the server. Read the issues' messages
 * inside `parse`: zod writes them when they are first read.
 */
export function inValidationLocale<T>(locale: Locale, parse: () => T): T {
  const before = state.locale;
  state.locale = locale;
  try {
    return parse();
  } finally {
    state.locale = before;
  }
}
