import { randomUUID } from 'node:crypto';
import {
  PARTNER_APPLICATION_MESSAGES,
  PARTNER_APPLICATION_MESSAGES_MS,
} from '@samplebank/contracts/partner-applications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brandInvitations, brandMembers, organizations, partnerApplications } from '../../db/schema/index.js';
import { createBrand, createCategory, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

// The staff's queue of "Become a brand partner" applications (issue 18): approve into a brand (new or existing) whose
// first owner is invited by e-mail, or decline with a note; staff only.

const M = PARTNER_APPLICATION_MESSAGES;
const PUBLIC_URL = 'https://samplebank.test';
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let categorySlug: string;
let staff: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  categorySlug = (await createCategory(t.db, { name: 'Ceramic tiles', nameMs: 'Jubin seramik' })).slug;
  staff = await signedInUser(t.db, t.tokens, { role: 'ADMIN', name: 'Sam Staff' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const tokenOf = (text: string) => text.match(/\/brand-invitation\/([A-Za-z0-9_-]+)/)?.[1];

/** A pending application as the public form stores it, created at `createdAt` (now by default). */
async function pendingApplication(overrides: Partial<typeof partnerApplications.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await t.db
    .insert(partnerApplications)
    .values({
      companyName: `Jubin Bumi ${suffix} Sdn Bhd`,
      ssmNumber: `2020010${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`,
      contactName: 'Lim Wei Ling',
      email: `weiling-${suffix}@example.com`,
      phone: '+60321611234',
      website: 'https://jubinbumi.my',
      categories: [categorySlug],
      catalogueSize: '201-1000',
      message: 'Porcelain tiles made in Perak.',
      ...overrides,
    })
    .returning();
  return row!;
}

const approve = (id: string, body: object = {}, headers: Headers = staff.headers) =>
  call('POST', `/admin/partner-applications/${id}/approve`, headers, body);
const decline = (id: string, body: object, headers: Headers = staff.headers) =>
  call('POST', `/admin/partner-applications/${id}/decline`, headers, body);

describe('the queue of applications', () => {
  it('lists pending applications first, oldest first, then the reviewed ones; filters by status', async () => {
    const older = await pendingApplication({ createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const newer = await pendingApplication({ createdAt: new Date(Date.now() - 86_400_000) });
    const reviewed = await pendingApplication({ createdAt: new Date(Date.now() - 5 * 86_400_000) });
    expect((await decline(reviewed.id, { note: 'Not a manufacturer.' })).statusCode).toBe(200);

    const all = await call('GET', '/admin/partner-applications?limit=100', staff.headers);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().items.map((item: { _id: string }) => item._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(reviewed.id));
    const statuses = all.json().items.map((item: { status: string }) => item.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('declined'));
    expect(all.json().pendingCount).toBe(statuses.filter((status: string) => status === 'pending').length);

    const declined = (await call('GET', '/admin/partner-applications?status=declined', staff.headers)).json();
    expect(declined.items.map((item: { _id: string }) => item._id)).toContain(reviewed.id);
    expect(declined.items.every((item: { status: string }) => item.status === 'declined')).toBe(true);
    expect(declined.pendingCount).toBe(all.json().pendingCount);

    const shown = all.json().items.find((item: { _id: string }) => item._id === older.id);
    expect(shown).toMatchObject({
      companyName: older.companyName,
      phone: '+60321611234',
      categories: [{ slug: categorySlug, name: 'Ceramic tiles', nameMs: 'Jubin seramik' }],
      catalogueSize: '201-1000',
      status: 'pending',
      brand: null,
      reviewedBy: null,
      matchingBrand: null,
    });
    const decided = declined.items.find((item: { _id: string }) => item._id === reviewed.id);
    expect(decided).toMatchObject({
      reviewedBy: { _id: staff.user.id, name: 'Sam Staff' },
      decisionNote: 'Not a manufacturer.',
    });
    expect(decided.reviewedAt).toEqual(expect.any(String));
  });

  it('points out a brand that may be the same company, by SSM number or by name', async () => {
    const bySsm = await createBrand(t.db, { name: 'Old Name Tiles', ssmNumber: '202001099999' });
    const byName = await createBrand(t.db, { name: 'Teraso Utama' });
    const sameSsm = await pendingApplication({ ssmNumber: '202001099999' });
    const sameName = await pendingApplication({ companyName: 'teraso utama ' });
    const items = (await call('GET', '/admin/partner-applications?status=pending&limit=100', staff.headers)).json()
      .items as { _id: string; matchingBrand: unknown }[];
    expect(items.find((item) => item._id === sameSsm.id)?.matchingBrand).toEqual({ _id: bySsm.id, name: bySsm.name });
    expect(items.find((item) => item._id === sameName.id)?.matchingBrand).toEqual({
      _id: byName.id,
      name: 'Teraso Utama',
    });
  });

  it('refuses a bad filter', async () => {
    expect((await call('GET', '/admin/partner-applications?status=maybe', staff.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/partner-applications?page=0', staff.headers)).statusCode).toBe(400);
  });
});

describe('approving an application', () => {
  it('makes the brand, invites the applicant as its owner, and the applicant joins by the mailed link', async () => {
    const application = await pendingApplication({ locale: 'ms' });
    const response = await approve(application.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(M.approved);
    expect(answer.invitation).toEqual({ email: application.email, expiresAt: expect.any(String) });
    expect(answer.application).toMatchObject({
      status: 'approved',
      brand: { name: application.companyName },
      reviewedBy: { _id: staff.user.id },
    });

    const brandId = answer.application.brand._id;
    const [brand] = await t.db.select().from(organizations).where(eq(organizations.id, brandId));
    expect(brand).toMatchObject({
      name: application.companyName,
      type: 'BRAND',
      ssmNumber: application.ssmNumber,
      orgEmail: application.email,
      contactNumber: '+60321611234',
      personInCharge: 'Lim Wei Ling',
      website: 'https://jubinbumi.my',
      createdBy: staff.user.id,
    });
    const [stored] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(stored).toMatchObject({ status: 'approved', brandId, reviewedBy: staff.user.id });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staff.user.id,
      action: 'partner-application.approve',
      entityType: 'partner-application',
      after: { status: 'approved', brandId, brandCreated: true, invited: application.email },
    });
    const brandAudit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, brandId));
    expect(brandAudit.map((entry) => entry.action).sort()).toEqual(['organization.create', 'organization.invite']);

    // the invitation is the applicant's next step, in the language they applied in
    const mail = await smtp.mailTo(application.email, (received) => received.text.includes('/brand-invitation/'));
    expect(mail.text).toContain(`Sam Staff`);
    expect(mail.text).toContain(application.companyName);
    expect(mail.text).toContain(`${PUBLIC_URL}/ms/brand-invitation/`);
    const token = tokenOf(mail.text)!;
    const applicant = await signedInUser(t.db, t.tokens, { email: application.email });
    const accepted = await call('POST', `/brand-invitations/${token}/accept`, applicant.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call('GET', `/brand-portal/${brandId}`, applicant.headers)).json().role).toBe('owner');
  });

  it('reviews an application once: a second approve or a decline after it is a 409', async () => {
    const application = await pendingApplication();
    expect((await approve(application.id)).statusCode).toBe(200);
    const again = await approve(application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReviewed);
    expect((await decline(application.id, { note: 'Changed our mind' })).statusCode).toBe(409);
    const brands = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, application.companyName));
    expect(brands).toHaveLength(1);
  });

  it('makes one brand of two approvals sent at once', async () => {
    const application = await pendingApplication();
    const answers = await Promise.all([approve(application.id), approve(application.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const brands = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, application.companyName));
    expect(brands).toHaveLength(1);
  });

  it('links an existing brand when staff choose one, and invites the applicant to it', async () => {
    const existing = await createBrand(t.db, { name: 'Marmar Klasik' });
    const application = await pendingApplication({ companyName: 'Marmar Klasik (M) Sdn Bhd' });
    const response = await approve(application.id, { brandId: existing.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().application.brand).toEqual({ _id: existing.id, name: 'Marmar Klasik' });
    expect(await t.db.select().from(organizations).where(eq(organizations.name, 'Marmar Klasik (M) Sdn Bhd'))).toEqual(
      [],
    );
    const [invitation] = await t.db
      .select()
      .from(brandInvitations)
      .where(and(eq(brandInvitations.brandId, existing.id), eq(brandInvitations.email, application.email)));
    expect(invitation).toMatchObject({ role: 'owner', status: 'pending', invitedBy: staff.user.id });
    const mail = await smtp.mailTo(application.email, (received) => received.text.includes('/brand-invitation/'));
    expect(mail.text).toContain('Marmar Klasik');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audit?.after).toMatchObject({ brandId: existing.id, brandCreated: false });
  });

  it('sends no invitation when the applicant already works for the linked brand', async () => {
    const existing = await createBrand(t.db);
    const application = await pendingApplication();
    const member = await signedInUser(t.db, t.tokens, { email: application.email });
    await t.db.insert(brandMembers).values({ brandId: existing.id, userId: member.user.id, role: 'editor' });
    const response = await approve(application.id, { brandId: existing.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: M.approvedAlreadyMember, invitation: null });
    expect(await t.db.select().from(brandInvitations).where(eq(brandInvitations.brandId, existing.id))).toEqual([]);
  });

  it('refuses a brand to link that does not exist or is not a brand, and changes nothing', async () => {
    const application = await pendingApplication();
    const [studio] = await t.db.insert(organizations).values({ name: 'A studio', type: 'DESIGNER' }).returning();
    for (const brandId of [randomUUID(), studio!.id]) {
      const response = await approve(application.id, { brandId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.brandNotFound);
    }
    expect((await approve(application.id, { brandId: 'not-an-id' })).statusCode).toBe(400);
    expect((await approve(application.id, { brandId: null, extra: true })).statusCode).toBe(400);
    const [stored] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(stored?.status).toBe('pending');
  });

  it('answers 404 for an application that does not exist, and 400 for a malformed id', async () => {
    const missing = await approve(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await approve('42')).statusCode).toBe(400);
  });
});

describe('declining an application', () => {
  it("records staff's note and mails it to the applicant in the language they applied in", async () => {
    const application = await pendingApplication({ locale: 'ms' });
    const note = 'Kami hanya menyenaraikan pengeluar.\nSila mohon semula <bila> anda mengeluarkan sendiri.';
    const response = await decline(
      application.id,
      { note: `  ${note}  ` },
      {
        ...staff.headers,
        'accept-language': 'ms',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: PARTNER_APPLICATION_MESSAGES_MS.declined,
      invitation: null,
      application: { status: 'declined', decisionNote: note, brand: null },
    });
    const mail = await smtp.mailTo(application.email);
    expect(mail.subject).toBe('Mengenai permohonan anda untuk menjadi rakan jenama Samplebank');
    expect(mail.text).toContain(note);
    expect(mail.html).toContain('&#60;bila&#62;');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audit).toMatchObject({ action: 'partner-application.decline', after: { decisionNote: note } });
    // nothing was made
    expect(await t.db.select().from(organizations).where(eq(organizations.name, application.companyName))).toEqual([]);
  });

  it('refuses a decline without a note, or with one too long', async () => {
    const application = await pendingApplication();
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(2001) }, { note: 'ok', status: 'approved' }]) {
      const response = await decline(application.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await decline(application.id, {})).json().fields?.note).toBe(M.noteRequired);
  });

  it('lets the company apply again once its application was declined', async () => {
    const application = await pendingApplication();
    expect((await decline(application.id, { note: 'Send us your catalogue first.' })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/partner-applications',
      remoteAddress: '10.99.0.1',
      payload: {
        companyName: application.companyName,
        ssmNumber: application.ssmNumber,
        contactName: application.contactName,
        email: application.email,
        phone: '03-2161 1234',
        categories: [categorySlug],
        catalogueSize: '1-50',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('who may review applications', () => {
  it('answers staff only: 401 for a visitor, 403 for a member and for a brand owner', async () => {
    const application = await pendingApplication();
    const member = await signedInUser(t.db, t.tokens);
    const owner = await signedInUser(t.db, t.tokens);
    const brand = await createBrand(t.db);
    await t.db.insert(brandMembers).values({ brandId: brand.id, userId: owner.user.id, role: 'owner' });

    const requests = [
      (headers: Headers) => call('GET', '/admin/partner-applications', headers),
      (headers: Headers) => approve(application.id, {}, headers),
      (headers: Headers) => decline(application.id, { note: 'No' }, headers),
    ];
    for (const send of requests) {
      expect((await send({})).statusCode).toBe(401);
      expect((await send(member.headers)).statusCode).toBe(403);
      expect((await send(owner.headers)).statusCode).toBe(403);
    }
    // a body is judged only after the caller: a visitor sending nonsense is told to sign in
    expect((await call('POST', `/admin/partner-applications/${application.id}/approve`, {}, { x: 1 })).statusCode).toBe(
      401,
    );
    const [stored] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(stored?.status).toBe('pending');
    expect((await call('GET', '/admin/partner-applications', staff.headers)).statusCode).toBe(200);
  });
});
