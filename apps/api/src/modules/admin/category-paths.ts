type CategoryRef = { id: string; name: string; slug: string; parentId: string | null };

/**
 * Finds a category by its slug or by its name path from the top ("Flooring/Timber/Engineered Oak"), ignoring case
 * and the spaces around each name.
 */
export function categoryResolver(categories: CategoryRef[]) {
  const bySlug = new Map(categories.map((category) => [category.slug.toLowerCase(), category]));
  const byParentAndName = new Map(
    categories.map((category) => [`${category.parentId ?? ''}\u0000${category.name.trim().toLowerCase()}`, category]),
  );
  return (text: string): CategoryRef | undefined => {
    const wanted = text.trim();
    if (!wanted) return undefined;
    const slugMatch = bySlug.get(wanted.toLowerCase());
    if (slugMatch) return slugMatch;
    let current: CategoryRef | undefined;
    for (const segment of wanted.split('/')) {
      current = byParentAndName.get(`${current?.id ?? ''}\u0000${segment.trim().toLowerCase()}`);
      if (!current) return undefined;
    }
    return current;
  };
}

/** The category and every category below it, for a tree given as parent links. */
export function descendantsOf(categories: { id: string; parentId: string | null }[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const category of categories) {
    if (category.parentId) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category.id]);
  }
  const found = new Set<string>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** A URL-safe slug of a name: lower case, ASCII letters and digits joined by dashes. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'category'
  );
}
