import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileNamespace, namespacesOf, readCatalogue } from '../../messages-plugin';

const LANGUAGES = ['en', 'ms'] as const;
const namespaces = namespacesOf();

/** The arguments and tags a message uses: `{count}`, `{name}`, `<link>`. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(`{${element.value}}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the message catalogues', () => {
  it.each(namespaces)('%s: every key in both languages, no other', (namespace) => {
    const english = Object.keys(readCatalogue('en', namespace)).sort();
    const malay = Object.keys(readCatalogue('ms', namespace)).sort();
    expect({ missingInMalay: english.filter((key) => !malay.includes(key)) }).toEqual({ missingInMalay: [] });
    expect({ notInEnglish: malay.filter((key) => !english.includes(key)) }).toEqual({ notInEnglish: [] });
  });

  it.each(namespaces)('%s: every message is ICU, not empty, with the same arguments and tags in both', (namespace) => {
    const english = readCatalogue('en', namespace);
    const malay = readCatalogue('ms', namespace);
    for (const language of LANGUAGES) expect(() => compileNamespace(language, namespace)).not.toThrow();
    const differing: string[] = [];
    for (const [key, message] of Object.entries(english)) {
      expect(message.trim(), `en ${namespace}.${key}`).not.toBe('');
      const translated = malay[key];
      if (translated === undefined) continue;
      expect(translated.trim(), `ms ${namespace}.${key}`).not.toBe('');
      if (placeholdersOf(message).join() !== placeholdersOf(translated).join()) differing.push(key);
    }
    expect(differing).toEqual([]);
  });

  it('falls back to English for a key a language lacks, never to the key', () => {
    const compiled = compileNamespace('ms', 'errors');
    expect(Object.values(compiled).every((message) => message !== '' && message !== undefined)).toBe(true);
  });
});
