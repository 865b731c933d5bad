// The languages Samplebank speaks (issue 16, ADR 0021): English at the root paths, Bahasa Malaysia under `/ms/`. Every
// page has one address per language; the web app's router, the server render, the sitemap and the e-mails build them
// with these functions.

export const LOCALES = ['en', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the root paths, of a visitor who has chosen none and of whatever has no translation yet. */
export const DEFAULT_LOCALE: Locale = 'en';

/** What each language's pages start with: nothing for English, `/ms` for Bahasa Malaysia. */
export const LOCALE_PREFIXES: Record<Locale, string> = { en: '', ms: '/ms' };

/** The BCP 47 tag for dates, numbers and plurals: the language as written in Malaysia. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-MY', ms: 'ms-MY' };

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ms: 'Bahasa Malaysia' };

/** The cookie that remembers a visitor's choice (also kept in the account of a signed-in user). */
export const LOCALE_COOKIE = 'sb_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a path and the path without its language prefix: `/ms/samples` -> `{ locale: 'ms', path:
 * '/samples' }`, `/ms` -> `{ locale: 'ms', path: '/' }`, `/samples` -> `{ locale: 'en', path: '/samples' }`.
 * `/msx` is an English path.
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIXES[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** `path` (an address of the English site, with any query) in `locale`: `/samples?x=1` -> `/ms/samples?x=1`. */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The language a request asks for in its `Accept-Language` header (`ms-MY,ms;q=0.9,en;q=0.8`): the first of ours by
 * the weights it gives, else English. `ms`, `ms-MY` and `zsm` are Bahasa Malaysia.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (language === 'ms' || language === 'zsm') return 'ms';
    if (language === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}
