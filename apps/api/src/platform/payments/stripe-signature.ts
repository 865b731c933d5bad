import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import Stripe from 'stripe';
import { AppError } from '../errors.js';

/** Stripe's default: a delivery older than five minutes is refused, so a captured one can't be replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type VerifyOptions = { toleranceSeconds?: number; now?: number };

/** A `Stripe-Signature` header for a payload, made by Stripe's own `generateTestHeaderString`. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * The refusal for a delivery that is not genuine. Stripe's reason ("timestamp outside the tolerance zone", "no
 * signatures found") rides along for the log, without the payload and header its error also carries.
 */
function refuse(error?: unknown): AppError {
  const reason = error instanceof Error ? new Error(error.message) : undefined;
  return new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.badSignature, { cause: reason });
}

const receivedAt = (options: VerifyOptions) => (options.now === undefined ? undefined : options.now * 1000);

/** Checks a `Stripe-Signature` header with Stripe's library: HMAC-SHA256 of `t.payload`, any v1 may match. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  options: VerifyOptions = {},
): void {
  if (!header) throw refuse();
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  const signature = Stripe.webhooks.signature;
  if (!signature) throw new Error('The stripe package has no webhook signature helper');
  try {
    signature.verifyHeader(payload, header, secret, tolerance, undefined, receivedAt(options));
  } catch (error) {
    throw refuse(error);
  }
}

/** A webhook delivery's event, read by Stripe's `constructEvent` once the signature is verified; else a 400. */
export function readStripeEvent(
  payload: string,
  header: string | undefined,
  secret: string,
  options: VerifyOptions = {},
): Stripe.Event {
  if (!header) throw refuse();
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret, tolerance, undefined, receivedAt(options));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw refuse(error);
    if (error instanceof SyntaxError) {
      throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON', { cause: error });
    }
    throw error;
  }
}
