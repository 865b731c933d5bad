import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity, boardDecisions, boardShareLinks, mailOutbox, users } from '../../db/schema/index.js';
import { isServerRendered } from '../../platform/plugins/server-render.js';
import { createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createBuyer } from '../checkout/checkout.fixtures.js';
import { sendDecisionRounds } from './board-decisions.job.js';
import { hashShareToken } from './board-sharing.service.js';
import { createSharedWorld, type SharedWorld } from './board-sharing.test-support.js';
import { DECISIONS_PER_LINK_PER_HOUR } from './shared-board.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const createLink = (w: SharedWorld, payload: object, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'POST', url: `/api/projects/board/${w.board._id}/share-links`, headers, payload });
const listLinks = (w: SharedWorld, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/projects/board/${w.board._id}/share-links`, headers });
const open = (token: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/shared-boards/${token}`, headers });
const decide = (token: string, sampleId: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/shared-boards/${token}/samples/${sampleId}/decisions`, headers, payload });
const decisionsOf = (w: SharedWorld, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/projects/board/${w.board._id}/decisions`, headers });

/** Adds a sample to the world's board as its owner. */
async function addToBoard(w: SharedWorld, name: string, overrides: { stock?: number } = {}) {
  const sample = await createSample(t.db, w.brand.id, { name, ...overrides });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${w.project._id}/boards/${w.board._id}/samples`,
    headers: w.owner.headers,
    payload: { sampleId: sample.id },
  });
  expect(response.statusCode).toBe(201);
  return sample;
}

describe('share links', () => {
  it('creates a link whose token is shown once and stored only as its sha256, with a timeline line', async () => {
    const w = await createSharedWorld(t);
    const response = await createLink(w, { clientName: '  Encik Lim ', showPrices: true });
    expect(response.statusCode).toBe(201);
    const { link, token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ clientName: 'Encik Lim', showPrices: true, hasPasscode: false, status: 'active' });
    expect(JSON.stringify(link)).not.toContain(token);
    const [row] = await t.db.select().from(boardShareLinks).where(eq(boardShareLinks.id, link._id));
    expect(row!.tokenHash).toBe(hashShareToken(token));
    const lines = await t.db
      .select()
      .from(boardActivity)
      .where(and(eq(boardActivity.boardId, w.board._id), eq(boardActivity.kind, 'link_created')));
    expect(lines).toMatchObject([{ actorId: w.owner.user.id, detail: 'Encik Lim' }]);

    const listed = (await listLinks(w, w.editor.headers)).json();
    expect(listed.map((entry: { _id: string }) => entry._id)).toContain(link._id);
    expect(JSON.stringify(listed)).not.toMatch(/tokenHash|passcodeHash|scrypt/);
  });

  it('counts each opening and tells the members when the link was last opened', async () => {
    const w = await createSharedWorld(t);
    expect((await open(w.token)).statusCode).toBe(200);
    expect((await open(w.token)).statusCode).toBe(200);
    const link = (await listLinks(w)).json().find((entry: { _id: string }) => entry._id === w.link.id);
    expect(link.openCount).toBe(2);
    expect(link.lastOpenedAt).toEqual(expect.any(String));
  });

  it('opens the board read-only: samples with brand, specifications and certifications, no stock, no member', async () => {
    const w = await createSharedWorld(t);
    const board = (await open(w.token)).json();
    expect(board).toMatchObject({ name: 'Living', clientName: 'Puan Aisyah', showPrices: false });
    expect(board.samples).toHaveLength(1);
    expect(board.samples[0]).toMatchObject({
      _id: w.onBoard.id,
      name: w.onBoard.name,
      brand: { name: w.brand.name },
      price: null,
      specs: { certifications: [] },
      current: null,
    });
    expect(board.samples[0]).not.toHaveProperty('stock');
    const text = JSON.stringify(board);
    for (const member of [w.owner, w.editor, w.viewer]) expect(text).not.toContain(member.user.email);
    expect(text).not.toContain(w.otherBoard._id);
  });

  it('shows prices only when the link says so', async () => {
    const w = await createSharedWorld(t);
    const { token } = (await createLink(w, { showPrices: true })).json();
    const board = (await open(token)).json();
    expect(board.samples[0].price).toBe(Number(w.onBoard.price));
  });

  it('answers an expired link, a revoked link and an unknown token with the same 404', async () => {
    const w = await createSharedWorld(t);
    const { token } = (await createLink(w, { expiresAt: new Date(Date.now() + 60_000).toISOString() })).json();
    expect((await open(token)).statusCode).toBe(200);
    await t.db
      .update(boardShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(boardShareLinks.tokenHash, hashShareToken(token)));
    for (const gone of [token, w.revokedToken, 'not-a-token']) {
      const response = await open(gone);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This link is no longer active');
    }
    const expired = (await listLinks(w))
      .json()
      .find((entry: { clientName: string | null; status: string }) => !entry.clientName && entry.status !== 'revoked');
    expect(expired.status).toBe('expired');
  });

  it('revokes a link: its holder gets 404 at once, the timeline says so, and a second revoke changes nothing', async () => {
    const w = await createSharedWorld(t);
    const url = `/api/projects/board/${w.board._id}/share-links/${w.link.id}`;
    const first = await t.app.inject({ method: 'DELETE', url, headers: w.editor.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await open(w.token)).statusCode).toBe(404);
    expect((await decide(w.token, w.onBoard.id, { decision: 'approved', name: 'A' })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url, headers: w.owner.headers });
    expect(again.json().revokedAt).toBe(first.json().revokedAt);
    const lines = await t.db
      .select()
      .from(boardActivity)
      .where(and(eq(boardActivity.boardId, w.board._id), eq(boardActivity.kind, 'link_revoked')));
    expect(lines).toHaveLength(1);
  });

  it('answers 404 for a link of another board', async () => {
    const w = await createSharedWorld(t);
    const other = await createSharedWorld(t);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/board/${w.board._id}/share-links/${other.link.id}`,
      headers: w.owner.headers,
    });
    expect(response.statusCode).toBe(404);
    expect((await open(other.token)).statusCode).toBe(200);
  });

  it('asks for the passcode, refuses a wrong one, and opens with the right one (kept as a scrypt hash)', async () => {
    const w = await createSharedWorld(t);
    const { token, link } = (await createLink(w, { passcode: 'kayu-jati' })).json();
    expect(link.hasPasscode).toBe(true);
    const [row] = await t.db.select().from(boardShareLinks).where(eq(boardShareLinks.id, link._id));
    expect(row!.passcodeHash).toMatch(/^scrypt\$/);
    expect(row!.passcodeHash).not.toContain('kayu-jati');

    const missing = await open(token);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('This board is protected: enter the passcode you were given');
    const wrong = await open(token, { 'x-share-passcode': 'kayu-meranti' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That passcode is not right');
    expect((await decide(token, w.onBoard.id, { decision: 'approved', name: 'A' })).statusCode).toBe(403);
    expect((await open(token, { 'x-share-passcode': 'kayu-jati' })).statusCode).toBe(200);
    const decided = await decide(
      token,
      w.onBoard.id,
      { decision: 'approved', name: 'A' },
      { 'x-share-passcode': 'kayu-jati' },
    );
    expect(decided.statusCode).toBe(201);
    // the refused openings were not counted
    const [after] = await t.db.select().from(boardShareLinks).where(eq(boardShareLinks.id, link._id));
    expect(after!.openCount).toBe(1);
  });

  it('refuses bad input with a 400 and makes no link', async () => {
    const w = await createSharedWorld(t);
    const bad = [
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { expiresAt: 'tomorrow' },
      { passcode: 'abc' },
      { clientName: 'x'.repeat(121) },
      { showPrices: 'yes' },
      { token: 'mine' },
    ];
    for (const payload of bad) {
      const response = await createLink(w, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await t.db.select().from(boardShareLinks).where(eq(boardShareLinks.boardId, w.board._id))).toHaveLength(2);
    const malay = await t.app.inject({
      method: 'POST',
      url: `/api/projects/board/${w.board._id}/share-links`,
      headers: { ...w.owner.headers, 'accept-language': 'ms' },
      payload: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(malay.json().message).toBe('Pilih tarikh tamat tempoh pada masa hadapan');
  });
});

describe('the client page', () => {
  it('is never rendered (nor kept) by the server: a revoked link closes at once and each opening is the client’s', () => {
    expect(isServerRendered('/shared/some-token')).toBe(false);
    expect(isServerRendered('/ms/shared/some-token')).toBe(false);
  });
});

describe('decisions', () => {
  it('keeps every decision as a history, the newest where the sample stands, with a timeline line', async () => {
    const w = await createSharedWorld(t);
    const first = await decide(w.token, w.onBoard.id, { decision: 'alternative', name: 'Aisyah', comment: 'Lighter?' });
    expect(first.statusCode).toBe(201);
    expect(first.json().summary).toEqual({ total: 1, approved: 0, rejected: 0, alternative: 1, pending: 0 });
    const second = await decide(w.token, w.onBoard.id, { decision: 'approved', name: '  Aisyah  ' });
    expect(second.json().decision).toMatchObject({ decision: 'approved', decidedBy: 'Aisyah', comment: null });

    const decisions = (await decisionsOf(w, w.viewer.headers)).json();
    expect(decisions.summary).toEqual({ total: 1, approved: 1, rejected: 0, alternative: 0, pending: 0 });
    expect(decisions.samples).toHaveLength(1);
    expect(decisions.samples[0].current).toMatchObject({ decision: 'approved' });
    expect(decisions.samples[0].history.map((entry: { decision: string }) => entry.decision)).toEqual([
      'approved',
      'alternative',
    ]);
    expect(decisions.samples[0].history[1].comment).toBe('Lighter?');
    const lines = await t.db
      .select()
      .from(boardActivity)
      .where(and(eq(boardActivity.boardId, w.board._id), eq(boardActivity.kind, 'decision')));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ actorId: null, actorName: 'Aisyah', sampleId: w.onBoard.id });
    // the shared board shows where each sample stands too
    expect((await open(w.token)).json().samples[0].current).toMatchObject({ decision: 'approved' });
  });

  it('sums up a board as "2 of 3 approved"', async () => {
    const w = await createSharedWorld(t);
    const second = await addToBoard(w, 'Teak');
    const third = await addToBoard(w, 'Rattan');
    await decide(w.token, w.onBoard.id, { decision: 'approved', name: 'A' });
    await decide(w.token, second.id, { decision: 'approved', name: 'A' });
    await decide(w.token, third.id, { decision: 'rejected', name: 'A', comment: 'Too dark' });
    expect((await decisionsOf(w)).json().summary).toEqual({
      total: 3,
      approved: 2,
      rejected: 1,
      alternative: 0,
      pending: 0,
    });
  });

  it('refuses bad decisions with a 400 and writes nothing', async () => {
    const w = await createSharedWorld(t);
    const bad = [
      { decision: 'maybe', name: 'A' },
      { decision: 'approved' },
      { decision: 'approved', name: '   ' },
      { decision: 'approved', name: 'x'.repeat(101) },
      { decision: 'approved', name: 'A', comment: 'x'.repeat(1001) },
      { decision: 'approved', name: 'A', sampleId: w.offBoard.id },
    ];
    for (const payload of bad) {
      const response = await decide(w.token, w.onBoard.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await decide(w.token, 'not-an-id', { decision: 'approved', name: 'A' })).statusCode).toBe(400);
    const notOnBoard = await decide(w.token, w.offBoard.id, { decision: 'approved', name: 'A' });
    expect(notOnBoard.statusCode).toBe(404);
    expect(notOnBoard.json().message).toBe('Sample not found on this board');
    expect(await t.db.select().from(boardDecisions).where(eq(boardDecisions.boardId, w.board._id))).toEqual([]);
  });

  it('limits the decisions of one link in an hour', async () => {
    const w = await createSharedWorld(t);
    await t.db.insert(boardDecisions).values(
      Array.from({ length: DECISIONS_PER_LINK_PER_HOUR }, () => ({
        boardId: w.board._id,
        sampleId: w.onBoard.id,
        linkId: w.link.id,
        decision: 'approved',
        decidedBy: 'A',
      })),
    );
    const response = await decide(w.token, w.onBoard.id, { decision: 'rejected', name: 'A' });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Many decisions were made through this link in the last hour/);
    // another link of the same board has its own count
    const { token } = (await createLink(w, {})).json();
    expect((await decide(token, w.onBoard.id, { decision: 'rejected', name: 'A' })).statusCode).toBe(201);
  });
});

describe('the owner’s e-mail of a round of decisions', () => {
  const mailsOf = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'board-decisions')));

  it('waits for the round to go quiet, then sends one mail in the owner’s language and marks the decisions told', async () => {
    const w = await createSharedWorld(t);
    await t.db.update(users).set({ locale: 'ms' }).where(eq(users.id, w.owner.user.id));
    const teak = await addToBoard(w, 'Teak');
    await decide(w.token, w.onBoard.id, { decision: 'approved', name: 'Aisyah' });
    await decide(w.token, teak.id, { decision: 'rejected', name: 'Aisyah', comment: 'Terlalu gelap' });

    // a decision a minute old: the client is still deciding
    await sendDecisionRounds(t.app.context, { now: new Date(Date.now() + 60_000) });
    expect(await mailsOf(w.owner.user.email)).toHaveLength(0);

    const later = new Date(Date.now() + 6 * 60_000);
    await sendDecisionRounds(t.app.context, { now: later });
    await sendDecisionRounds(t.app.context, { now: later });
    const mails = await mailsOf(w.owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Pelanggan anda telah membuat keputusan tentang sampel "Living"');
    expect(mails[0]!.text).toContain(`${w.onBoard.name}: diluluskan (Aisyah)`);
    expect(mails[0]!.text).toContain('Teak: ditolak (Aisyah): "Terlalu gelap"');
    expect(mails[0]!.text).toContain(`/ms/project/${w.project._id}/board/${w.board._id}`);
    const rows = await t.db.select().from(boardDecisions).where(eq(boardDecisions.boardId, w.board._id));
    expect(rows.every((row) => row.notifiedAt !== null)).toBe(true);

    // the next round is its own mail
    await decide(w.token, teak.id, { decision: 'approved', name: 'Aisyah' });
    await sendDecisionRounds(t.app.context, { now: new Date(Date.now() + 6 * 60_000) });
    const after = await mailsOf(w.owner.user.email);
    expect(after).toHaveLength(2);
    expect(after.find((mail) => mail.id !== mails[0]!.id)!.text).not.toContain(w.onBoard.name);
  });
});

describe('adding what was approved to the cart', () => {
  it('adds exactly the approved samples through the cart’s own rules', async () => {
    const w = await createSharedWorld(t);
    const buyer = await createBuyer(t.db, t.tokens);
    await t.db.update(users).set({ organizationId: buyer.user.organizationId }).where(eq(users.id, w.owner.user.id));
    const teak = await addToBoard(w, 'Teak');
    const rattan = await addToBoard(w, 'Rattan');
    await addToBoard(w, 'Bamboo');
    await decide(w.token, w.onBoard.id, { decision: 'approved', name: 'A' });
    await decide(w.token, teak.id, { decision: 'rejected', name: 'A' });
    await decide(w.token, teak.id, { decision: 'approved', name: 'A' });
    await decide(w.token, rattan.id, { decision: 'approved', name: 'A' });
    await decide(w.token, rattan.id, { decision: 'alternative', name: 'A' });

    const decisions = (await decisionsOf(w)).json();
    const approved = decisions.samples
      .filter((entry: { current: { decision: string } | null }) => entry.current?.decision === 'approved')
      .map((entry: { sampleId: string }) => entry.sampleId);
    expect(approved.sort()).toEqual([w.onBoard.id, teak.id].sort());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart-samples/add-multiple',
      headers: w.owner.headers,
      payload: { samples: approved.map((sampleId: string) => ({ sampleId, quantity: 1 })) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cartIds = response.json().samples.map((line: { sampleId: { _id: string } }) => line.sampleId._id);
    expect(cartIds.sort()).toEqual(approved.sort());

    // an account awaiting approval is refused by the cart, as everywhere
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, w.owner.user.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cart-samples/add-multiple',
      headers: w.owner.headers,
      payload: { samples: approved.map((sampleId: string) => ({ sampleId, quantity: 1 })) },
    });
    expect(refused.statusCode).toBe(403);
  });
});
