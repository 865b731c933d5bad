import type { Locale } from '@samplebank/contracts/locales';
import { setValidationLocale } from '@samplebank/contracts/validation-locale';

// zod and its error map (contracts/common) come with the first form that needs them, not with every first page (30 KB):
// the map reads the language set here when it describes a problem
/**
 * Forms checked with the contracts' schemas speak the page's language: zod's error map (the sentences naming a
 * field, "Sila isi nama") and the schemas' own words follow it. A page keeps its language for its whole life
 * (`/ms/...`), so this is set once, at startup (main.tsx). On a Malay page the schemas' own words (`saidByKey`) come
 * with the API's messages in Malay, loaded after the page (English until then: no form is sent that soon).
 */
export function setValidationLanguage(locale: Locale): Promise<void> {
  setValidationLocale(locale);
  if (locale === 'en') return Promise.resolve();
  return import('@samplebank/contracts/api-messages').then(
    () => undefined,
    () => undefined,
  );
}
