/**
 * The codes an API error carries in `{message, code?, fields?}`. The server throws only these; the web switches on
 * them (never on a message's words). Only the API's error handler knows which HTTP status each one answers.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'UNAUTHORIZED_ROLE',
  'NOT_APPROVED',
  'EMAIL_VERIFICATION_REQUIRED',
  'PAYMENT_FAILED',
  'CARD_DECLINED',
  'AUTHENTICATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'AMOUNT_MISMATCH',
  'INVALID_STATE',
  'NO_ORGANIZATION',
  'NO_SHIPPING_ADDRESS',
  'LIMIT_REACHED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

const known = new Set<string>(ERROR_CODES);

/** Whether a value read off an answer is one of the codes above. */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && known.has(value);
}
