import type { TSampleCategory } from '@samplebank/contracts/catalogue';

export type CategoryOption = { id: string; name: string; nameMs: string | null; depth: number };

/** The category tree flattened in display order, each entry with its depth for indenting. */
export function flattenCategoryTree(tree: TSampleCategory[], depth = 0): CategoryOption[] {
  return tree.flatMap((category) => [
    { id: category._id, name: category.name, nameMs: category.nameMs, depth },
    ...flattenCategoryTree(category.children, depth + 1),
  ]);
}
