import type { TSampleSort } from '@samplebank/contracts/catalogue';
import { AppError } from '../../platform/errors.js';
import { type KeyKind, orderKeyKinds, type Seek } from './catalogue.repository.js';

/**
 * The listing's Next and Previous cursors: a sample's key in the page's order (`[price, id]`, `[name, id]`, ...), with
 * the order's name, as base64url JSON. The next page starts right after the last sample's key, the previous one ends
 * right before the first's, so a deep page is one index seek rather than stepping over every sample before it.
 */
export function cursorOf(sort: TSampleSort, key: unknown[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const validValue: Record<KeyKind, (value: unknown) => boolean> = {
  numeric: (value) => typeof value === 'number' && Number.isFinite(value),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  timestamptz: (value) => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)),
  text: (value) => typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000'),
  boolean: (value) => typeof value === 'boolean',
};

function refused(message: string, field: string): AppError {
  return new AppError('VALIDATION', message, { fields: { [field]: message } });
}

/** The seek that `after` or `before` asks for, checked against the order; anything else is a 400. */
export function seekOf(sort: TSampleSort, cursors: { after?: string; before?: string }): Seek | undefined {
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
  const kinds = orderKeyKinds(sort);
  if (!Array.isArray(decoded)) throw refused(expired, direction);
  const [order, ...key] = decoded;
  // a link kept from another order: its key means nothing in this one
  if (order !== sort)
    throw refused('This page link belongs to another sort order. Please go back to the first page.', direction);
  if (key.length !== kinds.length || !kinds.every((kind, index) => validValue[kind](key[index])))
    throw refused(expired, direction);
  return { direction, key };
}
