import { DEFAULT_LOCALE, LOCALES, pathInLocale } from '@samplebank/contracts/locales';
import { createContext, useContext } from 'react';
import { useLocale } from './i18n';

/** The site's own address (`https://samplebank.my`), for canonical and shared links; a server render provides it. */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/** The site's address: the server render's, else the browser's. */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided) return provided;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** An address as a full URL on the site (`/samples` -> `https://samplebank.my/samples`); a full URL stays. */
export function absoluteUrl(origin: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${origin}${address}`;
}

/** A schema.org object (`@type` and its fields), as JSON-LD. */
export type StructuredData = Record<string, unknown>;

/** JSON that can sit inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type PageMetaProps = {
  /** the page's own title; " — Samplebank" is added */
  title: string;
  /** one or two sentences made from the page's content */
  description: string;
  /**
   * the page's one address (path and query, in a stable order, as the English site writes it), for the canonical link
   * (in the page's language), the other languages' alternates and shared links
   */
  path?: string;
  /** the page's main picture, for link previews (WhatsApp, LinkedIn, X) */
  image?: string | null;
  /** Open Graph's kind of page */
  type?: 'website' | 'product' | 'profile';
  /** schema.org objects describing the page (a Product, its breadcrumbs...) */
  structuredData?: StructuredData[];
};

/**
 * A page's metadata for search engines and link previews: title, description, canonical link, Open Graph and Twitter
 * card tags, and schema.org JSON-LD. Rendered inside the page (React puts the title, meta and link elements in the
 * document's head), so a server render of the page carries the same head.
 */
export function PageMeta({ title, description, path, image, type = 'website', structuredData = [] }: PageMetaProps) {
  const origin = useSiteOrigin();
  const locale = useLocale();
  const absolute = (address: string) => absoluteUrl(origin, address);
  const url = path === undefined ? undefined : absolute(pathInLocale(path, locale));
  const fullTitle = `${title} — Samplebank`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {path !== undefined &&
        LOCALES.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={absolute(pathInLocale(path, other))} />
        ))}
      {path !== undefined && (
        <link rel="alternate" hrefLang="x-default" href={absolute(pathInLocale(path, DEFAULT_LOCALE))} />
      )}
      <meta property="og:locale" content={locale === 'ms' ? 'ms_MY' : 'en_MY'} />
      <meta property="og:site_name" content="Samplebank" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absolute(image)} />}
      {structuredData.map((item) => (
        <script
          key={String(item['@type'])}
          type="application/ld+json"
          // JSON-LD is data, not script: it is escaped for the <script> element and never run
          // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptSafeJson escapes every character that could end the element
          dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', ...item }) }}
        />
      ))}
    </>
  );
}
