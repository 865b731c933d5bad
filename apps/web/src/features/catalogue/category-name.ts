import { useCallback } from 'react';
import { useLocale } from '../../lib/i18n';

/** A category as the API names it: in English, and in Bahasa Malaysia once staff have given that name. */
export type NamedCategory = { name: string; nameMs?: string | null };

/** A category's name in the page's language: its Malay name on /ms pages when it has one, else its English name. */
export function useCategoryName(): (category: NamedCategory) => string {
  const locale = useLocale();
  return useCallback(
    (category: NamedCategory) => (locale === 'ms' && category.nameMs ? category.nameMs : category.name),
    [locale],
  );
}
