// The home page document in the reader's language: no zod here, so the storefront's first page can read the Malay
// texts without the schemas (content.ts re-exports it beside them).
import type { TPageSettings } from './content.js';

/** A text in the other language when it holds one, else the English one. */
function textOr<T extends Record<string, unknown>>(
  english: T,
  other: Partial<Record<keyof T, unknown>> | undefined,
): T {
  if (!other) return english;
  const merged: Record<string, unknown> = { ...english };
  for (const [key, value] of Object.entries(other)) {
    if (typeof value === 'string' && value.trim() && typeof english[key] === 'string') merged[key] = value;
  }
  return merged as T;
}

/**
 * The home page document in a language: each text from `translations[locale]` when it is there and not blank, else
 * the English one; images and links stay as they are.
 */
export function pageSettingsIn(settings: TPageSettings, locale: string): TPageSettings {
  const texts = locale === 'ms' ? settings.translations?.ms : undefined;
  if (!texts) return settings;
  return {
    ...settings,
    hero: textOr(settings.hero, texts.hero),
    features: {
      ...textOr(settings.features, texts.features),
      features: settings.features.features.map((item, index) => textOr(item, texts.features?.features?.[index])),
    },
    callToActionTop: textOr(settings.callToActionTop, texts.callToActionTop),
    callToActionTopLeft: textOr(settings.callToActionTopLeft, texts.callToActionTopLeft),
    callToActionBottom: textOr(settings.callToActionBottom, texts.callToActionBottom),
    materialCategories: textOr(settings.materialCategories, texts.materialCategories),
    testimonials: {
      ...textOr(settings.testimonials, texts.testimonials),
      items: settings.testimonials.items.map((item, index) => textOr(item, texts.testimonials?.items?.[index])),
    },
  };
}
