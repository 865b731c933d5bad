import '@samplebank/contracts/common';
import type { Locale } from '@samplebank/contracts/locales';
import { setValidationLocale } from '@samplebank/contracts/validation-messages';

/**
 * Forms checked with the contracts' schemas speak the page's language: zod's error map (the sentences naming a
 * field, "Sila isi nama") and the schemas' own words given in both languages follow it. A page keeps its language
 * for its whole life (`/ms/...`), so this is set once, at startup (main.tsx).
 */
export function setValidationLanguage(locale: Locale): void {
  setValidationLocale(locale);
}
