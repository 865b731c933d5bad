import type { TSampleCategory } from '@samplebank/contracts/catalogue';
import { CATALOGUE_SIZES, type TCatalogueSize } from '@samplebank/contracts/partner-applications';
import type { MessageKey } from '../../lib/i18n';

/** A group of category checkboxes on the application: a top-level category and the choices under it. */
export type CategoryGroup = { slug: string; name: string; choices: { slug: string; name: string }[] };

/**
 * The categories an applicant chooses from: each top-level category of the catalogue is a group, and its choices are
 * the categories right under it (Flooring, Glass, Ceiling...), which say what a company makes better than the top
 * level (Materials, Architectural) can; a top-level category with nothing under it is its own one choice.
 */
export function categoryGroups(
  tree: readonly TSampleCategory[],
  nameOf: (category: { name: string; nameMs?: string | null }) => string,
): CategoryGroup[] {
  return tree.map((root) => ({
    slug: root.slug,
    name: nameOf(root),
    choices: (root.children.length > 0 ? root.children : [root]).map((category) => ({
      slug: category.slug,
      name: nameOf(category),
    })),
  }));
}

/** Each catalogue size's words on the form. */
export const CATALOGUE_SIZE_LABELS: Record<TCatalogueSize, MessageKey<'content'>> = {
  '1-50': 'partner.form.size.small',
  '51-200': 'partner.form.size.medium',
  '201-1000': 'partner.form.size.large',
  '1000+': 'partner.form.size.veryLarge',
};

export { CATALOGUE_SIZES };
