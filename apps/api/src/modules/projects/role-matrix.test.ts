import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { ACTORS, type ActorName, createWorld, headersOf, type World } from './projects.fixtures.js';

// Every call against every standing, cell by cell. A call that changes something runs on a fresh world so no
// cell depends on another; the reads share one world.
// Someone with no part in a project or board (stranger, a not-yet-accepted invitee) gets 404, never 403:
// the answer must not tell them the thing exists. A member (or ADMIN, who reads everything) who may see
// it but not do the thing gets 403. Only the two "whose list is it" calls and the invitation answers,
// which name a user or an invitee rather than a board, answer 403 to others.

let t: TestContext;
let sharedWorld: World;
beforeAll(async () => {
  t = await createTestApp();
  sharedWorld = await createWorld(t);
});
afterAll(() => t.close());

type Call = (w: World, actor: ActorName) => Omit<InjectOptions, 'headers'>;

const calls: Record<string, Call> = {
  "list the owner's projects": (w) => ({ method: 'GET', url: `/api/projects/user/${w.owner.user.id}` }),
  'list one’s own projects': (w, actor) => ({
    method: 'GET',
    url: `/api/projects/user/${actor === 'anonymous' ? randomUUID() : w.actors[actor].user.id}`,
  }),
  'get the project': (w) => ({ method: 'GET', url: `/api/projects/${w.project._id}` }),
  'create a project': () => ({
    method: 'POST',
    url: '/api/projects',
    payload: { name: 'New', projectType: 'Office', projectValue: 10 },
  }),
  'update the project': (w) => ({ method: 'PUT', url: `/api/projects/${w.project._id}`, payload: { name: 'Renamed' } }),
  'delete the project': (w) => ({ method: 'DELETE', url: `/api/projects/${w.project._id}` }),
  'get the board': (w) => ({ method: 'GET', url: `/api/projects/board/${w.board._id}` }),
  'add a board': (w) => ({ method: 'POST', url: `/api/projects/${w.project._id}/boards`, payload: { name: 'Bath' } }),
  'rename the board': (w) => ({
    method: 'PUT',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}`,
    payload: { name: 'Lounge' },
  }),
  'add a sample': (w) => ({
    method: 'POST',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}/samples`,
    payload: { sampleId: w.offBoard.id },
  }),
  'remove a sample': (w) => ({
    method: 'DELETE',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}/samples/${w.onBoard.id}`,
  }),
  'list the members': (w) => ({ method: 'GET', url: `/api/board-members/${w.board._id}` }),
  "change a member's role": (w) => ({
    method: 'PUT',
    url: `/api/board-members/${w.board._id}/${w.extraMemberId}`,
    payload: { role: 'editor' },
  }),
  'remove a member': (w) => ({ method: 'DELETE', url: `/api/board-members/${w.board._id}/${w.extraMemberId}` }),
  invite: (w) => ({
    method: 'POST',
    url: '/api/board-invitations',
    payload: { boardId: w.board._id, inviteeEmail: `new-${randomUUID()}@example.com`, role: 'editor' },
  }),
  "list the board's pending invitations": (w) => ({
    method: 'GET',
    url: `/api/board-invitations/board/${w.board._id}`,
  }),
  'resend the invitation': (w) => ({ method: 'POST', url: `/api/board-invitations/${w.invitation.id}/resend` }),
  "change the invitation's role": (w) => ({
    method: 'PUT',
    url: `/api/board-invitations/${w.invitation.id}/role`,
    payload: { role: 'editor' },
  }),
  'withdraw the invitation': (w) => ({ method: 'PUT', url: `/api/board-invitations/${w.invitation.id}/revoke` }),
  'load an invitation by token': (w) => ({ method: 'GET', url: `/api/board-invitations/token/${w.inviteToken}` }),
  "list the invitee's invitations": (w) => ({ method: 'GET', url: `/api/board-invitations/user/${w.invitee.user.id}` }),
  'accept the invitation': (w) => ({ method: 'PUT', url: `/api/board-invitations/${w.invitation.id}/accept` }),
  'reject the invitation': (w) => ({ method: 'PUT', url: `/api/board-invitations/${w.invitation.id}/reject` }),
};

//                                        owner editor viewer stranger invitee admin anonymous
const expected: Record<keyof typeof calls, number[]> = {
  "list the owner's projects": [200, 403, 403, 403, 403, 200, 401],
  'list one’s own projects': [200, 200, 200, 200, 200, 200, 401],
  'get the project': [200, 200, 200, 404, 404, 200, 401],
  'create a project': [201, 201, 201, 201, 201, 201, 401],
  'update the project': [200, 403, 403, 404, 404, 403, 401],
  'delete the project': [200, 403, 403, 404, 404, 403, 401],
  'get the board': [200, 200, 200, 404, 404, 200, 401],
  'add a board': [201, 201, 403, 404, 404, 403, 401],
  'rename the board': [200, 200, 403, 404, 404, 403, 401],
  'add a sample': [201, 201, 403, 404, 404, 403, 401],
  'remove a sample': [200, 200, 403, 404, 404, 403, 401],
  'list the members': [200, 200, 200, 404, 404, 200, 401],
  "change a member's role": [200, 403, 403, 404, 404, 403, 401],
  'remove a member': [200, 403, 403, 404, 404, 403, 401],
  invite: [201, 201, 403, 404, 404, 403, 401],
  "list the board's pending invitations": [200, 200, 403, 404, 404, 403, 401],
  'resend the invitation': [200, 200, 403, 404, 404, 403, 401],
  "change the invitation's role": [200, 200, 403, 404, 404, 403, 401],
  'withdraw the invitation': [200, 200, 403, 404, 404, 403, 401],
  'load an invitation by token': [200, 200, 200, 200, 200, 200, 200],
  "list the invitee's invitations": [403, 403, 403, 403, 200, 200, 401],
  'accept the invitation': [403, 403, 403, 403, 200, 403, 401],
  'reject the invitation': [403, 403, 403, 403, 200, 403, 401],
};

const readOnly = new Set([
  "list the owner's projects",
  'list one’s own projects',
  'get the project',
  'get the board',
  'list the members',
  "list the board's pending invitations",
  'load an invitation by token',
  "list the invitee's invitations",
]);

const table = Object.entries(expected).flatMap(([call, statuses]) =>
  ACTORS.map((actor, index) => [call, actor, statuses[index]!] as const),
);

describe('the role matrix', () => {
  it('covers every call for every actor', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(calls).sort());
    expect(table).toHaveLength(Object.keys(calls).length * ACTORS.length);
  });

  it.each(table)('%s as %s answers %i', async (call, actor, status) => {
    const world = readOnly.has(call) ? sharedWorld : await createWorld(t);
    const request = calls[call]!(world, actor);
    const response = await t.app.inject({ ...request, headers: headersOf(world, actor) } as InjectOptions);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json().message).toEqual(expect.any(String));
  });
});
