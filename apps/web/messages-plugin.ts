// The web app's message catalogues (src/locales/<language>/<namespace>.json, ICU MessageFormat) as modules the app
// imports (ADR 0021). Each namespace of each language is a module of its own, loaded with the pages that use it, and
// holds its messages parsed ahead of time: the browser gets react-intl without its message parser (half its size),
// and formats without parsing. A message missing in a language is the English one, never its key.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

export const MESSAGES_MODULE = 'virtual:samplebank-messages';
const RESOLVED = `\0${MESSAGES_MODULE}`;
const LANGUAGES = ['en', 'ms'] as const;
const SOURCE_LANGUAGE = 'en';

export const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'src', 'locales');

export type Catalogue = Record<string, string>;

/** A catalogue file: a flat object of message keys to ICU messages. */
export function readCatalogue(language: string, namespace: string, dir = LOCALES_DIR): Catalogue {
  const path = join(dir, language, `${namespace}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${path} must hold one object`);
  for (const [key, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${path}: "${key}" must be a string`);
  }
  return parsed as Catalogue;
}

/** The namespaces: the source language's catalogue files. */
export function namespacesOf(dir = LOCALES_DIR): string[] {
  return readdirSync(join(dir, SOURCE_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * One message ready for react-intl: a plain text as itself, anything with arguments, plurals or tags as its parsed
 * form. Throws, naming the message, when it is not valid ICU.
 */
export function compileMessage(id: string, message: string): unknown {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(message);
  } catch (error) {
    throw new Error(`message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
  const [only] = parsed;
  if (parsed.length === 0) return '';
  if (parsed.length === 1 && only?.type === 0) return only.value;
  return parsed;
}

/** A namespace's messages in `language`, keyed `namespace.key`, each missing one taken from English. */
export function compileNamespace(language: string, namespace: string, dir = LOCALES_DIR): Record<string, unknown> {
  const source = readCatalogue(SOURCE_LANGUAGE, namespace, dir);
  const own = language === SOURCE_LANGUAGE ? source : readCatalogue(language, namespace, dir);
  const compiled: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const message = own[key] ?? source[key] ?? '';
    compiled[`${namespace}.${key}`] = compileMessage(`${language}/${namespace}.json: ${key}`, message);
  }
  return compiled;
}

/**
 * `virtual:samplebank-messages`: `loadCatalogue(language, namespace)` imports one namespace's compiled messages (a
 * chunk of its own in the build), and `NAMESPACES` lists them.
 */
export function messages(): Plugin {
  return {
    name: 'samplebank-messages',
    resolveId(id) {
      if (id === MESSAGES_MODULE) return RESOLVED;
      if (id.startsWith(`${MESSAGES_MODULE}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const namespaces = namespacesOf();
        const cases = LANGUAGES.flatMap((language) =>
          namespaces.map(
            (namespace) =>
              `    case ${JSON.stringify(`${language}/${namespace}`)}: return import(${JSON.stringify(`${MESSAGES_MODULE}/${language}/${namespace}`)});`,
          ),
        );
        return [
          `export const NAMESPACES = ${JSON.stringify(namespaces)};`,
          'export function loadCatalogue(language, namespace) {',
          '  switch (language + "/" + namespace) {',
          ...cases,
          '    default: return Promise.reject(new Error("no messages for " + language + "/" + namespace));',
          '  }',
          '}',
        ].join('\n');
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        const [language = '', namespace = ''] = id.slice(RESOLVED.length + 1).split('/');
        for (const file of new Set([SOURCE_LANGUAGE, language])) {
          this.addWatchFile(join(LOCALES_DIR, file, `${namespace}.json`));
        }
        return `export default ${JSON.stringify(compileNamespace(language, namespace))};`;
      }
      return undefined;
    },
  };
}
