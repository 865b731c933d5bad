import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText, PENDING_MARKER } from './hard-coded-text';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'test' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(name) || /\.(test|d)\.tsx?$/.test(name) || name === 'hard-coded-text.ts') return [];
    return [path];
  });
}

describe('the checker', () => {
  it('finds JSX text, read attributes, strings in braces, toasts and label fields', () => {
    const findings = findHardCodedText(
      'x.tsx',
      [
        'export function A() {',
        '  toast.success("Saved");',
        '  const sorts = [{ value: "new", label: "Newest first" }];',
        '  return <div className="flex gap-2" aria-label="Filters">Add to cart {"or not"}<img alt={`Photo`} /></div>;',
        '}',
      ].join('\n'),
    );
    expect(findings.map((finding) => finding.text)).toEqual([
      'Saved',
      'Newest first',
      'Filters',
      'Add to cart',
      'or not',
      'Photo',
    ]);
  });

  it('leaves class lists, addresses, symbols, messages and marked lines alone', () => {
    const findings = findHardCodedText(
      'x.tsx',
      [
        'export function A({ t }) {',
        '  return (',
        '    <a className="px-2 text-sm" href="/samples" title={t("x")}>',
        '      {t("label")} · — {count} RM',
        '      <span>Samplebank</span> {/* i18n-ignore: our name */}',
        '    </a>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(findings.map((finding) => finding.text)).toEqual(['RM']);
  });
});

describe('the web app', () => {
  const files = sourceFiles(SRC);

  it('has no file left untranslated', () => {
    const pending = files.filter((path) => readFileSync(path, 'utf8').startsWith(PENDING_MARKER));
    expect(pending.map((path) => relative(SRC, path))).toEqual([]);
  });

  it('writes every text a person reads through the message catalogues', () => {
    const found: string[] = [];
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      if (source.startsWith(PENDING_MARKER)) continue;
      for (const finding of findHardCodedText(path, source)) {
        found.push(`${relative(SRC, path)}:${finding.line} ${finding.why} "${finding.text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
