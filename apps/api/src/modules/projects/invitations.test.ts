import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardInvitations, boardMembers } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { hashInvitationToken } from './board-invitations.service.js';
import { createWorld, type World } from './projects.fixtures.js';
import { boardRoleOf } from './projects.policy.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let w: World;
const PUBLIC_URL = 'https://samplebank.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/board-invitations', headers, payload });
const answer = (id: string, action: 'accept' | 'reject', headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/board-invitations/${id}/${action}`, headers });
const byToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/board-invitations/token/${token}` });
const tokenOf = (text: string) => text.match(/\/accept-invitation\/([A-Za-z0-9_-]+)/)?.[1];

describe('POST /api/board-invitations', () => {
  it('mails a link whose token opens the invitation, and the invitee joins the board by accepting it', async () => {
    const world = await createWorld(t);
    const guest = await signedInUser(t.db, t.tokens, { email: `guest-${randomUUID()}@example.com`, name: 'Guest' });
    const response = await invite(world.editor.headers, {
      boardId: world.board._id,
      inviteeEmail: guest.user.email,
      role: 'editor',
    });
    expect(response.statusCode).toBe(201);
    const { invitation } = response.json();
    expect(invitation).toEqual({
      _id: expect.any(String),
      boardId: world.board._id,
      boardName: 'Living',
      projectId: world.project._id,
      projectName: world.project.name,
      inviterName: world.editor.user.name,
      inviteeEmail: guest.user.email,
      role: 'editor',
      status: 'pending',
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await smtp.mailTo(guest.user.email);
    // the subject carries nothing a member typed; the board's name is in the body
    expect(mail.subject).toBe('You are invited to a board on Samplebank');
    expect(mail.text).toContain('"Living"');
    expect(mail.text).toContain(`${PUBLIC_URL}/accept-invitation/`);
    const token = tokenOf(mail.text)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(token);

    // only the hash is kept, and nothing the API answers carries it
    const [stored] = await t.db.select().from(boardInvitations).where(eq(boardInvitations.id, invitation._id));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(response.body).not.toContain(stored!.tokenHash);
    expect(response.body).not.toContain(token);

    const loaded = await byToken(token);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual(invitation);
    expect(loaded.body).not.toContain('token');

    const accepted = await answer(invitation._id, 'accept', guest.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ projectId: world.project._id, boardId: world.board._id });
    expect(await boardRoleOf(t.db, { userId: guest.user.id, boardId: world.board._id })).toBe('editor');
    expect((await byToken(token)).json().status).toBe('accepted');
  });

  it.each([
    ['an e-mail without a domain', 'someone@', 'Please enter a valid email address'],
    ['an e-mail with spaces', 'some one@example.com', 'Please enter a valid email address'],
    ['an empty e-mail', '   ', 'Please enter an email address'],
  ])('refuses %s with 400 and the spec’s message', async (_label, inviteeEmail, message) => {
    const response = await invite(w.owner.headers, { boardId: w.board._id, inviteeEmail, role: 'viewer' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.inviteeEmail).toBe(message);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['the owner role', { role: 'owner' }],
    ['a missing role', { role: undefined }],
    ['a malformed board id', { boardId: 'x' }],
    ['an unknown field', { token: 'abc' }],
  ])('refuses %s with 400', async (_label, change) => {
    const payload = { boardId: w.board._id, inviteeEmail: 'a@example.com', role: 'viewer', ...change };
    expect((await invite(w.owner.headers, payload)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown board', async () => {
    const response = await invite(w.owner.headers, {
      boardId: randomUUID(),
      inviteeEmail: 'a@example.com',
      role: 'viewer',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses to invite a member, whatever the case of the e-mail', async () => {
    const response = await invite(w.owner.headers, {
      boardId: w.board._id,
      inviteeEmail: w.viewer.user.email.toUpperCase(),
      role: 'editor',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This user is already a member of this board');
  });

  it('refreshes a pending invitation of the same e-mail: same invitation, new role and link, old link dead', async () => {
    const world = await createWorld(t);
    const again = await invite(world.owner.headers, {
      boardId: world.board._id,
      inviteeEmail: world.invitee.user.email.toUpperCase(),
      role: 'editor',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitation).toMatchObject({ _id: world.invitation.id, role: 'editor' });
    expect((await byToken(world.inviteToken)).statusCode).toBe(404);
    const token = tokenOf((await smtp.mailTo(world.invitee.user.email)).text)!;
    expect((await byToken(token)).json()).toMatchObject({ _id: world.invitation.id, role: 'editor' });
    const rows = await t.db.select().from(boardInvitations).where(eq(boardInvitations.boardId, world.board._id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/board-invitations/token/{token}', () => {
  it('answers 404 with the spec’s message for an unknown token', async () => {
    const response = await byToken(randomBytes(32).toString('base64url'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invitation not found or expired');
  });
});

describe('GET /api/board-invitations/user/{userId}', () => {
  it('lists the pending, unexpired invitations to the user’s e-mail', async () => {
    const world = await createWorld(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/board-invitations/user/${world.invitee.user.id}`,
      headers: world.invitee.headers,
    });
    expect(response.json()).toEqual([expect.objectContaining({ _id: world.invitation.id, status: 'pending' })]);
    await t.db
      .update(boardInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(boardInvitations.id, world.invitation.id));
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/board-invitations/user/${world.invitee.user.id}`,
      headers: world.invitee.headers,
    });
    expect(later.json()).toEqual([]);
  });
});

describe('answering an invitation', () => {
  it('refuses the wrong account with 403 and the spec’s message', async () => {
    const response = await answer(w.invitation.id, 'accept', w.stranger.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This invitation is for a different email address');
  });

  it('matches the e-mail whatever its case', async () => {
    const world = await createWorld(t);
    await t.db
      .update(boardInvitations)
      .set({ inviteeEmail: world.invitee.user.email.toUpperCase() })
      .where(eq(boardInvitations.id, world.invitation.id));
    expect((await answer(world.invitation.id, 'accept', world.invitee.headers)).statusCode).toBe(200);
  });

  it('refuses an expired invitation with 400, while its page still loads to say so', async () => {
    const world = await createWorld(t);
    await t.db
      .update(boardInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(boardInvitations.id, world.invitation.id));
    const response = await answer(world.invitation.id, 'accept', world.invitee.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invitation has expired');
    expect(Date.parse((await byToken(world.inviteToken)).json().expiresAt)).toBeLessThan(Date.now());
    expect(await boardRoleOf(t.db, { userId: world.invitee.user.id, boardId: world.board._id })).toBeNull();
  });

  it('works once: a second accept is refused with 409', async () => {
    const world = await createWorld(t);
    expect((await answer(world.invitation.id, 'accept', world.invitee.headers)).statusCode).toBe(200);
    const again = await answer(world.invitation.id, 'accept', world.invitee.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Invitation already accepted');
    const rows = await t.db.select().from(boardMembers).where(eq(boardMembers.userId, world.invitee.user.id));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const world = await createWorld(t);
    const responses = await Promise.all([
      answer(world.invitation.id, 'accept', world.invitee.headers),
      answer(world.invitation.id, 'accept', world.invitee.headers),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(boardMembers).where(eq(boardMembers.userId, world.invitee.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses to accept a rejected invitation', async () => {
    const world = await createWorld(t);
    const rejected = await answer(world.invitation.id, 'reject', world.invitee.headers);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ _id: world.invitation.id, status: 'rejected' });
    const accepted = await answer(world.invitation.id, 'accept', world.invitee.headers);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('Invitation already rejected');
    expect(await boardRoleOf(t.db, { userId: world.invitee.user.id, boardId: world.board._id })).toBeNull();
  });

  it('keeps the higher role of a member invited as a viewer', async () => {
    const world = await createWorld(t);
    const token = randomBytes(32).toString('base64url');
    const [invitation] = await t.db
      .insert(boardInvitations)
      .values({
        boardId: world.board._id,
        inviteeEmail: world.editor.user.email,
        role: 'viewer',
        tokenHash: hashInvitationToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect((await answer(invitation!.id, 'accept', world.editor.headers)).statusCode).toBe(200);
    expect(await boardRoleOf(t.db, { userId: world.editor.user.id, boardId: world.board._id })).toBe('editor');
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const world = await createWorld(t);
    const unverified = await signedInUser(t.db, t.tokens, { isEmailVerified: false });
    await t.db
      .update(boardInvitations)
      .set({ inviteeEmail: unverified.user.email })
      .where(eq(boardInvitations.id, world.invitation.id));
    expect((await answer(world.invitation.id, 'accept', unverified.headers)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown invitation and 400 for a malformed id', async () => {
    const unknown = await answer(randomUUID(), 'accept', w.invitee.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invitation not found or expired');
    expect((await answer('123', 'reject', w.invitee.headers)).statusCode).toBe(400);
  });
});
