// A client for LHDN's MyInvois e-invoicing API (sdk.myinvois.hasil.gov.my): logs in as the taxpayer's system, submits
// documents and reads back how they were validated. It never retries by itself: a MyInvoisRetryableError says when
// trying again is worth it, so the caller (a job) decides when.
import { createHash } from 'node:crypto';

export const MYINVOIS_SANDBOX = {
  api: 'https://preprod-api.myinvois.hasil.gov.my',
  portal: 'https://preprod.myinvois.hasil.gov.my',
};
export const MYINVOIS_PRODUCTION = {
  api: 'https://api.myinvois.hasil.gov.my',
  portal: 'https://myinvois.hasil.gov.my',
};

export type MyInvoisOptions = {
  clientId: string;
  clientSecret: string;
  /** the sandbox unless told otherwise; tests point it at a local fake */
  baseUrl?: string;
  /** where validation links point; the portal that goes with baseUrl unless told otherwise */
  portalUrl?: string;
  timeoutMs?: number;
  now?: () => number;
};

/** A failure worth trying again later (network, timeout, 429, 5xx, 422 duplicate-within-10-minutes), with the server's Retry-After in ms when it gave one. */
export class MyInvoisRetryableError extends Error {
  override readonly name = 'MyInvoisRetryableError';
  readonly retryAfterMs?: number;
  readonly status?: number;

  constructor(message: string, details: { status?: number; retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** A failure that trying again will not fix (bad credentials, 400, 403, 404). */
export class MyInvoisRejectedError extends Error {
  override readonly name = 'MyInvoisRejectedError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type SubmittedDocument = { codeNumber: string; uuid: string };
export type RejectedDocument = {
  codeNumber: string;
  code: string;
  message: string;
  details: Array<{ code?: string; message: string; target?: string }>;
};
export type SubmissionResult = { submissionUid: string; accepted: SubmittedDocument[]; rejected: RejectedDocument[] };
export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
export type DocumentDetails = {
  uuid: string;
  longId: string | null;
  status: DocumentStatus;
  /** readable sentences from validationResults' failed steps */
  errors: string[];
};

// LHDN's limits on one submission; past them it refuses the whole submission with 400
export const MAX_DOCUMENTS_PER_SUBMISSION = 100;
export const MAX_DOCUMENT_BYTES = 300 * 1024;
export const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
// a token is renewed this long before LHDN says it expires, so a call never leaves with one about to lapse
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
const DOCUMENT_STATUSES: readonly string[] = ['Submitted', 'Valid', 'Invalid', 'Cancelled'];

type Answer = { status: number; headers: Headers; body: unknown };
type Token = { value: string; renewAt: number };

/** A field of an answer's JSON, when the answer is an object. */
function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * One error as LHDN writes it. Submission answers use `{ code, message, target, details }`; the standard error
 * response (and a validation step's error) uses `{ errorCode, error, propertyPath, innerError }`: both are read.
 */
function readError(value: unknown): { code?: string; message?: string; target?: string; inner: unknown[] } {
  return {
    code: text(field(value, 'code')) ?? text(field(value, 'errorCode')),
    message: text(field(value, 'message')) ?? text(field(value, 'error')),
    target: text(field(value, 'target')) ?? text(field(value, 'propertyPath')) ?? text(field(value, 'propertyName')),
    inner: [...list(field(value, 'details')), ...list(field(value, 'innerError'))],
  };
}

/** The error code an answer names (`{ error: 'invalid_client' }` or `{ error: { code } }`), for the message. */
function errorCodeOf(body: unknown): string | undefined {
  const error = field(body, 'error');
  return text(error) ?? readError(error).code;
}

/** Retry-After in ms: LHDN sends seconds; an HTTP date is read too. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isRetryableStatus(status: number): boolean {
  // 422 is LHDN's DuplicateSubmission: the same document within 10 minutes, to be sent again after Retry-After
  return status === 408 || status === 422 || status === 429 || status >= 500;
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A failed step's errors as sentences: its inner errors when it lists them, else its own. */
function stepErrors(step: unknown): string[] {
  const label = (text(field(step, 'name')) ?? 'Validation').replace(/^Step\d+-/, '');
  const error = readError(field(step, 'error'));
  const sentence = (part: { code?: string; message?: string }) =>
    `${label}: ${part.message ?? 'failed'}${part.code ? ` (${part.code})` : ''}`;
  const inner = error.inner.map(readError).filter((part) => part.message);
  return inner.length ? inner.map(sentence) : [sentence(error)];
}

export class MyInvoisClient {
  private readonly baseUrl: string;
  private readonly portalUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token?: Token;
  // concurrent calls that all find the token expired wait on one login instead of each making their own
  private pendingToken?: Promise<string>;

  constructor(private readonly options: MyInvoisOptions) {
    this.baseUrl = (options.baseUrl ?? MYINVOIS_SANDBOX.api).replace(/\/+$/, '');
    const portal = this.baseUrl === MYINVOIS_PRODUCTION.api ? MYINVOIS_PRODUCTION.portal : MYINVOIS_SANDBOX.portal;
    this.portalUrl = (options.portalUrl ?? portal).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  /** submits documents given as their JSON text (at most 100 per call, each under 300 KB, as LHDN allows; throws a RangeError past that) */
  async submit(documents: Array<{ codeNumber: string; json: string }>): Promise<SubmissionResult> {
    if (documents.length === 0) throw new RangeError('A MyInvois submission needs at least one document');
    if (documents.length > MAX_DOCUMENTS_PER_SUBMISSION) {
      throw new RangeError(
        `A MyInvois submission takes at most ${MAX_DOCUMENTS_PER_SUBMISSION} documents, not ${documents.length}`,
      );
    }
    for (const { codeNumber, json } of documents) {
      if (Buffer.byteLength(json, 'utf8') > MAX_DOCUMENT_BYTES) {
        throw new RangeError(`Document ${codeNumber} is larger than MyInvois allows (${MAX_DOCUMENT_BYTES} bytes)`);
      }
    }
    const body = JSON.stringify({
      documents: documents.map(({ codeNumber, json }) => ({
        format: 'JSON',
        document: Buffer.from(json, 'utf8').toString('base64'),
        // the hash of the same text that was encoded, byte for byte, or LHDN rejects the document
        documentHash: sha256Hex(json),
        codeNumber,
      })),
    });
    if (Buffer.byteLength(body, 'utf8') > MAX_SUBMISSION_BYTES) {
      throw new RangeError(`The submission is larger than MyInvois allows (${MAX_SUBMISSION_BYTES} bytes); send fewer`);
    }
    const answer = await this.call('POST', '/api/v1.0/documentsubmissions/', body);
    return {
      submissionUid: text(field(answer, 'submissionUid')) ?? text(field(answer, 'submissionUID')) ?? '',
      accepted: list(field(answer, 'acceptedDocuments')).map((document) => ({
        codeNumber: String(field(document, 'invoiceCodeNumber') ?? ''),
        uuid: String(field(document, 'uuid') ?? ''),
      })),
      rejected: list(field(answer, 'rejectedDocuments')).map((document) => {
        const error = readError(field(document, 'error'));
        return {
          codeNumber: String(field(document, 'invoiceCodeNumber') ?? ''),
          code: error.code ?? '',
          message: error.message ?? 'Rejected by MyInvois',
          details: error.inner
            .map(readError)
            .map(({ code, message, target }) => ({ code, message: message ?? '', target })),
        };
      }),
    };
  }

  /** Reads a document's status, its long id once valid, and why it is invalid when it is. */
  async getDocument(uuid: string): Promise<DocumentDetails> {
    const answer = await this.call('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`);
    const status = String(field(answer, 'status'));
    if (!DOCUMENT_STATUSES.includes(status)) {
      throw new MyInvoisRejectedError(`MyInvois answered document ${uuid} with an unknown status`, 200, answer);
    }
    const steps = list(field(field(answer, 'validationResults'), 'validationSteps'));
    return {
      uuid: text(field(answer, 'uuid')) ?? uuid,
      // LHDN leaves the long id empty until the document is valid
      longId: text(field(answer, 'longId')) ?? null,
      status: status as DocumentStatus,
      errors: steps.filter((step) => field(step, 'status') === 'Invalid').flatMap(stepErrors),
    };
  }

  /** The public link to a valid document, as printed in its QR code. */
  validationUrl(uuid: string, longId: string): string {
    return `${this.portalUrl}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
  }

  /** An authorised call; a 401 (an expired or revoked token) gets one new token, then gives up. */
  private async call(method: 'GET' | 'POST', path: string, body?: string): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const answer = await this.send(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'accept-language': 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      });
      if (answer.status === 401) {
        if (this.token?.value === token) this.token = undefined;
        if (attempt === 1) continue;
      }
      this.check(answer, `${method} ${path}`);
      return answer.body;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.pendingToken ??= this.login().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  /** Logs in as the taxpayer's system (OAuth 2.0 client credentials); no message ever carries the secret. */
  private async login(): Promise<string> {
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
      scope: 'InvoicingAPI',
    });
    const answer = await this.send(`${this.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (answer.status === 400 || answer.status === 401) {
      const code = errorCodeOf(answer.body);
      throw new MyInvoisRejectedError(
        `MyInvois refused the client credentials${code ? ` (${code})` : ''}`,
        answer.status,
        answer.body,
      );
    }
    this.check(answer, 'POST /connect/token');
    const value = text(field(answer.body, 'access_token'));
    const expiresIn = Number(field(answer.body, 'expires_in'));
    if (!value || !(expiresIn > 0)) {
      throw new MyInvoisRetryableError('MyInvois answered the login without a token', { status: answer.status });
    }
    const lifetimeMs = expiresIn * 1000;
    this.token = { value, renewAt: this.now() + lifetimeMs - Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2) };
    return value;
  }

  /** Throws the answer's failure as retryable or rejected; a success passes. */
  private check(answer: Answer, what: string): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const code = errorCodeOf(answer.body);
    const message = `MyInvois answered ${what} with ${answer.status}${code ? ` (${code})` : ''}`;
    if (isRetryableStatus(answer.status)) {
      throw new MyInvoisRetryableError(message, {
        status: answer.status,
        retryAfterMs: retryAfterMs(answer.headers.get('retry-after'), this.now()),
      });
    }
    throw new MyInvoisRejectedError(message, answer.status, answer.body);
  }

  /** One HTTP exchange within the timeout; a network failure or timeout is retryable. */
  private async send(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const path = new URL(url).pathname;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const raw = await response.text();
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // not JSON (a gateway's error page): kept as text
      }
      return { status: response.status, headers: response.headers, body } satisfies Answer;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new MyInvoisRetryableError(
        timedOut
          ? `MyInvois did not answer ${init.method} ${path} within ${this.timeoutMs} ms`
          : `MyInvois could not be reached for ${init.method} ${path}`,
        { cause: error },
      );
    }
  }
}
