// The visitor's chosen language, kept in a cookie the server reads (a page of the other language redirects to its
// own address in the chosen one). Set by the language switch's links as they are clicked, from the page's first
// script on: a click made before the app has taken over the server's page is a plain link, and counts too.
import { isLocale, LOCALE_COOKIE, type Locale } from '@samplebank/contracts/locales';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The attribute a language switch's link carries: the language it leads to. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';

/** Remembers `locale` as the visitor's choice for a year. */
export function rememberLocaleChoice(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads; no store API needed
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** The language the visitor chose with the switch, if they did. */
export function chosenLocale(): Locale | undefined {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return isLocale(chosen) ? chosen : undefined;
}

/** From now on, a click on a language switch's link remembers the language it leads to. */
export function watchLocaleSwitches() {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${LOCALE_SWITCH_ATTRIBUTE}]`) : null;
      const locale = link?.getAttribute(LOCALE_SWITCH_ATTRIBUTE);
      if (isLocale(locale)) rememberLocaleChoice(locale);
    },
    true,
  );
}
