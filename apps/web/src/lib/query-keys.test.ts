import { describe, expect, it } from 'vitest';
import { queryRoots, sharedQueryKeys } from './query-keys';

// the app's sources (tests left out: they may seed a cache by hand), as text
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('query keys', () => {
  it('are never written inline: every query and invalidation names a key from a factory', () => {
    const inline = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(/(?:queryKey:\s*|QueryData\(\s*)\[/g)].map(() => path),
    );
    expect(Object.keys(sources)).toContain('../features/cart/api.ts');
    expect(inline).toEqual([]);
  });

  it('share a root per resource, so one feature can invalidate what another shows', () => {
    expect(sharedQueryKeys.projectList('u1')).toEqual([...queryRoots.projects, 'user', 'u1']);
    expect(new Set(Object.values(queryRoots).map(([root]) => root)).size).toBe(Object.keys(queryRoots).length);
  });
});
