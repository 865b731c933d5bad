import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity, boardInvitations, boardMembers } from '../../db/schema/index.js';
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
const activityOf = (boardId: string) => t.db.select().from(boardActivity).where(eq(boardActivity.boardId, boardId));

/** The mails to an address in the order they came, once there are at least `count`. */
async function mailsTo(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
      scope: 'board',
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

  it('mails a pending invitation of the same e-mail again: same invitation and link, the role now chosen', async () => {
    const world = await createWorld(t);
    const guest = `again-${randomUUID()}@example.com`;
    const first = await invite(world.owner.headers, { boardId: world.board._id, inviteeEmail: guest, role: 'editor' });
    expect(first.statusCode).toBe(201);
    const firstToken = tokenOf((await mailsTo(guest, 1))[0]!.text)!;

    const again = await invite(world.owner.headers, {
      boardId: world.board._id,
      inviteeEmail: guest.toUpperCase(),
      role: 'viewer',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitation).toMatchObject({ _id: first.json().invitation._id, role: 'viewer' });
    const mails = await mailsTo(guest, 2);
    expect(tokenOf(mails[1]!.text)).toBe(firstToken);
    expect((await byToken(firstToken)).json()).toMatchObject({ _id: first.json().invitation._id, role: 'viewer' });
    const rows = await t.db.select().from(boardInvitations).where(eq(boardInvitations.boardId, world.board._id));
    expect(rows.filter((row) => row.inviteeEmail === guest)).toHaveLength(1);
    // the timeline tells of the invitation once
    expect((await activityOf(world.board._id)).filter((line) => line.detail === guest)).toEqual([
      expect.objectContaining({ kind: 'member_invited', actorId: world.owner.user.id }),
    ]);
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

describe('the invitations a board’s team manages', () => {
  const pendingOf = (world: World, headers = world.owner.headers) =>
    t.app.inject({ method: 'GET', url: `/api/board-invitations/board/${world.board._id}`, headers });
  const resend = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/board-invitations/${id}/resend`, headers });
  const changeRole = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/board-invitations/${id}/role`, headers, payload });
  const revoke = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/board-invitations/${id}/revoke`, headers });
  const stored = async (id: string) =>
    (await t.db.select().from(boardInvitations).where(eq(boardInvitations.id, id)))[0]!;

  /** A world with an invitation sent through the API (so its link can be mailed again) and that first link. */
  async function invitedWorld(role: 'viewer' | 'editor' = 'viewer') {
    const world = await createWorld(t);
    const email = `team-${randomUUID()}@example.com`;
    const created = await invite(world.editor.headers, { boardId: world.board._id, inviteeEmail: email, role });
    expect(created.statusCode).toBe(201);
    const token = tokenOf((await mailsTo(email, 1))[0]!.text)!;
    return { world, email, id: created.json().invitation._id as string, token };
  }

  it('lists the pending invitations, last sent first, with who invited and when, and never a token', async () => {
    const { world, email, id } = await invitedWorld('editor');
    const response = await pendingOf(world, world.editor.headers);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual([
      {
        _id: id,
        boardId: world.board._id,
        inviteeEmail: email,
        role: 'editor',
        scope: 'board',
        invitedBy: world.editor.user.name,
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      expect.objectContaining({ _id: world.invitation.id, inviteeEmail: world.invitee.user.email, role: 'viewer' }),
    ]);
    expect(response.body).not.toContain((await stored(id)).tokenHash);
  });

  it('leaves out answered and withdrawn invitations', async () => {
    const { world, id } = await invitedWorld();
    expect((await revoke(id, world.owner.headers)).statusCode).toBe(200);
    expect((await answer(world.invitation.id, 'accept', world.invitee.headers)).statusCode).toBe(200);
    expect((await pendingOf(world)).json()).toEqual([]);
  });

  it('resends the same link with a renewed expiry, and that link still opens the invitation', async () => {
    const { world, email, id, token } = await invitedWorld();
    await t.db
      .update(boardInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(boardInvitations.id, id));
    const response = await resend(id, world.owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, inviteeEmail: email, role: 'viewer' });
    const days = (Date.parse(response.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);

    const mails = await mailsTo(email, 2);
    expect(tokenOf(mails[1]!.text)).toBe(token);
    expect(mails[1]!.subject).toBe('You are invited to a board on Samplebank');
    const loaded = await byToken(token);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ _id: id, status: 'pending', expiresAt: response.json().expiresAt });
  });

  it('gives an invitation made before links were derived its derived link at the first resend', async () => {
    const world = await createWorld(t);
    expect((await resend(world.invitation.id, world.owner.headers)).statusCode).toBe(200);
    const token = tokenOf((await smtp.mailTo(world.invitee.user.email)).text)!;
    expect((await byToken(token)).json()).toMatchObject({ _id: world.invitation.id, status: 'pending' });
    expect((await resend(world.invitation.id, world.owner.headers)).statusCode).toBe(200);
    expect(tokenOf((await mailsTo(world.invitee.user.email, 2))[1]!.text)).toBe(token);
  });

  it('resends an invitation 3 times a day, then answers 429 in words, changing and sending nothing', async () => {
    const { world, email, id } = await invitedWorld();
    for (let i = 0; i < 3; i++) expect((await resend(id, world.owner.headers)).statusCode).toBe(200);
    await mailsTo(email, 4);
    const before = await stored(id);
    const refused = await resend(id, world.editor.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^This invitation has been sent 3 times today\. Please try again /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(id)).toEqual(before);
    // inviting the same e-mail again is a resend too
    const again = await invite(world.owner.headers, { boardId: world.board._id, inviteeEmail: email, role: 'editor' });
    expect(again.statusCode).toBe(429);
    expect((await stored(id)).role).toBe('viewer');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(4);
  });

  it('says the resend limit in Malay to a Malay page', async () => {
    const { world, id } = await invitedWorld();
    for (let i = 0; i < 3; i++) await resend(id, world.owner.headers);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/board-invitations/${id}/resend`,
      headers: { ...world.owner.headers, 'accept-language': 'ms' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Jemputan ini telah dihantar 3 kali hari ini\. Sila cuba lagi /);
  });

  it('changes the role a pending invitation offers, keeping its link', async () => {
    const { world, id, token } = await invitedWorld('viewer');
    const response = await changeRole(id, world.editor.headers, { role: 'editor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, role: 'editor' });
    expect((await byToken(token)).json()).toMatchObject({ _id: id, role: 'editor', status: 'pending' });
  });

  it.each([
    ['the owner role', { role: 'owner' }],
    ['a missing role', {}],
    ['a role that is not text', { role: 3 }],
    ['an unknown field', { role: 'editor', status: 'accepted' }],
  ])('refuses %s for an invitation’s role with 400, changing nothing', async (_label, payload) => {
    const { world, id } = await invitedWorld('viewer');
    const response = await changeRole(id, world.owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await stored(id)).role).toBe('viewer');
  });

  it('withdraws an invitation: its link then says it is no longer valid, and it cannot be accepted', async () => {
    const world = await createWorld(t);
    const response = await revoke(world.invitation.id, world.editor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitation withdrawn' });
    expect((await stored(world.invitation.id)).status).toBe('revoked');
    const loaded = await byToken(world.inviteToken);
    expect(loaded.statusCode).toBe(404);
    expect(loaded.json().message).toBe('Invitation not found or expired');
    expect((await answer(world.invitation.id, 'accept', world.invitee.headers)).statusCode).toBe(404);
    expect(await boardRoleOf(t.db, { userId: world.invitee.user.id, boardId: world.board._id })).toBeNull();
  });

  it('refuses to resend, change or withdraw an answered or withdrawn invitation with 409', async () => {
    const world = await createWorld(t);
    expect((await answer(world.invitation.id, 'accept', world.invitee.headers)).statusCode).toBe(200);
    for (const response of [
      await resend(world.invitation.id, world.owner.headers),
      await changeRole(world.invitation.id, world.owner.headers, { role: 'editor' }),
      await revoke(world.invitation.id, world.owner.headers),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This invitation has already been answered or withdrawn');
    }
    expect((await stored(world.invitation.id)).status).toBe('accepted');
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const { world, id } = await invitedWorld('viewer');
    for (const response of [
      await pendingOf(world, world.viewer.headers),
      await resend(id, world.viewer.headers),
      await changeRole(id, world.viewer.headers, { role: 'editor' }),
      await revoke(id, world.viewer.headers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        "Permission Denied: You don't have permission to invite members to this board.",
      );
    }
    expect(await stored(id)).toMatchObject({ status: 'pending', role: 'viewer' });
  });

  it('answers 404 for an unknown invitation or board and 400 for a malformed id', async () => {
    const unknown = await revoke(randomUUID(), w.owner.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invitation not found or expired');
    expect((await resend(randomUUID(), w.owner.headers)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/board-invitations/board/${randomUUID()}`,
          headers: w.owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await resend('x', w.owner.headers)).statusCode).toBe(400);
    expect((await changeRole('x', w.owner.headers, { role: 'viewer' })).statusCode).toBe(400);
    expect((await revoke('x', w.owner.headers)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/board-invitations/board/x', headers: w.owner.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('writes the board’s timeline: invited on sending, joined on accepting', async () => {
    const guest = await signedInUser(t.db, t.tokens, { email: `joiner-${randomUUID()}@example.com`, name: 'Joiner' });
    const world = await createWorld(t);
    const created = await invite(world.owner.headers, {
      boardId: world.board._id,
      inviteeEmail: guest.user.email,
      role: 'viewer',
    });
    await resend(created.json().invitation._id, world.owner.headers);
    expect((await answer(created.json().invitation._id, 'accept', guest.headers)).statusCode).toBe(200);
    const lines = await activityOf(world.board._id);
    expect(lines.map((line) => [line.kind, line.actorId, line.detail])).toEqual([
      ['member_invited', world.owner.user.id, guest.user.email],
      ['member_joined', guest.user.id, guest.user.email],
    ]);
  });
});

describe('a resend and the hourly invite limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ LIMIT_INVITATIONS_PER_HOUR: '2', SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(() => limited.close());

  it('counts a resend against the member’s invitations of the hour', async () => {
    const world = await createWorld(limited);
    const sent = await limited.app.inject({
      method: 'POST',
      url: '/api/board-invitations',
      headers: world.owner.headers,
      payload: { boardId: world.board._id, inviteeEmail: `hour-${randomUUID()}@example.com`, role: 'viewer' },
    });
    expect(sent.statusCode).toBe(201);
    const resendOnce = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/board-invitations/${sent.json().invitation._id}/resend`,
        headers: world.owner.headers,
      });
    expect((await resendOnce()).statusCode).toBe(200);
    const refused = await resendOnce();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent a lot of invitations in the last hour/);
  });
});
