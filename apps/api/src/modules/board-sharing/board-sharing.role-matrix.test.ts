import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createSharedWorld, type SharedWorld } from './board-sharing.test-support.js';

// Every share-link and decision call against every standing. Members' calls follow the projects policy: someone with
// no part in the board gets 404, a member who may see it but not share it 403. A link holder has no account: the
// link opens that board and decides on its samples, nothing else; a revoked link opens nothing (404).

const ACTORS = [
  'owner',
  'editor',
  'viewer',
  'stranger',
  'admin',
  'anonymous',
  'link holder',
  'revoked link holder',
] as const;
type Actor = (typeof ACTORS)[number];

let t: TestContext;
let sharedWorld: SharedWorld;
beforeAll(async () => {
  t = await createTestApp();
  sharedWorld = await createSharedWorld(t);
});
afterAll(() => t.close());

function headersOf(world: SharedWorld, actor: Actor): Record<string, string> {
  if (actor === 'anonymous' || actor === 'link holder' || actor === 'revoked link holder') return {};
  return world[actor].headers;
}

/** The token an actor holds: the live link's, the revoked one's, or (anyone else) a token that opens nothing. */
function tokenOf(world: SharedWorld, actor: Actor): string {
  if (actor === 'link holder') return world.token;
  if (actor === 'revoked link holder') return world.revokedToken;
  return randomBytes(32).toString('base64url');
}

type Call = (w: SharedWorld, actor: Actor) => Omit<InjectOptions, 'headers'>;
const decision = { decision: 'approved', name: 'Aisyah' };

const calls: Record<string, Call> = {
  'list the share links': (w) => ({ method: 'GET', url: `/api/projects/board/${w.board._id}/share-links` }),
  'create a share link': (w) => ({
    method: 'POST',
    url: `/api/projects/board/${w.board._id}/share-links`,
    payload: { clientName: 'Encik Lim' },
  }),
  'revoke a share link': (w) => ({
    method: 'DELETE',
    url: `/api/projects/board/${w.board._id}/share-links/${w.link.id}`,
  }),
  'read the decisions': (w) => ({ method: 'GET', url: `/api/projects/board/${w.board._id}/decisions` }),
  'open the shared board': (w, actor) => ({ method: 'GET', url: `/api/shared-boards/${tokenOf(w, actor)}` }),
  'decide on a sample': (w, actor) => ({
    method: 'POST',
    url: `/api/shared-boards/${tokenOf(w, actor)}/samples/${w.onBoard.id}/decisions`,
    payload: decision,
  }),
  'decide on a sample of another board': (w, actor) => ({
    method: 'POST',
    url: `/api/shared-boards/${tokenOf(w, actor)}/samples/${w.offBoard.id}/decisions`,
    payload: decision,
  }),
  'add a sample to the board': (w) => ({
    method: 'POST',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}/samples`,
    payload: { sampleId: w.offBoard.id },
  }),
  'remove a sample from the board': (w) => ({
    method: 'DELETE',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}/samples/${w.onBoard.id}`,
  }),
  'get the board as a member': (w) => ({ method: 'GET', url: `/api/projects/board/${w.board._id}` }),
};

//                                            owner editor viewer stranger admin anon  link  revoked
const expected: Record<keyof typeof calls, number[]> = {
  'list the share links': [200, 200, 403, 404, 403, 401, 401, 401],
  'create a share link': [201, 201, 403, 404, 403, 401, 401, 401],
  'revoke a share link': [200, 200, 403, 404, 403, 401, 401, 401],
  'read the decisions': [200, 200, 200, 404, 200, 401, 401, 401],
  'open the shared board': [404, 404, 404, 404, 404, 404, 200, 404],
  'decide on a sample': [404, 404, 404, 404, 404, 404, 201, 404],
  'decide on a sample of another board': [404, 404, 404, 404, 404, 404, 404, 404],
  'add a sample to the board': [201, 201, 403, 404, 403, 401, 401, 401],
  'remove a sample from the board': [200, 200, 403, 404, 403, 401, 401, 401],
  'get the board as a member': [200, 200, 200, 404, 200, 401, 401, 401],
};

const readOnly = new Set(['list the share links', 'read the decisions', 'get the board as a member']);

const table = Object.entries(expected).flatMap(([call, statuses]) =>
  ACTORS.map((actor, index) => [call, actor, statuses[index]!] as const),
);

describe('the board sharing role matrix', () => {
  it('covers every call for every actor', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(calls).sort());
    expect(table).toHaveLength(Object.keys(calls).length * ACTORS.length);
  });

  it.each(table)('%s as %s answers %i', async (call, actor, status) => {
    const world = readOnly.has(call) ? sharedWorld : await createSharedWorld(t);
    const request = calls[call]!(world, actor);
    const response = await t.app.inject({ ...request, headers: headersOf(world, actor) } as InjectOptions);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json().message).toEqual(expect.any(String));
  });
});
