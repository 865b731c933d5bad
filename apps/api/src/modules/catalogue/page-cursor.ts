import type { TSampleListSort } from '@samplebank/contracts/catalogue';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { type KeyKind, orderKeyKinds, type Seek } from './catalogue.repository.js';

/**
 * The listing's Next and Previous cursors: a sample's key in the page's order (`[price, id]`, `[name, id]`, ...), with
 * the order's name, as base64url JSON. The next page starts right after the last sample's key, the previous one ends
 * right before the first's, so a deep page is one index seek rather than stepping over every sample before it.
 */
export function cursorOf(sort: TSampleListSort, key: unknown[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

// each kind of key value as the database writes it in JSON (a timestamp with its offset and microseconds); text
// without NUL, which PostgreSQL cannot hold
const KEY_VALUE: Record<KeyKind, z.ZodType> = {
  numeric: z.number(),
  uuid: z.uuid(),
  timestamptz: z.iso.datetime({ offset: true }),
  text: z
    .string()
    .max(1000)
    .refine((value) => !value.includes('\u0000')),
  boolean: z.boolean(),
  float8: z.number(),
};

function refused(message: string, field: string): AppError {
  return new AppError('VALIDATION', message, { fields: { [field]: message } });
}

/** The seek that `after` or `before` asks for, checked against the order; anything else is a 400. */
export function seekOf(sort: TSampleListSort, cursors: { after?: string; before?: string }): Seek | undefined {
  const { after, before } = cursors;
  if (after !== undefined && before !== undefined)
    throw refused('Ask for the page after a sample or before one, not both', 'after');
  const direction = after !== undefined ? 'after' : 'before';
  const cursor = after ?? before;
  if (cursor === undefined) return undefined;
  const expired = `This page link has expired. Please go back to the first page.`;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused(expired, direction);
  }
  if (!Array.isArray(decoded)) throw refused(expired, direction);
  const [order, ...key] = decoded;
  // a link kept from another order: its key means nothing in this one
  if (order !== sort)
    throw refused('This page link belongs to another sort order. Please go back to the first page.', direction);
  const values = orderKeyKinds(sort).map((kind) => KEY_VALUE[kind]) as [z.ZodType, ...z.ZodType[]];
  if (!z.tuple(values).safeParse(key).success) throw refused(expired, direction);
  return { direction, key };
}
