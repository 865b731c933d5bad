export type DiffRow = { path: string; before: unknown; after: unknown; kind: 'added' | 'removed' | 'changed' };

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, {});
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some((item) => item && typeof item === 'object')) {
    if (value.length === 0) into.set(prefix, []);
    for (const [index, item] of value.entries()) flatten(item, `${prefix}[${index}]`, into);
  } else if (value !== undefined) {
    into.set(prefix || '(value)', value);
  }
}

/** The fields that differ between two snapshots, by their dotted path, in a stable order. */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  flatten(before, '', left);
  flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  return paths.flatMap((path): DiffRow[] => {
    const had = left.has(path);
    const has = right.has(path);
    const from = left.get(path);
    const to = right.get(path);
    if (had && has && JSON.stringify(from) === JSON.stringify(to)) return [];
    return [{ path, before: from, after: to, kind: !had ? 'added' : !has ? 'removed' : 'changed' }];
  });
}
