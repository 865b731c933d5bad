import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardMembers } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createWorld, type World } from './projects.fixtures.js';
import { boardRoleOf, canEditBoard } from './projects.policy.js';

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const boardUrl = (world: World, suffix = '') => `/api/projects/${world.project._id}/boards/${world.board._id}${suffix}`;

describe('GET /api/projects/board/{boardId}', () => {
  it('answers the board with its samples, project, member count and the caller’s role', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/board/${w.board._id}`,
      headers: w.editor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: w.board._id,
      name: 'Living',
      project: { _id: w.project._id, name: w.project.name },
      role: 'editor',
      memberCount: 4,
      samples: [{ _id: w.onBoard.id, manufacturerId: { _id: w.brand.id } }],
    });
  });

  it('hides a board of the same project from a member of another board', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/board/${w.otherBoard._id}`,
      headers: w.viewer.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Board not found');
  });

  it('answers 404 for an unknown board and 400 for a malformed id', async () => {
    const get = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/projects/board/${id}`, headers: w.owner.headers });
    expect((await get(randomUUID())).statusCode).toBe(404);
    expect((await get('nope')).statusCode).toBe(400);
  });
});

describe('POST /api/projects/{id}/boards', () => {
  it('lets an editor add a board: the project owner owns it and the editor edits it', async () => {
    const world = await createWorld(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${world.project._id}/boards`,
      headers: world.editor.headers,
      payload: { name: '  Bathroom ' },
    });
    expect(response.statusCode).toBe(201);
    const board = response.json();
    expect(board).toMatchObject({ name: 'Bathroom', role: 'editor', memberCount: 2, samples: [] });
    expect(await boardRoleOf(t.db, { userId: world.owner.user.id, boardId: board._id })).toBe('owner');
    expect(await boardRoleOf(t.db, { userId: world.editor.user.id, boardId: board._id })).toBe('editor');
    expect(await boardRoleOf(t.db, { userId: world.viewer.user.id, boardId: board._id })).toBeNull();
  });

  it('refuses an empty name, an unknown field and an unknown project', async () => {
    const add = (projectId: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/boards`, headers: w.owner.headers, payload });
    expect((await add(w.project._id, { name: '   ' })).statusCode).toBe(400);
    expect((await add(w.project._id, { name: 'A', sampleIds: [] })).statusCode).toBe(400);
    expect((await add(randomUUID(), { name: 'A' })).statusCode).toBe(404);
  });
});

describe('PUT /api/projects/{id}/boards/{boardId}', () => {
  it('renames the board', async () => {
    const world = await createWorld(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: boardUrl(world),
      headers: world.editor.headers,
      payload: { name: 'Lounge' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Lounge');
  });

  it('refuses an empty name and a board named under another project', async () => {
    const empty = await t.app.inject({
      method: 'PUT',
      url: boardUrl(w),
      headers: w.owner.headers,
      payload: { name: '' },
    });
    expect(empty.statusCode).toBe(400);
    const wrongProject = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${randomUUID()}/boards/${w.board._id}`,
      headers: w.owner.headers,
      payload: { name: 'X' },
    });
    expect(wrongProject.statusCode).toBe(404);
  });
});

describe('board samples', () => {
  it('adds a sample (201), and adding it again is a no-op answered with 200', async () => {
    const world = await createWorld(t);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: boardUrl(world, '/samples'),
        headers: world.editor.headers,
        payload: { sampleId: world.offBoard.id },
      });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json().samples.map((sample: { _id: string }) => sample._id)).toEqual([
      world.onBoard.id,
      world.offBoard.id,
    ]);
    const second = await add();
    expect(second.statusCode).toBe(200);
    expect(second.json().samples).toHaveLength(2);
  });

  it('refuses an unknown sample with 404 and a malformed one with 400', async () => {
    const add = (sampleId: string) =>
      t.app.inject({ method: 'POST', url: boardUrl(w, '/samples'), headers: w.owner.headers, payload: { sampleId } });
    const unknown = await add(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sample not found');
    expect((await add('x')).statusCode).toBe(400);
  });

  it('refuses a viewer who removes a sample, with the spec’s message', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: boardUrl(w, `/samples/${w.onBoard.id}`),
      headers: w.viewer.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Permission Denied: You don't have permission to remove samples from this board.",
    );
  });

  it('removes a sample, and answers 404 for one that is not on the board', async () => {
    const world = await createWorld(t);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: boardUrl(world, `/samples/${world.onBoard.id}`),
        headers: world.owner.headers,
      });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json().samples).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('the board policy', () => {
  it('gives the project creator the owner role even without a membership row', async () => {
    const world = await createWorld(t);
    await t.db
      .delete(boardMembers)
      .where(and(eq(boardMembers.boardId, world.board._id), eq(boardMembers.userId, world.owner.user.id)));
    const role = await boardRoleOf(t.db, { userId: world.owner.user.id, boardId: world.board._id });
    expect(role).toBe('owner');
    expect(canEditBoard(world.owner.user, { role })).toBe(true);
    expect(
      canEditBoard(world.viewer.user, {
        role: await boardRoleOf(t.db, { userId: world.viewer.user.id, boardId: world.board._id }),
      }),
    ).toBe(false);
    expect(await boardRoleOf(t.db, { userId: world.owner.user.id, boardId: randomUUID() })).toBeNull();
  });
});
