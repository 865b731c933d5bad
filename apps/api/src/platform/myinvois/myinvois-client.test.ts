import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMyInvois } from './fake-myinvois-server.js';
import {
  MYINVOIS_PRODUCTION,
  MYINVOIS_SANDBOX,
  MyInvoisClient,
  type MyInvoisOptions,
  MyInvoisRejectedError,
  MyInvoisRetryableError,
} from './myinvois-client.js';

const PORTAL = 'https://preprod.myinvois.hasil.gov.my';
let fake: Awaited<ReturnType<typeof startFakeMyInvois>>;
let invoiceCount = 0;

beforeAll(async () => {
  fake = await startFakeMyInvois();
});
afterAll(() => fake.close());

/** A client of the shared fake with its credentials, and the fake's requests made from here on. */
function clientOf(options: Partial<MyInvoisOptions> = {}) {
  const from = fake.requests.length;
  const client = new MyInvoisClient({
    clientId: 'test-client',
    clientSecret: 'test-secret',
    baseUrl: fake.baseUrl,
    portalUrl: PORTAL,
    ...options,
  });
  return { client, requests: () => fake.requests.slice(from) };
}

/** An invoice as the e-invoice builder writes it: UBL JSON with `_D` and `Invoice`, under a fresh number. */
function invoice(extra = '') {
  invoiceCount += 1;
  const codeNumber = `INV-${Date.now()}-${invoiceCount}`;
  const json = JSON.stringify({
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [{ ID: [{ _: codeNumber }], Note: [{ _: `Kain sampel — ${extra}` }] }],
  });
  return { codeNumber, json };
}

async function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('MyInvoisClient login', () => {
  it('logs in with the credentials, form-encoded for scope InvoicingAPI, and reuses the token', async () => {
    const { client, requests } = clientOf();
    const [first] = (await client.submit([invoice()])).accepted;
    await client.getDocument(first!.uuid);
    await client.getDocument(first!.uuid);

    const logins = requests().filter((request) => request.path === '/connect/token');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.method).toBe('POST');
    expect(logins[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(logins[0]!.body))).toEqual({
      client_id: 'test-client',
      client_secret: 'test-secret',
      grant_type: 'client_credentials',
      scope: 'InvoicingAPI',
    });
    const bearers = new Set(requests().flatMap((request) => request.headers.authorization ?? []));
    expect(bearers.size).toBe(1);
  });

  it('logs in again only a minute before the token’s hour is up', async () => {
    let clock = 1_000_000;
    const { client, requests } = clientOf({ now: () => clock });
    const [first] = (await client.submit([invoice()])).accepted;
    const logins = () => requests().filter((request) => request.path === '/connect/token').length;

    clock += 3600_000 - 61_000;
    await client.getDocument(first!.uuid);
    expect(logins()).toBe(1);
    clock += 2_000;
    await client.getDocument(first!.uuid);
    expect(logins()).toBe(2);
    const [before, after] = requests().filter((request) => request.method === 'GET');
    expect(after!.headers.authorization).not.toBe(before!.headers.authorization);
  });

  it('refuses wrong credentials without the secret in the error', async () => {
    const { client } = clientOf({ clientSecret: 'the-real-secret-123' });
    const error = await failureOf(client.submit([invoice()]));
    expect(error).toBeInstanceOf(MyInvoisRejectedError);
    expect((error as MyInvoisRejectedError).status).toBe(400);
    expect((error as Error).message).toContain('invalid_client');
    expect(String(error)).not.toContain('the-real-secret-123');
    expect(JSON.stringify((error as MyInvoisRejectedError).body)).not.toContain('the-real-secret-123');
  });

  it('renews a token the API answers 401 once, and then goes on', async () => {
    const { client, requests } = clientOf();
    const [first] = (await client.submit([invoice()])).accepted;
    fake.revokeTokens();
    expect((await client.getDocument(first!.uuid)).status).toBe('Valid');
    expect(requests().filter((request) => request.path === '/connect/token')).toHaveLength(2);
  });

  it('gives up with MyInvoisRejectedError when the renewed token is refused too', async () => {
    const { client, requests } = clientOf();
    const [first] = (await client.submit([invoice()])).accepted;
    fake.failNext(401, 2);
    const error = await failureOf(client.getDocument(first!.uuid));
    expect(error).toBeInstanceOf(MyInvoisRejectedError);
    expect((error as MyInvoisRejectedError).status).toBe(401);
    expect(requests().filter((request) => request.path === '/connect/token')).toHaveLength(2);
  });
});

describe('MyInvoisClient.submit', () => {
  it('sends each document base64-encoded with the sha256 of the same text, and reads back the uuids', async () => {
    const { client, requests } = clientOf();
    const documents = [invoice('Batik'), invoice('Songket')];
    const result = await client.submit(documents);

    const submission = requests().find((request) => request.path === '/api/v1.0/documentsubmissions/')!;
    expect(submission.method).toBe('POST');
    expect(submission.headers['content-type']).toBe('application/json');
    expect(submission.headers.authorization).toMatch(/^Bearer \S+$/);
    const body = JSON.parse(submission.body);
    expect(body.documents).toEqual(
      documents.map(({ codeNumber, json }) => ({
        format: 'JSON',
        document: Buffer.from(json, 'utf8').toString('base64'),
        documentHash: createHash('sha256').update(json, 'utf8').digest('hex'),
        codeNumber,
      })),
    );
    expect(result.submissionUid).toMatch(/^[A-Z0-9]{26}$/);
    expect(result.rejected).toEqual([]);
    expect(result.accepted.map((document) => document.codeNumber)).toEqual(documents.map((d) => d.codeNumber));
    expect(result.accepted.every((document) => fake.documents.has(document.uuid))).toBe(true);
  });

  it('reads a valid document’s long id and builds its validation link', async () => {
    const { client } = clientOf();
    const [first] = (await client.submit([invoice()])).accepted;
    const details = await client.getDocument(first!.uuid);
    const longId = fake.documents.get(first!.uuid)!.longId;
    expect(details).toEqual({ uuid: first!.uuid, longId, status: 'Valid', errors: [] });
    expect(client.validationUrl(first!.uuid, longId)).toBe(`${PORTAL}/${first!.uuid}/share/${longId}`);
  });

  it('points validation links at the portal of the API it talks to', () => {
    const credentials = { clientId: 'id', clientSecret: 'secret' };
    expect(new MyInvoisClient(credentials).validationUrl('U', 'L')).toBe(`${MYINVOIS_SANDBOX.portal}/U/share/L`);
    expect(new MyInvoisClient({ ...credentials, baseUrl: MYINVOIS_PRODUCTION.api }).validationUrl('U', 'L')).toBe(
      'https://myinvois.hasil.gov.my/U/share/L',
    );
  });

  it('returns documents LHDN rejects with their code and message, beside the accepted ones', async () => {
    const { client } = clientOf();
    const refused = invoice();
    fake.rejectCodeNumber(refused.codeNumber, { code: 'CF364', message: 'Invalid supplier TIN' });
    const withoutKeys = { codeNumber: `INV-BARE-${Date.now()}`, json: JSON.stringify({ Invoice: [] }) };
    const fine = invoice();

    const result = await client.submit([refused, withoutKeys, fine]);
    expect(result.accepted.map((document) => document.codeNumber)).toEqual([fine.codeNumber]);
    expect(result.rejected).toEqual([
      expect.objectContaining({ codeNumber: refused.codeNumber, code: 'CF364', message: 'Invalid supplier TIN' }),
      expect.objectContaining({ codeNumber: withoutKeys.codeNumber, code: 'CF340' }),
    ]);
    expect(result.rejected[0]!.details).toEqual([
      { code: 'CF364', message: 'Invalid supplier TIN', target: 'document' },
    ]);
  });

  it('is checked by a fake that rejects a hash that does not match the document', async () => {
    const { client } = clientOf();
    const { codeNumber, json } = invoice();
    await client.submit([invoice()]); // a token for the raw request below
    const token = fake.requests.at(-1)!.headers.authorization!;
    const response = await fetch(`${fake.baseUrl}/api/v1.0/documentsubmissions/`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        documents: [
          {
            format: 'JSON',
            document: Buffer.from(json).toString('base64'),
            documentHash: createHash('sha256').update(`${json} `).digest('hex'),
            codeNumber,
          },
        ],
      }),
    });
    const answer = (await response.json()) as { rejectedDocuments: Array<{ error: unknown }> };
    expect(answer.rejectedDocuments[0]!.error).toMatchObject({
      code: 'CF321',
      message: 'Document hash does not match',
    });
  });

  it('refuses more than 100 documents with a RangeError, sending nothing', async () => {
    const { client, requests } = clientOf();
    const documents = Array.from({ length: 101 }, () => invoice());
    await expect(client.submit(documents)).rejects.toBeInstanceOf(RangeError);
    await expect(client.submit([])).rejects.toBeInstanceOf(RangeError);
    await expect(client.submit([invoice('x'.repeat(300 * 1024))])).rejects.toBeInstanceOf(RangeError);
    expect(requests()).toEqual([]);
  });
});

describe('MyInvoisClient failures worth retrying', () => {
  it('turns a 503 into MyInvoisRetryableError', async () => {
    const { client } = clientOf();
    await client.submit([invoice()]);
    fake.failNext(503);
    const error = await failureOf(client.submit([invoice()]));
    expect(error).toBeInstanceOf(MyInvoisRetryableError);
    expect((error as MyInvoisRetryableError).status).toBe(503);
    expect((error as MyInvoisRetryableError).retryAfterMs).toBeUndefined();
  });

  it('reads a 429’s Retry-After: 7 as 7000 ms', async () => {
    const { client } = clientOf();
    await client.submit([invoice()]);
    fake.failNext(429, 1, 7);
    const error = await failureOf(client.submit([invoice()]));
    expect(error).toBeInstanceOf(MyInvoisRetryableError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 7000 });
  });

  it('answers the same document again within 10 minutes as retryable, after its Retry-After', async () => {
    const { client } = clientOf();
    const document = invoice();
    await client.submit([document]);
    const error = await failureOf(client.submit([document]));
    expect(error).toBeInstanceOf(MyInvoisRetryableError);
    expect((error as MyInvoisRetryableError).status).toBe(422);
    expect((error as Error).message).toContain('DuplicateSubmission');
    expect((error as MyInvoisRetryableError).retryAfterMs).toBeGreaterThan(590_000);
    expect((error as MyInvoisRetryableError).retryAfterMs).toBeLessThanOrEqual(600_000);
  });

  it('gives up on a request after its timeout, as retryable', async () => {
    const { client } = clientOf({ timeoutMs: 200 });
    await client.submit([invoice()]);
    fake.stallNext();
    const error = await failureOf(client.submit([invoice()]));
    expect(error).toBeInstanceOf(MyInvoisRetryableError);
    expect((error as Error).message).toContain('within 200 ms');
  });

  it('treats an unreachable API as retryable', async () => {
    const closed = await startFakeMyInvois();
    await closed.close();
    const error = await failureOf(
      new MyInvoisClient({ clientId: 'test-client', clientSecret: 's3cr3t', baseUrl: closed.baseUrl }).submit([
        invoice(),
      ]),
    );
    expect(error).toBeInstanceOf(MyInvoisRetryableError);
    expect(String(error)).not.toContain('s3cr3t');
  });
});

describe('MyInvoisClient.getDocument', () => {
  it('reads a document still being validated, then the failed steps as sentences', async () => {
    const pending = await startFakeMyInvois({ autoValidate: false });
    try {
      const client = new MyInvoisClient({
        clientId: 'test-client',
        clientSecret: 'test-secret',
        baseUrl: pending.baseUrl,
      });
      const [first] = (await client.submit([invoice()])).accepted;
      expect(await client.getDocument(first!.uuid)).toEqual({
        uuid: first!.uuid,
        longId: null,
        status: 'Submitted',
        errors: [],
      });

      pending.validate(first!.uuid, 'Invalid', ['Supplier TIN is not valid', 'Total amount does not add up']);
      expect(await client.getDocument(first!.uuid)).toEqual({
        uuid: first!.uuid,
        longId: null,
        status: 'Invalid',
        errors: [
          'Core Fields Validator: Supplier TIN is not valid',
          'Core Fields Validator: Total amount does not add up',
        ],
      });
    } finally {
      await pending.close();
    }
  });

  it('refuses an unknown document with MyInvoisRejectedError (404)', async () => {
    const { client } = clientOf();
    const error = await failureOf(client.getDocument('NO-SUCH-DOCUMENT'));
    expect(error).toBeInstanceOf(MyInvoisRejectedError);
    expect((error as MyInvoisRejectedError).status).toBe(404);
  });
});
