// The web app in English and Bahasa Malaysia (ADR 0021). A page's language comes from its address (`/ms/...`) and
// never changes in its life: a language switch opens the other language's address. Messages live in catalogues,
// src/locales/<language>/<namespace>.json (ICU MessageFormat), one module per namespace loaded with the pages that
// use it (messages-plugin.ts), parsed at build; FormatJS's intl-messageformat formats them (react-intl's hooks and
// provider would cost the first page 5 KB more for nothing these do not).

import { loadCatalogue, NAMESPACES } from 'virtual:samplebank-messages';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { INTL_LOCALES, LOCALE_PREFIXES, type Locale, localeOfPath, pathInLocale } from '@samplebank/contracts/locales';
import { formatDecimal } from '@samplebank/domain/format';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { createContext, createElement, Fragment, type ReactNode, use, useContext, useMemo } from 'react';

/** Each namespace's keys, from its English catalogue (the source every other language translates). */
export type Catalogues = {
  account: typeof import('../locales/en/account.json');
  admin: typeof import('../locales/en/admin.json');
  adminCatalogue: typeof import('../locales/en/adminCatalogue.json');
  auth: typeof import('../locales/en/auth.json');
  brand: typeof import('../locales/en/brand.json');
  cart: typeof import('../locales/en/cart.json');
  catalogue: typeof import('../locales/en/catalogue.json');
  checkout: typeof import('../locales/en/checkout.json');
  collaboration: typeof import('../locales/en/collaboration.json');
  common: typeof import('../locales/en/common.json');
  compare: typeof import('../locales/en/compare.json');
  content: typeof import('../locales/en/content.json');
  documents: typeof import('../locales/en/documents.json');
  discovery: typeof import('../locales/en/discovery.json');
  errors: typeof import('../locales/en/errors.json');
  home: typeof import('../locales/en/home.json');
  lifecycle: typeof import('../locales/en/lifecycle.json');
  onboarding: typeof import('../locales/en/onboarding.json');
  orders: typeof import('../locales/en/orders.json');
  organizations: typeof import('../locales/en/organizations.json');
  presentation: typeof import('../locales/en/presentation.json');
  projects: typeof import('../locales/en/projects.json');
  requests: typeof import('../locales/en/requests.json');
  sample: typeof import('../locales/en/sample.json');
  sharing: typeof import('../locales/en/sharing.json');
  specs: typeof import('../locales/en/specs.json');
  store: typeof import('../locales/en/store.json');
};
export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;

/** What every page needs before it renders: the header, footer, shared parts and error codes. */
export const ALWAYS_LOADED: Namespace[] = ['common', 'errors'];

type Values = Record<string, string | number | boolean | Date | null | undefined>;
type RichValues = Record<
  string,
  string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/** A namespace's messages: `t('key', { count })` for text, `t.rich('key', { link: (text) => <a>{text}</a> })`. */
export type Translate<N extends Namespace> = {
  (key: MessageKey<N>, values?: Values): string;
  rich: (key: MessageKey<N>, values: RichValues) => ReactNode;
  /** whether the namespace has `key` (a message picked by a code from the API, which may be new to this build) */
  has: (key: string) => key is MessageKey<N>;
};

/** One namespace's messages: a plain text as itself, anything else parsed (messages-plugin.ts). */
type Catalogue = Record<string, string | MessageFormatElement[]>;

// A browser's first Intl.NumberFormat loads its number data: 50 ms on this project's CI host, several times that on
// a mid-range phone, in one piece in the middle of the page's first render (its first message with a count). Nothing
// here makes one for the numbers our messages write, as format.ts writes counts and money by hand:
// - intl-messageformat asks Intl.NumberFormat which of the locales it supports for every message it makes; the answer
//   serves only a message parsed from text (ours come parsed, messages-plugin.ts), and the locale is one of ours;
// - a number in a message (`#` in a plural, `{n, number}`, `{n, number, ::.#}`) is written by formatDecimal (the same
//   digits: en-MY and ms-MY both group by thousands with commas); a number with any other style (a unit, a currency,
//   compact) still gets its Intl.NumberFormat.
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? INTL_LOCALES.en));

/** A number's decimals, the only options formatDecimal takes. */
const DECIMALS_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

/** What intl-messageformat reads of a number format (its `format`), written by formatDecimal. */
const decimalsFormat = (options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) =>
  ({ format: (value: number) => formatDecimal(value, options) }) as Intl.NumberFormat;

/** Each of a language's formatters made once for all its messages (intl-messageformat makes them per message). */
function sharedFormatters(): Formatters {
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    key: unknown[],
    make: () => T,
  ) => {
    const id = JSON.stringify(key);
    let formatter = made.get(id);
    if (!formatter) {
      formatter = make();
      made.set(id, formatter);
    }
    return formatter as T;
  };
  return {
    getNumberFormat: (locales, options) =>
      once(['number', locales, options], () =>
        Object.keys(options ?? {}).every((option) => DECIMALS_OPTIONS.has(option))
          ? decimalsFormat(options)
          : new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions),
      ),
    getDateTimeFormat: (locales, options) =>
      once(['date', locales, options], () => new Intl.DateTimeFormat(locales, options)),
    getPluralRules: (locales, options) =>
      once(['plural', locales, options], () => new Intl.PluralRules(locales, options)),
  };
}

/** The messages of one language as they load, one namespace at a time. */
export class MessageRegistry {
  private readonly catalogues = new Map<Namespace, Catalogue>();
  private readonly loading = new Map<Namespace, Promise<Catalogue>>();
  private readonly formats = new Map<string, IntlMessageFormat>();
  private readonly formatters = sharedFormatters();

  constructor(readonly locale: Locale) {}

  /** The namespace's messages, or undefined while they have not loaded. */
  catalogueOf(namespace: Namespace): Catalogue | undefined {
    return this.catalogues.get(namespace);
  }

  /** Loads namespaces (once each). */
  load(namespaces: readonly Namespace[]): Promise<Catalogue[]> {
    return Promise.all(namespaces.map((namespace) => this.loadOne(namespace)));
  }

  /** Every namespace: the server render has them all at hand. */
  loadAll(): Promise<Catalogue[]> {
    return this.load(NAMESPACES as Namespace[]);
  }

  loadOne(namespace: Namespace): Promise<Catalogue> {
    const known = this.loading.get(namespace);
    if (known) return known;
    const promise = loadCatalogue(this.locale, namespace).then((module) => {
      const catalogue = module.default as Catalogue;
      this.catalogues.set(namespace, catalogue);
      return catalogue;
    });
    // a failed load (a flaky network) is tried again by the next page that needs it
    promise.catch(() => this.loading.delete(namespace));
    this.loading.set(namespace, promise);
    return promise;
  }

  /** A message with its values: text, or text and elements for a message with tags. */
  format(id: string, message: MessageFormatElement[], values?: RichValues): string | ReactNode[] {
    let format = this.formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, INTL_LOCALES[this.locale], undefined, { formatters: this.formatters });
      this.formats.set(id, format);
    }
    try {
      return format.format(values as Record<string, never>) as string | ReactNode[];
    } catch (error) {
      // a value the code forgot: the message still shows, without it, and the console says which
      console.warn(`i18n: ${id}: ${(error as Error).message}`);
      return message.map((element) => ('value' in element && element.type === 0 ? element.value : '')).join('');
    }
  }
}

type I18n = { locale: Locale; registry: MessageRegistry };

const I18nContext = createContext<I18n | undefined>(undefined);

/** The page's language and messages; its own namespaces load as its code does (`lazyPage`). */
export function I18nProvider({ registry, children }: { registry: MessageRegistry; children: ReactNode }) {
  const value = useMemo(() => ({ locale: registry.locale, registry }), [registry]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT() needs an <I18nProvider> above it');
  return i18n;
}

/** The page's language: `en` or `ms`. */
export function useLocale(): Locale {
  return useI18n().locale;
}

/** Bound to one namespace: what `useT` returns and `translate` makes. */
function translatorOf<N extends Namespace>(
  registry: MessageRegistry,
  catalogue: Catalogue,
  namespace: N,
): Translate<N> {
  const format = (key: string, values?: RichValues): string | ReactNode[] => {
    const id = `${namespace}.${key}`;
    const message = catalogue[id];
    if (message === undefined) {
      // only a key the code makes up at run time can miss (the types check the others): never shown as a key
      console.warn(`i18n: no message ${id}`);
      return '';
    }
    return typeof message === 'string' ? message : registry.format(id, message, values);
  };
  const t = ((key: MessageKey<N>, values?: Values) => {
    const formatted = format(key, values);
    return typeof formatted === 'string' ? formatted : formatted.join('');
  }) as Translate<N>;
  t.rich = (key, values) => {
    const formatted = format(key, values);
    // the parts as children of one fragment: React needs no keys for them
    return typeof formatted === 'string' ? formatted : createElement(Fragment, null, ...formatted);
  };
  t.has = (key: string): key is MessageKey<N> => `${namespace}.${key}` in catalogue;
  return t;
}

/**
 * A namespace's messages in the page's language. The page waits (Suspense) for a namespace that has not loaded; pages
 * name theirs up front (`lazyPage`), so this is the exception.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const { registry } = useI18n();
  const catalogue = registry.catalogueOf(namespace) ?? use(registry.loadOne(namespace));
  return useMemo(() => translatorOf(registry, catalogue, namespace), [registry, catalogue, namespace]);
}

// ---- outside React: the browser's one language -------------------------------------------------------------------

let pageRegistry: MessageRegistry | undefined;

/** The browser page's messages (its language from its address), made on first use. */
export function browserRegistry(): MessageRegistry {
  pageRegistry ??= new MessageRegistry(localeOfPath(window.location.pathname).locale);
  return pageRegistry;
}

/**
 * A loaded namespace's messages outside a component (a toast after a request, a message built in a library's
 * callback). Only the namespaces every page loads are sure to be there.
 */
export function translate<N extends Namespace>(namespace: N, registry = browserRegistry()): Translate<N> {
  const catalogue = registry.catalogueOf(namespace);
  if (!catalogue) throw new Error(`the "${namespace}" messages have not loaded`);
  return translatorOf(registry, catalogue, namespace);
}

// ---- addresses ---------------------------------------------------------------------------------------------------

/** The router's base for a language: `/ms` for Bahasa Malaysia, none for English. */
export function basenameOf(locale: Locale): string | undefined {
  return LOCALE_PREFIXES[locale] || undefined;
}

/** The address of the page at `path` (an English address) in `locale`. */
export { localeOfPath, pathInLocale };
