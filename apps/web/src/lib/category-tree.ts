/** What a category tree's node needs to be listed: the back office's tree and the shop's alike. */
export type CategoryNode = { _id: string; name: string; nameMs: string | null; children: CategoryNode[] };

export type FlatCategory<Node extends CategoryNode = CategoryNode> = { node: Node; depth: number; path: string };

/**
 * The tree in reading order, each category with its depth and its full path ("Flooring / Timber"), named in `locale`
 * (a category without a Malay name keeps its English one).
 */
export function flattenCategories<Node extends CategoryNode>(
  tree: Node[],
  locale: 'en' | 'ms' = 'en',
  depth = 0,
  parentPath = '',
): FlatCategory<Node>[] {
  return tree.flatMap((node) => {
    const name = categoryNameIn(locale, node);
    const path = parentPath ? `${parentPath} / ${name}` : name;
    return [{ node, depth, path }, ...flattenCategories(node.children as Node[], locale, depth + 1, path)];
  });
}

/** The ids of a category and everything below it: where it may not be moved to. */
export function descendantIds(node: CategoryNode): Set<string> {
  const ids = new Set([node._id]);
  for (const child of node.children) for (const id of descendantIds(child)) ids.add(id);
  return ids;
}

/** A category's name in the page's language: its Malay one on a Malay page when staff gave one, else its English. */
export function categoryNameIn(locale: 'en' | 'ms', category: { name: string; nameMs?: string | null }): string {
  return locale === 'ms' && category.nameMs ? category.nameMs : category.name;
}
