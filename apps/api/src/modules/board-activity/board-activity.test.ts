import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { ACTORS, createWorld, headersOf, type World } from '../projects/projects.fixtures.js';
import { recordBoardActivity } from './board-activity.repository.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const timeline = (w: World, query = '', headers: Headers = w.owner.headers) =>
  call('GET', `/board-activity/${w.board._id}${query}`, headers);
const samplesUrl = (w: World) => `/projects/${w.project._id}/boards/${w.board._id}/samples`;
const lines = (w: World) => t.db.select().from(boardActivity).where(eq(boardActivity.boardId, w.board._id));

describe('a board’s timeline', () => {
  it('tells of samples added and removed, comments and a client’s decision, newest first, in words', async () => {
    const w = await createWorld(t);
    await call('POST', samplesUrl(w), w.editor.headers, { sampleId: w.offBoard.id });
    await call('DELETE', `${samplesUrl(w)}/${w.onBoard.id}`, w.owner.headers);
    await call('POST', `/board-comments/${w.board._id}/samples/${w.offBoard.id}`, w.viewer.headers, { body: 'Nice' });
    await recordBoardActivity(t.db, {
      boardId: w.board._id,
      kind: 'decision',
      actorName: 'Puan Lim',
      sampleId: w.offBoard.id,
      detail: 'approved',
    });

    const response = await timeline(w);
    expect(response.statusCode, response.body).toBe(200);
    const { entries, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'decision',
      'comment',
      'sample_removed',
      'sample_added',
    ]);
    expect(entries[0]).toMatchObject({
      actorName: 'Puan Lim',
      detail: 'approved',
      sample: { _id: w.offBoard.id, name: w.offBoard.name },
    });
    expect(entries[1]).toMatchObject({ actorName: w.viewer.user.name, sample: { name: w.offBoard.name } });
    expect(entries[2]).toMatchObject({ actorName: w.owner.user.name, sample: { _id: w.onBoard.id } });
    expect(entries[3]).toMatchObject({ actorName: w.editor.user.name, createdAt: expect.any(String) });
    expect(entries[3].sample).toHaveProperty('imageUrl');
  });

  it('writes nothing for a sample added twice or removed when not there', async () => {
    const w = await createWorld(t);
    await call('POST', samplesUrl(w), w.owner.headers, { sampleId: w.onBoard.id });
    const missing = await call('DELETE', `${samplesUrl(w)}/${w.offBoard.id}`, w.owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(await lines(w)).toHaveLength(0);
  });

  it('writes nothing when a viewer is refused', async () => {
    const w = await createWorld(t);
    expect((await call('POST', samplesUrl(w), w.viewer.headers, { sampleId: w.offBoard.id })).statusCode).toBe(403);
    expect((await call('DELETE', `${samplesUrl(w)}/${w.onBoard.id}`, w.viewer.headers)).statusCode).toBe(403);
    expect(await lines(w)).toHaveLength(0);
  });

  it('pages with a cursor, never repeating or skipping an entry', async () => {
    const w = await createWorld(t);
    // entries written in one transaction share their time
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) {
        await recordBoardActivity(tx, { boardId: w.board._id, kind: 'link_created', detail: `Client ${n}` });
      }
    });
    await recordBoardActivity(t.db, { boardId: w.board._id, kind: 'link_revoked', detail: 'Client 0' });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&before=${cursor}` : ''}`;
      const page = (await timeline(w, query)).json();
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry: { _id: string }) => entry._id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(6);
    const first = (await timeline(w, '?limit=1')).json();
    expect(first.entries[0]).toMatchObject({ kind: 'link_revoked', actorName: null, sample: null });
  });

  it.each([
    ['a limit of 0', '?limit=0'],
    ['a limit over 50', '?limit=51'],
    ['a limit that is not a number', '?limit=many'],
    ['a cursor that is not an id', '?before=yesterday'],
    ['a cursor of no entry of the board', `?before=${randomUUID()}`],
    ['an unknown parameter', '?page=2'],
  ])('refuses %s with 400', async (_case, query) => {
    const w = await createWorld(t);
    const response = await timeline(w, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  const statuses = { owner: 200, editor: 200, viewer: 200, stranger: 404, invitee: 404, admin: 200, anonymous: 401 };
  it.each(ACTORS.map((actor) => [actor, statuses[actor]] as const))('answers %s with %i', async (actor, status) => {
    const w = await createWorld(t);
    const response = await call('GET', `/board-activity/${w.board._id}`, headersOf(w, actor));
    expect(response.statusCode, response.body).toBe(status);
  });
});
