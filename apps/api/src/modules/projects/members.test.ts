import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createWorld, type World } from './projects.fixtures.js';

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const members = (world: World, headers = world.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/board-members/${world.board._id}`, headers });
const ownerMemberId = async (world: World) =>
  (await members(world)).json().find((member: { role: string }) => member.role === 'owner')._id as string;
const put = (world: World, memberId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/board-members/${world.board._id}/${memberId}`,
    headers: world.owner.headers,
    payload,
  });

describe('GET /api/board-members/{boardId}', () => {
  it('lists the owner first, then editors, then viewers, with their users', async () => {
    const response = await members(w, w.viewer.headers);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((member: { role: string }) => member.role)).toEqual(['owner', 'editor', 'viewer', 'viewer']);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      role: 'owner',
      scope: 'board',
      user: { _id: w.owner.user.id, name: w.owner.user.name, email: w.owner.user.email, avatar: null },
    });
  });

  it('answers 404 for an unknown board', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/board-members/${randomUUID()}`,
      headers: w.admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/board-members/{boardId}/{memberId}', () => {
  it('moves a viewer to editor and back; the new editor may then add samples', async () => {
    const world = await createWorld(t);
    const promoted = await put(world, world.extraMemberId, { role: 'editor' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      _id: world.extraMemberId,
      role: 'editor',
      user: { _id: world.extra.user.id },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${world.project._id}/boards/${world.board._id}/samples`,
      headers: world.extra.headers,
      payload: { sampleId: world.offBoard.id },
    });
    expect(added.statusCode).toBe(201);
    expect((await put(world, world.extraMemberId, { role: 'viewer' })).json().role).toBe('viewer');
  });

  it.each([
    ['owner', { role: 'owner' }],
    ['admin', { role: 'admin' }],
    ['missing', {}],
    ['with extra fields', { role: 'editor', userId: randomUUID() }],
  ])('refuses a role that is %s with 400', async (_label, payload) => {
    const response = await put(w, w.extraMemberId, payload);
    expect(response.statusCode).toBe(400);
  });

  it('never changes the owner member', async () => {
    const response = await put(w, await ownerMemberId(w), { role: 'viewer' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The board owner cannot be changed or removed');
  });

  it('answers 404 for an unknown member, one of another board, and 400 for a malformed id', async () => {
    expect((await put(w, randomUUID(), { role: 'editor' })).statusCode).toBe(404);
    const other = await createWorld(t);
    expect((await put(w, other.extraMemberId, { role: 'editor' })).statusCode).toBe(404);
    expect((await put(w, 'abc', { role: 'editor' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/board-members/{boardId}/{memberId}', () => {
  it('removes a member, who then loses the board', async () => {
    const world = await createWorld(t);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/board-members/${world.board._id}/${world.extraMemberId}`,
      headers: world.owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await members(world)).json()).toHaveLength(3);
    const lost = await t.app.inject({
      method: 'GET',
      url: `/api/projects/board/${world.board._id}`,
      headers: world.extra.headers,
    });
    expect(lost.statusCode).toBe(404);
    const lines = await t.db.select().from(boardActivity).where(eq(boardActivity.boardId, world.board._id));
    expect(lines.map((line) => [line.kind, line.actorId, line.detail])).toEqual([
      ['member_removed', world.owner.user.id, world.extra.user.email],
    ]);
  });

  it('writes nothing on the timeline when the removal is refused', async () => {
    const world = await createWorld(t);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/board-members/${world.board._id}/${world.extraMemberId}`,
      headers: world.editor.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(boardActivity).where(eq(boardActivity.boardId, world.board._id))).toEqual([]);
  });

  it('never removes the owner member', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/board-members/${w.board._id}/${await ownerMemberId(w)}`,
      headers: w.owner.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
