// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { testRegistries } from '../test/i18n';
import { ApiError, api, setApiMessages } from './api-client';
import { browserRegistry } from './i18n';

type Sent = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** Answers every fetch with `status` and `payload`, and keeps what was sent. */
function answerWith(status: number, payload: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api', () => {
  it("sends the endpoint's method, path and JSON body with the signed-in user's token", async () => {
    localStorage.setItem('token', 'the-token');
    const sent = answerWith(200, { myWishlist: ['s1'], samples: [] });

    const wishlist = await api.post('/users/my-wishlist', { body: { id: 's1' } });

    expect(wishlist.myWishlist).toEqual(['s1']);
    expect(sent).toEqual([
      {
        url: '/api/users/my-wishlist',
        method: 'POST',
        body: { id: 's1' },
        headers: expect.objectContaining({ Authorization: 'Bearer the-token', 'Content-Type': 'application/json' }),
      },
    ]);
  });

  it("fills the path's parameters, each encoded, and keeps a wildcard tail's slashes", async () => {
    const sent = answerWith(200, { message: 'Removed' });

    await api.delete('/r2/presigned-url/delete/*', { params: { '*': 'documents/u1/my file.pdf' } });
    await api.get('/projects/:id', { params: { id: 'a/b' } }).catch(() => undefined);

    expect(sent.map((request) => request.url)).toEqual([
      '/api/r2/presigned-url/delete/documents/u1/my%20file.pdf',
      '/api/projects/a%2Fb',
    ]);
  });

  it('turns a refusal into an ApiError with the contract code and field errors', async () => {
    answerWith(400, { message: 'Enter a sample', code: 'VALIDATION', fields: { id: 'Enter a sample' } });

    const failure = await api.post('/users/my-wishlist', { body: { id: '' } }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION', fields: { id: 'Enter a sample' } });
  });

  it('types the answer and the request from the endpoint (checked by the type-check)', () => {
    expectTypeOf(api.get<'/users/my-wishlist'>).returns.resolves.toHaveProperty('myWishlist');
    const neverCalled = () => {
      // @ts-expect-error a path no endpoint has
      void api.get('/users/my-wish-list');
      // @ts-expect-error the body is required
      void api.post('/users/my-wishlist');
      // @ts-expect-error the body is the endpoint's, not another's
      void api.post('/users/my-wishlist', { body: { productId: 's1' } });
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});

describe('the page language', () => {
  afterEach(() => setApiMessages(browserRegistry));

  it("asks for the page's language and falls back on its words when the server says nothing", async () => {
    setApiMessages(() => testRegistries.ms);
    const sent = answerWith(500, undefined);

    const failure = await api.get('/projects/:id', { params: { id: 'p1' } }).catch((error: unknown) => error);

    expect(sent[0]?.headers['Accept-Language']).toBe('ms');
    expect((failure as ApiError).message).toBe('Berlaku ralat. Sila cuba lagi.');
  });
});
