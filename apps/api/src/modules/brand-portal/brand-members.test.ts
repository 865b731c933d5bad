import { randomUUID } from 'node:crypto';
import { BRAND_MESSAGES, BRAND_PENDING_INVITATIONS_MAX } from '@samplebank/contracts/brand-portal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brandInvitations, brandMembers, organizations } from '../../db/schema/index.js';
import { createBrand, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { brandWorld } from './brand-portal.test-support.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const PUBLIC_URL = 'https://samplebank.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const tokenOf = (text: string) => text.match(/\/brand-invitation\/([A-Za-z0-9_-]+)/)?.[1];
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A brand with an owner and an editor, another brand with its owner, a plain member and staff. */
const world = () => brandWorld(t);

/** Sends an invitation as `headers` and answers the token mailed for it. */
async function inviteAndReadToken(brandId: string, headers: Headers, to: string, role = 'editor') {
  const response = await call('POST', `/brand-portal/${brandId}/invitations`, headers, { email: to, role });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await smtp.mailTo(to, (received) => received.subject.includes('brand'));
  return { invitation: response.json(), token: tokenOf(mail.text)! };
}

describe('who may open a brand portal', () => {
  it('answers its members with their role and staff as staff; refuses everyone else', async () => {
    const w = await world();
    const url = `/brand-portal/${w.brand.id}`;
    expect((await call('GET', url, w.owner.headers)).json()).toEqual({
      brand: { _id: w.brand.id, name: w.brand.name, logoUrl: null },
      role: 'owner',
    });
    expect((await call('GET', url, w.editor.headers)).json().role).toBe('editor');
    expect((await call('GET', url, w.admin.headers)).json().role).toBe('staff');
    const otherOwner = await call('GET', url, w.otherOwner.headers);
    expect(otherOwner.statusCode).toBe(403);
    expect(otherOwner.json().message).toBe(BRAND_MESSAGES.notMember);
    expect((await call('GET', url, w.member.headers)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('answers 404 for an organization that is not a brand or does not exist, and 400 for a malformed id', async () => {
    const w = await world();
    const [studio] = await t.db.insert(organizations).values({ name: 'A studio', type: 'DESIGNER' }).returning();
    expect((await call('GET', `/brand-portal/${studio!.id}`, w.admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/brand-portal/${randomUUID()}`, w.admin.headers)).statusCode).toBe(404);
    // a member of no such brand learns nothing either way
    expect((await call('GET', `/brand-portal/${randomUUID()}`, w.owner.headers)).statusCode).toBe(403);
    expect((await call('GET', '/brand-portal/not-an-id', w.owner.headers)).statusCode).toBe(400);
  });

  it('lists the brands a user works for', async () => {
    const w = await world();
    expect((await call('GET', '/brand-portal/brands', w.editor.headers)).json()).toEqual({
      brands: [{ brand: { _id: w.brand.id, name: w.brand.name, logoUrl: null }, role: 'editor' }],
    });
    expect((await call('GET', '/brand-portal/brands', w.member.headers)).json()).toEqual({ brands: [] });
    expect((await call('GET', '/brand-portal/brands')).statusCode).toBe(401);
  });
});

describe('a brand team', () => {
  it('shows members to every member, and the invitations waiting only to owners and staff', async () => {
    const w = await world();
    await inviteAndReadToken(w.brand.id, w.owner.headers, email('new'));
    const url = `/brand-portal/${w.brand.id}/members`;
    const asOwner = (await call('GET', url, w.owner.headers)).json();
    expect(asOwner.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Olivia Owner', 'owner'],
      ['Eddie Editor', 'editor'],
    ]);
    expect(asOwner.invitations).toHaveLength(1);
    expect(asOwner.invitations[0].invitedByName).toBe('Olivia Owner');
    expect((await call('GET', url, w.admin.headers)).json().invitations).toHaveLength(1);
    const asEditor = (await call('GET', url, w.editor.headers)).json();
    expect(asEditor.members).toHaveLength(2);
    expect(asEditor.invitations).toEqual([]);
    expect((await call('GET', url, w.otherOwner.headers)).statusCode).toBe(403);
    expect((await call('GET', url, w.member.headers)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('inviting someone to a brand', () => {
  it('lets staff invite a first owner, who signs up with that address and joins by the mailed link', async () => {
    const brand = await createBrand(t.db, { name: 'Batu Stoneworks' });
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN', name: 'Sam Staff' });
    const address = email('first-owner');
    const { token } = await inviteAndReadToken(brand.id, admin.headers, address, 'owner');
    const mail = await smtp.mailTo(address);
    expect(mail.subject).toBe('You are invited to work for a brand on Samplebank');
    expect(mail.text).toContain('Sam Staff invited you to run the brand "Batu Stoneworks" on Samplebank as an owner');
    expect(mail.text).toContain(`${PUBLIC_URL}/brand-invitation/${token}`);

    const page = await call('GET', `/brand-invitations/${token}`);
    expect(page.json()).toEqual({
      brand: { _id: brand.id, name: 'Batu Stoneworks', logoUrl: null },
      email: address,
      role: 'owner',
      expiresAt: expect.any(String),
      invitedByName: 'Sam Staff',
    });
    // the invitee's account may be new, and written in another case
    const invitee = await signedInUser(t.db, t.tokens, { email: address.toUpperCase() });
    const accepted = await call('POST', `/brand-invitations/${token}/accept`, invitee.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ brandId: brand.id });
    expect((await call('GET', `/brand-portal/${brand.id}`, invitee.headers)).json().role).toBe('owner');
    // the link is used: it shows nothing more and cannot be used again
    expect((await call('GET', `/brand-invitations/${token}`)).statusCode).toBe(409);
    expect((await call('POST', `/brand-invitations/${token}/accept`, invitee.headers)).statusCode).toBe(409);
    const [joined] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, brand.id), eq(auditLog.action, 'organization.join')));
    expect(joined?.actorId).toBe(invitee.user.id);
  });

  it('lets an owner invite colleagues, and refuses editors, other brands, plain members and visitors', async () => {
    const w = await world();
    const url = `/brand-portal/${w.brand.id}/invitations`;
    const body = { email: email('colleague'), role: 'editor' };
    expect((await call('POST', url, w.owner.headers, body)).statusCode).toBe(201);
    const refused = await call('POST', url, w.editor.headers, { ...body, email: email('x') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BRAND_MESSAGES.ownerOnly);
    expect((await call('POST', url, w.otherOwner.headers, { ...body, email: email('x') })).statusCode).toBe(403);
    expect((await call('POST', url, w.member.headers, { ...body, email: email('x') })).statusCode).toBe(403);
    expect((await call('POST', url, {}, { ...body, email: email('x') })).statusCode).toBe(401);
    const pending = await t.db.select().from(brandInvitations).where(eq(brandInvitations.brandId, w.brand.id));
    expect(pending).toHaveLength(1);
  });

  it('refuses bad input in the user’s words and writes nothing', async () => {
    const w = await world();
    const url = `/brand-portal/${w.brand.id}/invitations`;
    for (const payload of [
      { email: 'not-an-email', role: 'editor' },
      { email: email('a'), role: 'admin' },
      { email: email('a') },
      { email: email('a'), role: 'editor', brandId: w.otherBrand.id },
    ]) {
      const response = await call('POST', url, w.owner.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).not.toMatch(/zod|invalid_type|Expected/i);
    }
    const rows = await t.db.select().from(brandInvitations).where(eq(brandInvitations.brandId, w.brand.id));
    expect(rows).toEqual([]);
  });

  it('refuses to invite someone already on the team', async () => {
    const w = await world();
    const response = await call('POST', `/brand-portal/${w.brand.id}/invitations`, w.owner.headers, {
      email: w.editor.user.email.toUpperCase(),
      role: 'owner',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BRAND_MESSAGES.alreadyMember);
  });

  it('renews a waiting invitation rather than doubling it: the older link stops working', async () => {
    const w = await world();
    const address = email('twice');
    const first = await inviteAndReadToken(w.brand.id, w.owner.headers, address);
    smtp.received.length = 0;
    const second = await inviteAndReadToken(w.brand.id, w.owner.headers, address, 'owner');
    expect(second.invitation._id).toBe(first.invitation._id);
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/brand-invitations/${first.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/brand-invitations/${second.token}`)).json().role).toBe('owner');
  });

  it(`keeps at most ${BRAND_PENDING_INVITATIONS_MAX} invitations waiting per brand`, async () => {
    const w = await world();
    await t.db.insert(brandInvitations).values(
      Array.from({ length: BRAND_PENDING_INVITATIONS_MAX }, (_, n) => ({
        brandId: w.brand.id,
        email: `waiting-${n}-${randomUUID()}@example.com`,
        role: 'editor',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const response = await call('POST', `/brand-portal/${w.brand.id}/invitations`, w.owner.headers, {
      email: email('one-more'),
      role: 'editor',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BRAND_MESSAGES.tooManyInvitations);
  });

  it('is accepted only by the address it was sent to, verified, and never by staff', async () => {
    const w = await world();
    const address = email('right');
    const { token } = await inviteAndReadToken(w.brand.id, w.owner.headers, address);
    const accept = (headers: Headers) => call('POST', `/brand-invitations/${token}/accept`, headers);
    const wrong = await accept(w.member.headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(BRAND_MESSAGES.wrongInvitee);
    expect((await accept(w.admin.headers)).statusCode).toBe(403);
    expect((await accept({})).statusCode).toBe(401);
    const unverified = await signedInUser(t.db, t.tokens, { email: address, isEmailVerified: false });
    expect((await accept(unverified.headers)).json().message).toBe(BRAND_MESSAGES.emailNotVerified);
    expect(await t.db.select().from(brandMembers).where(eq(brandMembers.userId, unverified.user.id))).toEqual([]);
  });

  it('stops working when revoked or expired, and answers an unknown link with 404', async () => {
    const w = await world();
    const revoked = await inviteAndReadToken(w.brand.id, w.owner.headers, email('revoked'));
    const revokeUrl = `/brand-portal/${w.brand.id}/invitations/${revoked.invitation._id}`;
    expect((await call('DELETE', revokeUrl, w.editor.headers)).statusCode).toBe(403);
    expect((await call('DELETE', revokeUrl, w.otherOwner.headers)).statusCode).toBe(403);
    expect((await call('DELETE', revokeUrl, w.owner.headers)).statusCode).toBe(200);
    expect((await call('DELETE', revokeUrl, w.owner.headers)).statusCode).toBe(404);
    expect((await call('GET', `/brand-invitations/${revoked.token}`)).statusCode).toBe(404);
    // an invitation of one brand cannot be revoked through another's portal
    const other = await inviteAndReadToken(w.otherBrand.id, w.otherOwner.headers, email('other'));
    const across = await call(
      'DELETE',
      `/brand-portal/${w.brand.id}/invitations/${other.invitation._id}`,
      w.owner.headers,
    );
    expect(across.statusCode).toBe(404);

    const expiring = await inviteAndReadToken(w.brand.id, w.owner.headers, email('late'));
    await t.db
      .update(brandInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(brandInvitations.id, expiring.invitation._id));
    const expired = await call('GET', `/brand-invitations/${expiring.token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(BRAND_MESSAGES.invitationExpired);
    expect((await call('GET', `/brand-invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('managing a brand team', () => {
  it('lets an owner change roles but never leave the brand without an owner', async () => {
    const w = await world();
    const url = (userId: string) => `/brand-portal/${w.brand.id}/members/${userId}`;
    const demoteSelf = await call('PUT', url(w.owner.user.id), w.owner.headers, { role: 'editor' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().message).toBe(BRAND_MESSAGES.lastOwner);
    expect((await call('PUT', url(w.editor.user.id), w.editor.headers, { role: 'owner' })).statusCode).toBe(403);
    expect((await call('PUT', url(w.editor.user.id), w.otherOwner.headers, { role: 'owner' })).statusCode).toBe(403);
    const promoted = await call('PUT', url(w.editor.user.id), w.owner.headers, { role: 'owner' });
    expect(promoted.json().role).toBe('owner');
    expect((await call('PUT', url(w.owner.user.id), w.owner.headers, { role: 'editor' })).statusCode).toBe(200);
    expect((await call('PUT', url(w.member.user.id), w.admin.headers, { role: 'owner' })).statusCode).toBe(404);
    expect((await call('PUT', url(w.editor.user.id), w.admin.headers, { role: 'boss' })).statusCode).toBe(400);
  });

  it('lets a member leave and an owner remove an editor, but not the last owner', async () => {
    const w = await world();
    const url = (userId: string) => `/brand-portal/${w.brand.id}/members/${userId}`;
    expect((await call('DELETE', url(w.owner.user.id), w.editor.headers)).statusCode).toBe(403);
    expect((await call('DELETE', url(w.owner.user.id), w.owner.headers)).statusCode).toBe(409);
    expect((await call('DELETE', url(w.owner.user.id), w.admin.headers)).statusCode).toBe(409);
    expect((await call('DELETE', url(w.editor.user.id), w.editor.headers)).statusCode).toBe(200);
    expect((await call('GET', `/brand-portal/${w.brand.id}`, w.editor.headers)).statusCode).toBe(403);
  });

  it('keeps an owner when two owners demote each other at once', async () => {
    const w = await world();
    await call('PUT', `/brand-portal/${w.brand.id}/members/${w.editor.user.id}`, w.owner.headers, { role: 'owner' });
    const [first, second] = await Promise.all([
      call('PUT', `/brand-portal/${w.brand.id}/members/${w.editor.user.id}`, w.owner.headers, { role: 'editor' }),
      call('PUT', `/brand-portal/${w.brand.id}/members/${w.owner.user.id}`, w.editor.headers, { role: 'editor' }),
    ]);
    // whichever comes second is refused: as the last owner (409), or as no owner any more (403)
    const statuses = [first!.statusCode, second!.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 403, 409].includes(status))).toBe(true);
    const owners = await t.db
      .select()
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, w.brand.id), eq(brandMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });
});
