// A local stand-in for LHDN's MyInvois API, for tests: records every request, logs in with client credentials,
// checks each submitted document's base64, hash and JSON as LHDN does, refuses the same invoice twice within ten
// minutes, and answers document details in LHDN's shape (validation errors in its standard error structure).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type FakeDocument = {
  uuid: string;
  submissionUid: string;
  codeNumber: string;
  json: string;
  status: 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
  longId: string;
  errors: string[];
  submittedAt: number;
};

export type FakeMyInvoisOptions = {
  clientId?: string;
  clientSecret?: string;
  /** marks every accepted document Valid at once, with a long id (default true) */
  autoValidate?: boolean;
  now?: () => number;
};

const DUPLICATE_WINDOW_MS = 10 * 60_000;
const VALIDATION_STEPS = ['Step01-Structure Validator', 'Step02-Core Fields Validator'];

/** An id as LHDN writes them: upper-case letters and digits. */
function lhdnId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** The submission entries LHDN requires, or undefined when the body is not a submission. */
function submittedDocuments(body: string) {
  try {
    const documents = (JSON.parse(body) as { documents?: unknown }).documents;
    if (!Array.isArray(documents) || documents.length === 0 || documents.length > 100) return undefined;
    const complete = documents.every(
      (entry) =>
        entry?.format === 'JSON' &&
        ['document', 'documentHash', 'codeNumber'].every((key) => typeof entry[key] === 'string' && entry[key]),
    );
    return complete ? (documents as Array<{ document: string; documentHash: string; codeNumber: string }>) : undefined;
  } catch {
    return undefined;
  }
}

/** Why LHDN would reject the document at once, or undefined when it is accepted for validation. */
function documentProblem(entry: { document: string; documentHash: string }, json: string) {
  if (Buffer.byteLength(json, 'utf8') > 300 * 1024) {
    return { code: 'MaximumSizeExceeded', message: 'Document is larger than 300 KB' };
  }
  if (sha256Hex(json) !== entry.documentHash.toLowerCase()) {
    return { code: 'CF321', message: 'Document hash does not match' };
  }
  try {
    const parsed = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && '_D' in parsed && 'Invoice' in parsed) return undefined;
  } catch {
    // not JSON: the same rejection as JSON without the document's keys
  }
  return { code: 'CF340', message: 'Document is not a valid UBL JSON invoice (needs _D and Invoice)' };
}

/** A document's validation results: every step valid, or the failed one with the errors in LHDN's structure. */
function validationResults(document: FakeDocument) {
  if (document.status === 'Submitted') return { status: 'Submitted', validationSteps: [] };
  if (document.status !== 'Invalid') {
    return { status: 'Valid', validationSteps: VALIDATION_STEPS.map((name) => ({ status: 'Valid', name })) };
  }
  const error = {
    propertyName: null,
    propertyPath: null,
    errorCode: 'Error02',
    error: 'Core Fields Validator',
    errorMS: 'Pengesah Medan Teras',
    innerError: document.errors.map((message) => ({
      propertyName: null,
      propertyPath: null,
      errorCode: null,
      error: message,
      errorMs: message,
      innerError: null,
    })),
  };
  return {
    status: 'Invalid',
    validationSteps: [
      { status: 'Valid', name: VALIDATION_STEPS[0] },
      { status: 'Invalid', name: VALIDATION_STEPS[1], error },
    ],
  };
}

export async function startFakeMyInvois(options: FakeMyInvoisOptions = {}) {
  const clientId = options.clientId ?? 'test-client';
  const clientSecret = options.clientSecret ?? 'test-secret';
  const autoValidate = options.autoValidate ?? true;
  const now = options.now ?? Date.now;
  const requests: RecordedRequest[] = [];
  const documents = new Map<string, FakeDocument>();
  const tokens = new Set<string>();
  const rejections = new Map<string, { code: string; message: string }>();
  // the last time each invoice number was accepted, for the ten-minute duplicate window
  const acceptedAt = new Map<string, number>();
  let failures: { status: number; times: number; retryAfterSeconds?: number } | undefined;
  let stalls = 0;

  const markValid = (document: FakeDocument) => {
    document.status = 'Valid';
    document.longId = lhdnId(40);
    document.errors = [];
  };

  const submit = (body: string, send: (status: number, json: unknown, headers?: Record<string, string>) => void) => {
    const entries = submittedDocuments(body);
    if (!entries) {
      return send(400, {
        error: { code: 'BadStructure', message: 'The submission is not structured correctly', target: 'documents' },
      });
    }
    const latest = Math.max(...entries.map((entry) => acceptedAt.get(entry.codeNumber) ?? Number.NEGATIVE_INFINITY));
    if (now() - latest < DUPLICATE_WINDOW_MS) {
      const waitSeconds = Math.ceil((latest + DUPLICATE_WINDOW_MS - now()) / 1000);
      return send(
        422,
        { error: { code: 'DuplicateSubmission', message: 'The same document was submitted within 10 minutes' } },
        { 'retry-after': String(waitSeconds) },
      );
    }
    const submissionUid = lhdnId(26);
    const acceptedDocuments: Array<{ uuid: string; invoiceCodeNumber: string }> = [];
    const rejectedDocuments: unknown[] = [];
    for (const entry of entries) {
      const json = Buffer.from(entry.document, 'base64').toString('utf8');
      const problem = documentProblem(entry, json) ?? rejections.get(entry.codeNumber);
      if (problem) {
        rejectedDocuments.push({
          invoiceCodeNumber: entry.codeNumber,
          error: { ...problem, target: entry.codeNumber, details: [{ ...problem, target: 'document' }] },
        });
        continue;
      }
      const document: FakeDocument = {
        uuid: lhdnId(26),
        submissionUid,
        codeNumber: entry.codeNumber,
        json,
        status: 'Submitted',
        longId: '',
        errors: [],
        submittedAt: now(),
      };
      if (autoValidate) markValid(document);
      documents.set(document.uuid, document);
      acceptedAt.set(entry.codeNumber, now());
      acceptedDocuments.push({ uuid: document.uuid, invoiceCodeNumber: entry.codeNumber });
    }
    send(202, { submissionUid, acceptedDocuments, rejectedDocuments });
  };

  const server = createServer((request, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(json === undefined ? '' : JSON.stringify(json));
      };

      if (request.method === 'POST' && path === '/connect/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials') return send(400, { error: 'unsupported_grant_type' });
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return send(400, { error: 'invalid_client' });
        }
        if (!form.get('scope')?.split(' ').includes('InvoicingAPI')) return send(400, { error: 'invalid_scope' });
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' });
      }

      // a stalled request is never answered; close() ends it
      if (stalls > 0) {
        stalls -= 1;
        return;
      }
      if (failures && failures.times > 0) {
        failures.times -= 1;
        const { status, retryAfterSeconds } = failures;
        const headers: Record<string, string> =
          retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
        return send(status, { error: { code: `Fake${status}`, message: 'A failure the test asked for' } }, headers);
      }
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith('Bearer ') || !tokens.has(authorization.slice('Bearer '.length))) {
        return send(401, undefined);
      }

      if (request.method === 'POST' && path === '/api/v1.0/documentsubmissions/') return submit(body, send);
      const details = /^\/api\/v1\.0\/documents\/([^/]+)\/details$/.exec(path);
      const document = details ? documents.get(decodeURIComponent(details[1]!)) : undefined;
      if (request.method === 'GET' && document) {
        return send(200, {
          uuid: document.uuid,
          submissionUid: document.submissionUid,
          longId: document.longId,
          internalId: document.codeNumber,
          typeName: 'Invoice',
          typeVersionName: '1.0',
          status: document.status,
          validationResults: validationResults(document),
        });
      }
      return send(404, { error: { errorCode: 'NotFound', error: 'The document was not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    documents,
    /** the next `times` requests to any endpoint but the token answer `status`, with Retry-After when given */
    failNext(status: number, times = 1, retryAfterSeconds?: number) {
      failures = { status, times, retryAfterSeconds };
    },
    /** every later submission of this invoice number is rejected with this error */
    rejectCodeNumber(codeNumber: string, error: { code: string; message: string }) {
      rejections.set(codeNumber, error);
    },
    /** LHDN's asynchronous validation: Valid gets a long id, Invalid keeps the errors */
    validate(uuid: string, outcome: 'Valid' | 'Invalid', errors: string[] = []) {
      const document = documents.get(uuid);
      if (!document) throw new Error(`The fake has no document ${uuid}`);
      if (outcome === 'Valid') return markValid(document);
      document.status = 'Invalid';
      document.longId = '';
      document.errors = errors;
    },
    /** every token issued so far answers 401 from now on, as when it expires early */
    revokeTokens() {
      tokens.clear();
    },
    /** the next `times` requests to any endpoint but the token are never answered */
    stallNext(times = 1) {
      stalls = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
