// Test-only: a shared board with one user in every standing the role matrix asks about.
import { randomBytes } from 'node:crypto';
import { boardInvitations, boardMembers } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { hashInvitationToken } from './board-invitations.service.js';

export type SignedIn = Awaited<ReturnType<typeof signedInUser>>;
export const ACTORS = ['owner', 'editor', 'viewer', 'stranger', 'invitee', 'admin', 'anonymous'] as const;
export type ActorName = (typeof ACTORS)[number];

let worlds = 0;

/**
 * A project of `owner` with board "Living" (holding `onBoard`) and board "Kitchen", where `editor` edits Living,
 * `viewer` and `extra` view it, `invitee` holds a pending viewer invitation to it (token `inviteToken`), and
 * `stranger` and `admin` have no part.
 */
export async function createWorld(t: TestContext) {
  const n = ++worlds;
  const user = (name: string, overrides = {}) =>
    signedInUser(t.db, t.tokens, {
      name,
      email: `${name}${n}-${randomBytes(3).toString('hex')}@example.com`,
      ...overrides,
    });
  const [owner, editor, viewer, extra, stranger, invitee, admin] = await Promise.all([
    user('owner'),
    user('editor'),
    user('viewer'),
    user('extra'),
    user('stranger'),
    user('invitee'),
    user('admin', { role: 'ADMIN' }),
  ]);
  const brand = await createBrand(t.db, { name: `Arbor ${n}` });
  const onBoard = await createSample(t.db, brand.id, { name: `Oak ${n}` });
  const offBoard = await createSample(t.db, brand.id, { name: `Walnut ${n}` });

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: owner.headers,
    payload: {
      name: `Villa ${n}`,
      projectType: 'Residential',
      projectValue: 1500.5,
      boards: [{ name: 'Living', sampleIds: [onBoard.id] }, { name: 'Kitchen' }],
    },
  });
  if (created.statusCode !== 201) throw new Error(`project not created: ${created.body}`);
  const project = created.json();
  const board = project.boards[0];
  const otherBoard = project.boards[1];

  const [, , extraMember] = await t.db
    .insert(boardMembers)
    .values([
      { boardId: board._id, userId: editor.user.id, role: 'editor' },
      { boardId: board._id, userId: viewer.user.id, role: 'viewer' },
      { boardId: board._id, userId: extra.user.id, role: 'viewer' },
    ])
    .returning();
  const inviteToken = randomBytes(32).toString('base64url');
  const [invitation] = await t.db
    .insert(boardInvitations)
    .values({
      boardId: board._id,
      inviterId: owner.user.id,
      inviteeEmail: invitee.user.email,
      role: 'viewer',
      tokenHash: hashInvitationToken(inviteToken),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning();

  const actors: Record<Exclude<ActorName, 'anonymous'>, SignedIn> = {
    owner,
    editor,
    viewer,
    stranger,
    invitee,
    admin,
  };
  return {
    ...actors,
    actors,
    extra,
    extraMemberId: extraMember!.id,
    brand,
    onBoard,
    offBoard,
    project,
    board,
    otherBoard,
    invitation: invitation!,
    inviteToken,
  };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

/** The bearer header of an actor of the world; none for anonymous. */
export function headersOf(world: World, actor: ActorName): Record<string, string> {
  return actor === 'anonymous' ? {} : world.actors[actor].headers;
}
