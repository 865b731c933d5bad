import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardInvitations, boardMembers, boardSamples, boards } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createWorld, type World } from './projects.fixtures.js';

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: payload as object });
const valid = { name: 'Office fit-out', projectType: 'Commercial', projectValue: 25000 };

describe('GET /api/projects/user/{userId}', () => {
  it('lists owned projects with boards, sample summaries, member counts, totals and cover images', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${w.owner.user.id}`,
      headers: w.owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const [project] = response.json();
    expect(project).toMatchObject({
      _id: w.project._id,
      name: w.project.name,
      projectType: 'Residential',
      projectValue: 1500.5,
      userId: w.owner.user.id,
      role: 'owner',
      totalSamples: 1,
    });
    expect(project.boards.map((board: { name: string }) => board.name)).toEqual(['Living', 'Kitchen']);
    const [living, kitchen] = project.boards;
    expect(living).toMatchObject({ memberCount: 4, role: 'owner' });
    expect(kitchen).toMatchObject({ memberCount: 1, role: 'owner', samples: [] });
    expect(living.samples[0]).toMatchObject({
      _id: w.onBoard.id,
      name: w.onBoard.name,
      imageUrls: [expect.stringMatching(/^\/api\/files\/catalogue\//)],
      manufacturerId: { _id: w.brand.id, name: w.brand.name },
    });
    expect(project.coverImages).toEqual([living.samples[0].imageUrls[0]]);
  });

  it('lists a project shared through a board, with only that board and the highest role', async () => {
    const [project] = (
      await t.app.inject({ method: 'GET', url: `/api/projects/user/${w.editor.user.id}`, headers: w.editor.headers })
    ).json();
    expect(project).toMatchObject({ _id: w.project._id, role: 'editor', totalSamples: 1 });
    expect(project.boards).toHaveLength(1);
    expect(project.boards[0]).toMatchObject({ name: 'Living', role: 'editor' });
  });

  it('shows ADMIN a user’s list as that user sees it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${w.viewer.user.id}`,
      headers: w.admin.headers,
    });
    expect(response.json()[0]).toMatchObject({ role: 'viewer', boards: [{ name: 'Living', role: 'viewer' }] });
  });

  it('answers an empty list to a user with no projects', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${w.stranger.user.id}`,
      headers: w.stranger.headers,
    });
    expect(response.json()).toEqual([]);
  });

  it("refuses another user's list with 403 and a malformed id with 400", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${w.owner.user.id}`,
      headers: w.viewer.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only see your own projects');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/projects/user/not-an-id',
      headers: w.viewer.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/projects/{id}', () => {
  it('shows a viewer only their boards, with their role', async () => {
    const project = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${w.project._id}`, headers: w.viewer.headers })
    ).json();
    expect(project.role).toBe('viewer');
    expect(project.boards.map((board: { name: string; role: string }) => [board.name, board.role])).toEqual([
      ['Living', 'viewer'],
    ]);
  });

  it('shows ADMIN every board, read-only', async () => {
    const project = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${w.project._id}`, headers: w.admin.headers })
    ).json();
    expect(project.role).toBe('viewer');
    expect(project.boards).toHaveLength(2);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${randomUUID()}`,
      headers: w.owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Project not found');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/projects/123', headers: w.owner.headers });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/projects', () => {
  it('creates a project owned by the caller, who owns each of its boards', async () => {
    const brand = await createBrand(t.db);
    const sample = await createSample(t.db, brand.id);
    const response = await post(w.stranger.headers, {
      ...valid,
      name: '  Office fit-out  ',
      projectValue: 1234.56,
      boards: [{ name: 'Lobby', sampleIds: [sample.id, sample.id] }],
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({ name: 'Office fit-out', projectValue: 1234.56, role: 'owner', totalSamples: 1 });
    const members = await t.db.select().from(boardMembers).where(eq(boardMembers.boardId, project.boards[0]._id));
    expect(members).toEqual([expect.objectContaining({ userId: w.stranger.user.id, role: 'owner' })]);
  });

  it.each([
    ['an empty name', { ...valid, name: '   ' }, 'name'],
    ['a name over 120 characters', { ...valid, name: 'x'.repeat(121) }, 'name'],
    ['an empty project type', { ...valid, projectType: '' }, 'projectType'],
    ['a negative value', { ...valid, projectValue: -1 }, 'projectValue'],
    ['a value with 3 decimals', { ...valid, projectValue: 1.005 }, 'projectValue'],
    ['a value given as text', { ...valid, projectValue: '100' }, 'projectValue'],
    ['a missing value', { name: 'A', projectType: 'B' }, 'projectValue'],
    ['an unknown field', { ...valid, ownerId: randomUUID() }, 'request'],
    ['an empty board name', { ...valid, boards: [{ name: ' ' }] }, 'boards.0.name'],
    ['a malformed sample id', { ...valid, boards: [{ name: 'A', sampleIds: ['x'] }] }, 'boards.0.sampleIds.0'],
  ])('refuses %s with 400', async (_label, payload, field) => {
    const response = await post(w.owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    if (field !== 'request') expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...w.owner.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an unknown sample with 404 and creates nothing', async () => {
    const me = await signedInUser(t.db, t.tokens);
    const response = await post(me.headers, { ...valid, boards: [{ name: 'A', sampleIds: [randomUUID()] }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Sample not found');
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/user/${me.user.id}`, headers: me.headers });
    expect(list.json()).toEqual([]);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('lets the owner change any of the fields', async () => {
    const { project, owner } = await createWorld(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project._id}`,
      headers: owner.headers,
      payload: { projectValue: 99.9, projectType: 'Hospitality' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: project.name, projectValue: 99.9, projectType: 'Hospitality' });
  });

  it('refuses an empty body, an empty name and an unknown project', async () => {
    const put = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers: w.owner.headers, payload });
    expect((await put(w.project._id, {})).statusCode).toBe(400);
    expect((await put(w.project._id, { name: '' })).statusCode).toBe(400);
    expect((await put(randomUUID(), { name: 'A' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('removes the project with its boards, samples on boards, members and invitations', async () => {
    const world = await createWorld(t);
    const boardIds = [world.board._id, world.otherBoard._id];
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${world.project._id}`,
      headers: world.owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Project deleted' });
    const left = async (table: typeof boardMembers | typeof boardInvitations | typeof boardSamples) =>
      (await t.db.select({ n: count() }).from(table).where(inArray(table.boardId, boardIds)))[0]?.n;
    expect(await left(boardMembers)).toBe(0);
    expect(await left(boardInvitations)).toBe(0);
    expect(await left(boardSamples)).toBe(0);
    expect(await t.db.select().from(boards).where(inArray(boards.id, boardIds))).toEqual([]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${world.project._id}`,
      headers: world.owner.headers,
    });
    expect(again.statusCode).toBe(404);
    const invitation = await t.app.inject({ method: 'GET', url: `/api/board-invitations/token/${world.inviteToken}` });
    expect(invitation.statusCode).toBe(404);
  });
});
