import { DEFAULT_LOCALE, INTL_LOCALES, type Locale, localeFromAcceptLanguage } from '@samplebank/contracts/locales';
import type { FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import englishMail from '../locales/en/mail.json' with { type: 'json' };
import malayMail from '../locales/ms/mail.json' with { type: 'json' };

// The server's texts in both languages (issue 16): ICU messages in flat JSON catalogues, as the web app's
// (apps/web/src/locales), English the source; a key must be in both files (i18n.test.ts).

/** The server's catalogues, by namespace and language. */
export const CATALOGUES = {
  mail: { en: englishMail, ms: malayMail },
} as const satisfies Record<string, Record<Locale, Record<string, string>>>;

export type Namespace = keyof typeof CATALOGUES;
/** A key of a namespace, as its English catalogue has it. */
export type MessageKey<N extends Namespace> = keyof (typeof CATALOGUES)[N]['en'] & string;
export type MessageValues = Record<string, string | number>;
/** A namespace's messages in one language: `t('orderStatus.reason', { reason })`. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

// a message is parsed once per language, the first time it is used
const compiled = new Map<string, IntlMessageFormat>();

function compile(namespace: Namespace, locale: Locale, key: string): IntlMessageFormat {
  const cacheKey = `${namespace}:${locale}:${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const catalogue: Record<string, string> = CATALOGUES[namespace][locale];
    const english: Record<string, string> = CATALOGUES[namespace][DEFAULT_LOCALE];
    // a key a language lacks falls back to English, never to the key itself
    const message = catalogue[key] ?? english[key];
    if (message === undefined) throw new Error(`no message ${namespace}.${key}`);
    format = new IntlMessageFormat(message, INTL_LOCALES[locale]);
    compiled.set(cacheKey, format);
  }
  return format;
}

/** The messages of `namespace` in `locale`. */
export function translator<N extends Namespace>(namespace: N, locale: Locale): Translate<N> {
  return (key, values) => String(compile(namespace, locale, key).format(values));
}

/** The language of a request (its `Accept-Language`; the web app sends `en` or `ms`), English when it names neither. */
export function localeOfRequest(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
