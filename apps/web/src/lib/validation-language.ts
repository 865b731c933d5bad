import type { Locale } from '@samplebank/contracts/locales';
import { setValidationLocale } from '@samplebank/contracts/validation-locale';

// zod and its error map (contracts/common) come with the first form that needs them, not with every first page (30 KB):
// the map reads the language set here when it describes a problem.

let loading: Promise<void> | undefined;

/**
 * The schemas' own words in Malay (`saidByKey`): they come with the API's messages in Malay (api-messages.ts, with the
 * contracts it names: 85 KB), loaded once.
 */
export function loadValidationMessages(): Promise<void> {
  loading ??= import('@samplebank/contracts/api-messages').then(
    () => undefined,
    () => {
      // a lost connection: the next form tries again
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Forms checked with the contracts' schemas speak the page's language: zod's error map (the sentences naming a field,
 * "Sila isi nama") and the schemas' own words follow it. A page keeps its language for its whole life (`/ms/...`), so
 * this is set once, at startup (main.tsx). On a Malay page the schemas' own words load when someone first reaches a
 * form or a dialog (a pointer pressed or a field focused in it), long before they send it: not with every page.
 */
export function setValidationLanguage(locale: Locale): void {
  setValidationLocale(locale);
  if (locale === 'en' || typeof document === 'undefined') return;
  const reached = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form, [role="dialog"]')) return;
    document.removeEventListener('focusin', reached, true);
    document.removeEventListener('pointerdown', reached, true);
    void loadValidationMessages();
  };
  document.addEventListener('focusin', reached, true);
  document.addEventListener('pointerdown', reached, true);
}
