import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE, type CategoryNode } from './catalogue-data';
import { CATEGORY_NAMES_MS } from './category-names-ms';

const namesOf = (node: CategoryNode): string[] => [node.name, ...(node.children ?? []).flatMap(namesOf)];

describe('CATEGORY_NAMES_MS', () => {
  it('gives every demo category a Malay name', () => {
    const missing = CATEGORY_TREE.flatMap(namesOf).filter((name) => !CATEGORY_NAMES_MS[name]);
    expect(missing).toEqual([]);
  });

  it('names no category the demo tree does not have', () => {
    const names = new Set(CATEGORY_TREE.flatMap(namesOf));
    expect(Object.keys(CATEGORY_NAMES_MS).filter((name) => !names.has(name))).toEqual([]);
  });
});
