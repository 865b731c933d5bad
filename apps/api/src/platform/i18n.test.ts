import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, localeOfRequest, type Namespace, translator } from './i18n.js';

const namespaces = Object.keys(CATALOGUES) as Namespace[];

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
// the parser's element types: 0 literal, 7 `#`, 8 a tag; the others name an argument
const LITERAL = 0;
const POUND = 7;
const TAG = 8;

/** The arguments and tags a message uses: `{count}`, `{name}`, `<link>`. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type === LITERAL || element.type === POUND) continue;
      if (element.type === TAG) {
        found.add(`<${element.value}>`);
        walk(element.children ?? []);
        continue;
      }
      found.add(`{${element.value}}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Element[]);
  return [...found].sort();
}

describe('the server catalogues', () => {
  it.each(namespaces)('%s: every key in both languages, no other', (namespace) => {
    const english = Object.keys(CATALOGUES[namespace].en).sort();
    const malay = Object.keys(CATALOGUES[namespace].ms).sort();
    expect({ missingInMalay: english.filter((key) => !malay.includes(key)) }).toEqual({ missingInMalay: [] });
    expect({ notInEnglish: malay.filter((key) => !english.includes(key)) }).toEqual({ notInEnglish: [] });
  });

  it.each(namespaces)('%s: every message is ICU, not empty, with the same arguments and tags in both', (namespace) => {
    const english: Record<string, string> = CATALOGUES[namespace].en;
    const malay: Record<string, string> = CATALOGUES[namespace].ms;
    const differing: string[] = [];
    for (const [key, message] of Object.entries(english)) {
      expect(message.trim(), `en ${namespace}.${key}`).not.toBe('');
      const translated = malay[key] ?? '';
      expect(translated.trim(), `ms ${namespace}.${key}`).not.toBe('');
      if (placeholdersOf(message).join() !== placeholdersOf(translated).join()) differing.push(key);
    }
    expect(differing).toEqual([]);
  });

  it('formats plurals and selections by the language', () => {
    expect(translator('mail', 'en')('signInLocked.intro', { minutes: 1 })).toContain('for about 1 minute.');
    expect(translator('mail', 'en')('signInLocked.intro', { minutes: 15 })).toContain('for about 15 minutes.');
    expect(translator('mail', 'ms')('signInLocked.intro', { minutes: 15 })).toContain('selama kira-kira 15 minit.');
    expect(translator('mail', 'ms')('orderStatus.intro', { number: 'SB-1', status: 'inTransit' })).toBe(
      'Pesanan anda SB-1 kini dalam penghantaran.',
    );
  });
});

describe('localeOfRequest', () => {
  it('reads the language the web app sends, and English for anything else', () => {
    const of = (header?: string) => localeOfRequest({ headers: { 'accept-language': header } });
    expect(of('ms')).toBe('ms');
    expect(of('ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(of('en')).toBe('en');
    expect(of('fr-FR')).toBe('en');
    expect(of(undefined)).toBe('en');
  });
});
