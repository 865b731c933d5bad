import type { TPageSettings } from '@samplebank/contracts/content';
import type { Locale } from '@samplebank/contracts/locales';

// what is never text to translate, whatever a translation holds there
const NOT_TEXT = new Set(['_id', 'key', 'url', 'src', 'srcSet', 'type', 'link', 'originalFilename', 'column']);

/** `base` with each text replaced by the translation's text at the same place, when that is a non-empty string. */
function overlay(base: unknown, translation: unknown): unknown {
  if (typeof base === 'string') return typeof translation === 'string' && translation.trim() ? translation : base;
  if (Array.isArray(base)) {
    return base.map((item, index) => overlay(item, Array.isArray(translation) ? translation[index] : undefined));
  }
  if (base && typeof base === 'object') {
    const translated = translation && typeof translation === 'object' ? (translation as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [key, NOT_TEXT.has(key) ? value : overlay(value, translated[key])]),
    );
  }
  return base;
}

/**
 * The home page's content in a language: staff write the Malay texts beside the English ones, under
 * `translations.ms` with the English fields' names (and places); a Malay text left empty shows the English one.
 */
export function pageSettingsInLocale(settings: TPageSettings, locale: Locale): TPageSettings {
  // read defensively: the translations are a later addition to the stored document
  const translations = (settings as { translations?: Partial<Record<Locale, unknown>> }).translations;
  const translation = translations?.[locale];
  if (locale === 'en' || !translation) return settings;
  return overlay(settings, translation) as TPageSettings;
}
