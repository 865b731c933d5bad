import { describe, expect, it } from 'vitest';

// every source file of the app, tests included, as text; keys are paths relative to this folder ('./features/...')
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The app-relative paths ('features/cart/api') a file imports through relative specifiers. */
function relativeImports(filePath: string, source: string): string[] {
  const folder = filePath.split('/').slice(0, -1);
  return [...source.matchAll(importPattern)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const parts = [...folder];
      for (const part of specifier.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      }
      return parts.filter((part) => part !== '.').join('/');
    });
}

/** Each import that leaves `from` for a folder the rule forbids, as 'file -> target'. */
function crossings(isForbidden: (file: string, target: string) => boolean): string[] {
  return Object.entries(sources).flatMap(([path, source]) => {
    const file = path.replace(/^\.\//, '');
    return relativeImports(file, source)
      .filter((target) => isForbidden(file, target))
      .map((target) => `${file} -> ${target}`);
  });
}

const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : null);

describe('import boundaries (bulletproof-react: pages compose features)', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).some((path) => path.startsWith('./features/cart/'))).toBe(true);
  });

  it('keeps every feature from importing another feature', () => {
    const found = crossings((file, target) => {
      const from = featureOf(file);
      const to = featureOf(target);
      return from !== null && to !== null && from !== to;
    });
    expect(found).toEqual([]);
  });

  it('keeps shared components, lib and config free of features and the app shell', () => {
    const shared = ['components/', 'lib/', 'config/'];
    const found = crossings(
      (file, target) =>
        shared.some((folder) => file.startsWith(folder)) &&
        (target.startsWith('features/') || target.startsWith('app/')),
    );
    expect(found).toEqual([]);
  });

  it('notices a crossing when there is one', () => {
    expect(relativeImports('features/orders/routes/page.tsx', "import { x } from '../../cart/api';")).toEqual([
      'features/cart/api',
    ]);
    expect(relativeImports('features/a/b.tsx', "const c = lazy(() => import('../b/c'));")).toEqual(['features/b/c']);
  });
});
