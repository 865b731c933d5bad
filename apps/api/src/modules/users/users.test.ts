import { USER_MESSAGES } from '@samplebank/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { createBrand, createUser, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN', name: 'Admin Aina' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const pendingUser = () =>
  signedInUser(t.db, t.tokens, { isApproved: false, reviewStatus: 'pending', isProfileComplete: true });

describe('GET /users/{id}', () => {
  it('gives a user their own account without private columns', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await call('GET', `/users/${user.id}`, headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _id: user.id, id: user.id, email: user.email, myWishlist: [], reviewStatus: 'none' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('tokenVersion');
  });

  it("refuses another user's account and lets ADMIN read it", async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const other = await createUser(t.db);
    expect((await call('GET', `/users/${other.id}`, headers)).statusCode).toBe(403);
    expect((await call('GET', `/users/${other.id}`, admin.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 400 for a bad id, 404 for an unknown one', async () => {
    expect((await call('GET', `/users/${admin.user.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/users/not-a-uuid', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/users/00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
  });
});

describe('PUT /users/{id}', () => {
  it('lets a user change their name and avatar', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await call('PUT', `/users/${user.id}`, headers, {
      name: 'New Name',
      avatar: 'https://x.test/a.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'New Name', avatar: 'https://x.test/a.png' });
  });

  it.each([{ isApproved: true }, { isPremium: true }, { role: 'ADMIN' }, { name: 'Sneaky', isApproved: true }])(
    'refuses a user who sends %j about themself, and changes nothing',
    async (changes) => {
      const { user, headers } = await pendingUser();
      const response = await call('PUT', `/users/${user.id}`, headers, changes);
      expect(response.statusCode).toBe(403);
      expect(await rowOf(user.id)).toMatchObject({
        isApproved: false,
        isPremium: false,
        role: 'SAMPLEBANK_USER',
        name: user.name,
      });
    },
  );

  it('refuses unknown fields and changes to another user', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const unknown = await call('PUT', `/users/${user.id}`, headers, { passwordHash: 'x' });
    expect(unknown.statusCode).toBe(400);
    const other = await createUser(t.db);
    expect((await call('PUT', `/users/${other.id}`, headers, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('PUT', `/users/${user.id}`, headers, { name: 42 })).statusCode).toBe(400);
    const script = await call('PUT', `/users/${user.id}`, headers, { avatar: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
  });

  it('links an organization the user created, and no other', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const [own] = await t.db
      .insert(organizations)
      .values({ name: 'Studio', type: 'DESIGNER', createdBy: user.id })
      .returning();
    const foreign = await createBrand(t.db);
    const linked = await call('PUT', `/users/${user.id}`, headers, { organizationId: own!.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.organizationId).toBe(own!.id);
    expect((await call('PUT', `/users/${user.id}`, headers, { organizationId: foreign.id })).statusCode).toBe(403);
    expect((await rowOf(user.id)).organizationId).toBe(own!.id);
  });

  it('lets ADMIN approve an account and mails the user', async () => {
    const { user } = await pendingUser();
    const response = await call('PUT', `/users/${user.id}`, admin.headers, { isApproved: true, isPremium: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ isApproved: true, isPremium: true, reviewStatus: 'approved' });
    const mail = await smtp.mailTo(user.email);
    expect(mail.subject).toContain('approved');
  });

  it('lets ADMIN reject with a reason, which is mailed, and asks for one', async () => {
    const { user } = await pendingUser();
    const missing = await call('PUT', `/users/${user.id}`, admin.headers, { isApproved: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(USER_MESSAGES.rejectionReasonRequired);
    const reason = 'The SSM form 9 is unreadable';
    const response = await call('PUT', `/users/${user.id}`, admin.headers, {
      isApproved: false,
      rejectionReason: reason,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ reviewStatus: 'rejected', rejectionReason: reason });
    expect((await smtp.mailTo(user.email)).text).toContain(reason);
  });

  it("ends a user's sessions when ADMIN changes their role", async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    expect((await call('PUT', `/users/${user.id}`, admin.headers, { role: 'ADMIN' })).statusCode).toBe(200);
    const old = await call('GET', `/users/${user.id}`, headers);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Token expired');
  });

  it('keeps an administrator from changing their own role', async () => {
    const response = await call('PUT', `/users/${admin.user.id}`, admin.headers, { role: 'SAMPLEBANK_USER' });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /users/{id}', () => {
  it('lets a user delete themself, and not another', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const other = await createUser(t.db);
    expect((await call('DELETE', `/users/${other.id}`, headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/${user.id}`, headers)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });

  it('lets ADMIN delete any account', async () => {
    const other = await createUser(t.db);
    expect((await call('DELETE', `/users/${other.id}`, admin.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/users/${other.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('POST /users/admin', () => {
  const newAccount = () => ({
    name: 'Added By Staff',
    email: `staff-added-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Staff-pass-1',
    role: 'SAMPLEBANK_USER',
    userType: 'student',
    isApproved: true,
    isPremium: false,
  });

  it('lets ADMIN add an account that can sign in', async () => {
    const account = newAccount();
    const response = await call('POST', '/users/admin', admin.headers, account);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email: account.email, isApproved: true, isEmailVerified: true });
    const login = await call('POST', '/auth/login', {}, { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a non-admin, a taken e-mail and bad input', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const refused = await call('POST', '/users/admin', headers, newAccount());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized role');
    const taken = await call('POST', '/users/admin', admin.headers, { ...newAccount(), email: admin.user.email });
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/users/admin', admin.headers, { ...newAccount(), role: 'ROOT' })).statusCode).toBe(400);
    expect((await call('POST', '/users/admin', admin.headers, { ...newAccount(), password: 'short' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /users/kpb-admin', () => {
  it('lists users for ADMIN with pages, search and filters', async () => {
    const marker = `zebra${Date.now()}`;
    for (let i = 0; i < 3; i++) await createUser(t.db, { name: `${marker} ${i}`, isPremium: i === 0 });
    const page = await call('GET', `/users/kpb-admin?search=${marker}&limit=2`, admin.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ currentPage: 1, totalPages: 2, totalUsers: 3 });
    expect(page.json().users).toHaveLength(2);
    const premium = await call('GET', `/users/kpb-admin?search=${marker}&isPremium=true`, admin.headers);
    expect(premium.json().totalUsers).toBe(1);
    const pending = await call('GET', '/users/kpb-admin?reviewStatus=pending&userType=professional', admin.headers);
    expect(pending.statusCode).toBe(200);
    for (const user of pending.json().users) expect(user.reviewStatus).toBe('pending');
  });

  it('refuses a non-admin and bad filters', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    expect((await call('GET', '/users/kpb-admin', headers)).statusCode).toBe(403);
    expect((await call('GET', '/users/kpb-admin')).statusCode).toBe(401);
    expect((await call('GET', '/users/kpb-admin?page=0', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/users/kpb-admin?isApproved=maybe', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/users/kpb-admin?limit=1000', admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /users/by-email/{email}', () => {
  it('gives a user their own account by e-mail and refuses others', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const other = await createUser(t.db);
    const own = await call('GET', `/users/by-email/${encodeURIComponent(user.email.toUpperCase())}`, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()._id).toBe(user.id);
    expect((await call('GET', `/users/by-email/${encodeURIComponent(other.email)}`, headers)).statusCode).toBe(403);
    expect((await call('GET', `/users/by-email/${encodeURIComponent(other.email)}`, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/users/by-email/nobody%40example.com', admin.headers)).statusCode).toBe(404);
    expect((await call('GET', '/users/by-email/not-an-email', admin.headers)).statusCode).toBe(400);
  });
});
