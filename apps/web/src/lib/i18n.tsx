// The web app in English and Bahasa Malaysia (ADR 0021). A page's language comes from its address (`/ms/...`) and
// never changes in its life: a language switch opens the other language's address. Messages live in catalogues,
// src/locales/<language>/<namespace>.json (ICU MessageFormat), one module per namespace loaded with the pages that
// use it (messages-plugin.ts); react-intl formats them.

import { loadCatalogue, NAMESPACES } from 'virtual:samplebank-messages';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  LOCALE_PREFIXES,
  type Locale,
  localeOfPath,
  pathInLocale,
} from '@samplebank/contracts/locales';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';

/** Each namespace's keys, from its English catalogue (the source every other language translates). */
export type Catalogues = {
  account: typeof import('../locales/en/account.json');
  admin: typeof import('../locales/en/admin.json');
  adminCatalogue: typeof import('../locales/en/adminCatalogue.json');
  auth: typeof import('../locales/en/auth.json');
  cart: typeof import('../locales/en/cart.json');
  catalogue: typeof import('../locales/en/catalogue.json');
  checkout: typeof import('../locales/en/checkout.json');
  common: typeof import('../locales/en/common.json');
  content: typeof import('../locales/en/content.json');
  errors: typeof import('../locales/en/errors.json');
  home: typeof import('../locales/en/home.json');
  onboarding: typeof import('../locales/en/onboarding.json');
  orders: typeof import('../locales/en/orders.json');
  organizations: typeof import('../locales/en/organizations.json');
  projects: typeof import('../locales/en/projects.json');
  requests: typeof import('../locales/en/requests.json');
  validation: typeof import('../locales/en/validation.json');
};
export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;

/** What every page needs before it renders: the header, footer, shared parts, error codes and form messages. */
export const ALWAYS_LOADED: Namespace[] = ['common', 'errors', 'validation'];

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

/**
 * The messages of one language as they load: one react-intl instance per namespace, so a page that loads a
 * namespace never waits for the whole app's messages to be formatted again.
 */
export class MessageRegistry {
  private readonly cache = createIntlCache();
  private readonly loaded = new Map<Namespace, IntlShape>();
  private readonly loading = new Map<Namespace, Promise<IntlShape>>();

  constructor(readonly locale: Locale) {}

  /** The namespace's react-intl instance, or undefined while it has not loaded. */
  intlOf(namespace: Namespace): IntlShape | undefined {
    return this.loaded.get(namespace);
  }

  /** Loads namespaces (once each). */
  load(namespaces: readonly Namespace[]): Promise<IntlShape[]> {
    return Promise.all(namespaces.map((namespace) => this.loadOne(namespace)));
  }

  /** Every namespace: the server render has them all at hand. */
  loadAll(): Promise<IntlShape[]> {
    return this.load(NAMESPACES as Namespace[]);
  }

  loadOne(namespace: Namespace): Promise<IntlShape> {
    const known = this.loading.get(namespace);
    if (known) return known;
    const promise = loadCatalogue(this.locale, namespace).then((module) => {
      const intl = createIntl(
        {
          locale: INTL_LOCALES[this.locale],
          // messages arrive parsed (messages-plugin.ts): the browser's react-intl has no parser
          messages: module.default as Record<string, string>,
          defaultLocale: INTL_LOCALES[DEFAULT_LOCALE],
          timeZone: 'Asia/Kuala_Lumpur',
          onError: reportIntlError,
        },
        this.cache,
      );
      this.loaded.set(namespace, intl);
      return intl;
    });
    // a failed load (a flaky network) is tried again by the next page that needs it
    promise.catch(() => this.loading.delete(namespace));
    this.loading.set(namespace, promise);
    return promise;
  }
}

function reportIntlError(error: Error) {
  // a message with a value missing still shows, its placeholder empty; the console says which
  if (typeof console !== 'undefined') console.warn(`i18n: ${error.message}`);
}

type I18n = { locale: Locale; registry: MessageRegistry };

const I18nContext = createContext<I18n | undefined>(undefined);

/** The page's language and messages; its own namespaces load as its code does (`lazyPage`). */
export function I18nProvider({ registry, children }: { registry: MessageRegistry; children: ReactNode }) {
  const value = useMemo(() => ({ locale: registry.locale, registry }), [registry]);
  const common = registry.intlOf('common');
  return (
    <I18nContext.Provider value={value}>
      {common ? <RawIntlProvider value={common}>{children}</RawIntlProvider> : children}
    </I18nContext.Provider>
  );
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

/** Bound to one namespace of one instance: what `useT` returns and `translatorOf` makes. */
function translatorOf<N extends Namespace>(intl: IntlShape, namespace: N): Translate<N> {
  const messages = intl.messages as Record<string, unknown>;
  const idOf = (key: string) => `${namespace}.${key}`;
  const format = (key: string, values?: RichValues) => {
    const id = idOf(key);
    // a plain text is itself; react-intl would try to parse it again when given values
    if (typeof messages[id] === 'string') return messages[id] as string;
    return intl.formatMessage({ id }, values as Values);
  };
  const t = ((key: MessageKey<N>, values?: Values) => String(format(key, values))) as Translate<N>;
  t.rich = (key, values) => format(key, values) as ReactNode;
  t.has = (key: string): key is MessageKey<N> => idOf(key) in messages;
  return t;
}

/**
 * A namespace's messages in the page's language. The page waits (Suspense) for a namespace that has not loaded; pages
 * name theirs up front (`lazyPage`), so this is the exception.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const { registry } = useI18n();
  const intl = registry.intlOf(namespace) ?? use(registry.loadOne(namespace));
  return useMemo(() => translatorOf(intl, namespace), [intl, namespace]);
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
  const intl = registry.intlOf(namespace);
  if (!intl) throw new Error(`the "${namespace}" messages have not loaded`);
  return translatorOf(intl, namespace);
}

// ---- addresses ---------------------------------------------------------------------------------------------------

/** The router's base for a language: `/ms` for Bahasa Malaysia, none for English. */
export function basenameOf(locale: Locale): string | undefined {
  return LOCALE_PREFIXES[locale] || undefined;
}

/** The address of the page at `path` (an English address) in `locale`. */
export { localeOfPath, pathInLocale };
