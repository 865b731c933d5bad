import { useCallback } from 'react';
import { useT } from './i18n';

/** `facet.<value>`: "Residential" as `facet.residential`, "Japandi" as `facet.japandi`. */
export const facetKeyOf = (value: string) =>
  `facet.${value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, next) => next.toUpperCase())}`;

/**
 * A usage's or architectural style's name in the page's language. The values are the catalogue's (English, and what
 * the filters send); the ones we know have a message, any other shows as the catalogue has it.
 */
export function useFacetLabel(): (value: string) => string {
  const t = useT('catalogue');
  return useCallback(
    (value: string) => {
      const key = facetKeyOf(value);
      return t.has(key) ? t(key) : value;
    },
    [t],
  );
}
