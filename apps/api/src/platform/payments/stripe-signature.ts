import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { AppError } from '../errors.js';

/** Stripe's default: a delivery older (or newer) than five minutes is refused, so a captured one can't be replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const signatureOf = (payload: string, secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** A `Stripe-Signature` header for a payload, built as Stripe's `generateTestHeaderString` builds it. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(payload, secret, timestamp)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Checks a `Stripe-Signature` header as Stripe's library does: HMAC-SHA256 of `t.payload`, any v1 may match. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): void {
  const refuse = () => new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.badSignature);
  if (!header) throw refuse();
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw refuse();
  const expected = signatureOf(payload, secret, timestamp);
  if (!signatures.some((signature) => safeEqual(signature, expected))) throw refuse();
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) throw refuse();
}
