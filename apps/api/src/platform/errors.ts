import { apiMessageKey } from '@samplebank/contracts/api-messages';
import type { TErrorCode } from '@samplebank/contracts/errors';
import type { Locale } from '@samplebank/contracts/locales';

/** The status each error code answers; the codes themselves are the contract's (`@samplebank/contracts/errors`). */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  UNAUTHORIZED_ROLE: 403,
  NOT_APPROVED: 403,
  EMAIL_VERIFICATION_REQUIRED: 403,
  PAYMENT_FAILED: 402,
  CARD_DECLINED: 402,
  AUTHENTICATION_FAILED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  AMOUNT_MISMATCH: 409,
  INVALID_STATE: 409,
  NO_ORGANIZATION: 409,
  NO_SHIPPING_ADDRESS: 409,
  LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<TErrorCode, number>;

export type ErrorCode = TErrorCode;

/** A refusal's message in other languages than English, when it is made from values (a wait, a name). */
export type InLanguage = Partial<Record<Exclude<Locale, 'en'>, string>>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** the stable key of the message (`cart.notInCart`), when it is one of the contracts' constants */
  readonly messageKey?: string;
  readonly inLanguage?: InLanguage;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      cause?: unknown;
      /** the message's key, where its text is not one of the contracts' constants */
      messageKey?: string;
      /** the message in Bahasa Malaysia, for a message made from values */
      inLanguage?: InLanguage;
    } = {},
  ) {
    // the cause (a provider's own error) is for the log line only; the client sees the message
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    // a constant's key is known once, here, so the error handler answers in a request's language by that key
    this.messageKey = options.messageKey ?? apiMessageKey(message);
    this.inLanguage = options.inLanguage;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
