import { z } from 'zod';
import type { Locale } from './locales.js';
import {
  bilingual,
  describeIssue,
  EMAIL_MESSAGES,
  EMAIL_SAID,
  fieldLabel,
  said,
  validationLocale,
} from './validation-messages.js';

export { EMAIL_MESSAGES, EMAIL_SAID };

// A value a schema refuses without words of its own still gets a sentence naming its field ("Name must be at most
// 100 characters"), in the API's 400s and in the web's forms alike: every schema is built from this package, so
// setting zod's error map here reaches them all. A schema's own message still comes first. The sentence is in the
// language validation runs in (validation-messages.ts: a web page's language, a request's Accept-Language).
z.config({ customError: (issue) => describeIssue(issue) });

/** Every error the API sends: `{ message, code?, fields? }`. */
export const ZErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZIdSchema = z.uuid(said({ en: 'This ID is not valid', ms: 'ID ini tidak sah' }));
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

export const ZMessageResponseSchema = z.object({ message: z.string() });

/** A stored file as the spec shows it: the storage key and the name it was uploaded with. */
export const ZStoredFileSchema = z.object({ key: z.string(), originalFilename: z.string() });

// ---------- text a client sends

/** What a person is told when text holds a character no keyboard types. */
export const TEXT_MESSAGES = {
  notAllowed: 'Contains characters that are not allowed',
  notAllowedInName: 'A property name contains characters that are not allowed',
} as const;

/** TEXT_MESSAGES in both languages, for schemas (`said(TEXT_SAID.notAllowed)`). */
export const TEXT_SAID = bilingual(TEXT_MESSAGES, {
  notAllowed: 'Mengandungi aksara yang tidak dibenarkan',
  notAllowedInName: 'Nama sifat mengandungi aksara yang tidak dibenarkan',
});

// C0 controls (NUL, escape, ...), DEL and the C1 controls, and half of a broken emoji (a lone surrogate):
// PostgreSQL refuses NUL, a terminal or log reader may act on the others, and none of them comes from a keyboard
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
// a textarea sends tab, line feed and carriage return
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;

/**
 * A field's message as the sentence that leads an error answer: the words a form shows beside the field, with the
 * field named where they do not name it ("Search contains characters that are not allowed").
 */
export function sentenceAbout(
  path: ReadonlyArray<PropertyKey>,
  message: string,
  fallbackLabel = 'value',
  locale: Locale = validationLocale(),
): string {
  if (message !== TEXT_SAID.notAllowed.en && message !== TEXT_SAID.notAllowed.ms) return message;
  const label = fieldLabel(path, fallbackLabel, locale);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** Whether text could come from one input line: no control character (not even a tab) and no broken character. */
export function isSingleLineText(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** Whether text could come from a textarea: as isSingleLineText, but tab and line breaks are allowed. */
export function isMultilineText(value: string): boolean {
  return !NOT_MULTILINE.test(value);
}

type TextParams = Parameters<typeof z.string>[0];

/**
 * A string from an input line, for every text field of a request: `singleLineText().trim().min(1).max(200)`.
 * The check comes first, so its message is the one the field shows. It does not abort: a union holding the
 * string then reports it instead of a bare "Invalid input".
 */
export function singleLineText(params?: TextParams) {
  return z.string(params).refine(isSingleLineText, said(TEXT_SAID.notAllowed));
}

/** A string from a textarea (descriptions, notes, comments, a CSV file): tab and line breaks are allowed. */
export function multilineText(params?: TextParams) {
  return z.string(params).refine(isMultilineText, said(TEXT_SAID.notAllowed));
}

/** The longest e-mail address there can be (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as a person types it, trimmed, with the words of EMAIL_MESSAGES for every problem. */
export const ZEmailAddressSchema = singleLineText(said(EMAIL_SAID.required))
  .trim()
  .min(1, said(EMAIL_SAID.required))
  .max(EMAIL_MAX_LENGTH, said(EMAIL_SAID.invalid))
  .pipe(z.email(said(EMAIL_SAID.invalid)));

/** For free-form objects (specifications): their property names are text a client sends too. */
export function hasSingleLineKeys(value: object): boolean {
  return Object.keys(value).every(isSingleLineText);
}
