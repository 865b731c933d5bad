import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n');

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

/** A verified user half-way through the wizard: no type, no profile, not approved. */
const newcomer = () =>
  signedInUser(t.db, t.tokens, { isProfileComplete: false, isApproved: false, userType: null, reviewStatus: 'none' });

async function uploadDocument(headers: Record<string, string>, filename = 'document.pdf') {
  const slot = (await post('/r2/presigned-url/upload', { filename }, headers)).json();
  const put = await t.app.inject({
    method: 'PUT',
    url: slot.url,
    headers: { 'content-type': slot.contentType },
    payload: PDF,
  });
  expect(put.statusCode).toBe(200);
  return slot.key as string;
}

const professional = {
  jobTitle: 'Interior Designer',
  companyName: 'Studio Ruang',
  address: '12 Jalan Ampang',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  zipCode: '50450',
  country: 'Malaysia',
  phoneNumber: '+60 12-345 6789',
  businessType: 'enterprise',
};
const student = {
  university: 'Universiti Malaya',
  courseCategory: 'Architecture',
  graduationYear: '2027',
  studentId: 'UM-1234',
  address: '1 Jalan Universiti',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  zipCode: '50603',
  country: 'Malaysia',
};

describe('POST /auth/profile', () => {
  it("returns the token user's account, a token and isAuthenticated", async () => {
    const { user, headers } = await newcomer();
    const response = await post('/auth/profile', { email: user.email.toUpperCase() }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { _id: user.id }, token: expect.any(String), isAuthenticated: true });
  });

  it("refuses another user's e-mail with 403 and no token", async () => {
    const { headers } = await newcomer();
    const { user: other } = await newcomer();
    const response = await post('/auth/profile', { email: other.email }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().token).toBeUndefined();
    expect(response.body).not.toContain(other.id);
  });
});

describe("onboarding calls naming another user's e-mail", () => {
  it.each([
    ['/auth/set-user-type', (email: string) => ({ email, userType: 'student' })],
    ['/auth/save-partial-profile', (email: string) => ({ email, userType: 'student', profileData: student })],
    ['/auth/complete-profile', (email: string) => ({ email, userType: 'student', profileData: student })],
  ])('%s answers 403 with no token and changes nothing', async (url, body) => {
    const { headers } = await newcomer();
    const { user: victim } = await newcomer();
    const response = await post(url, body(victim.email), headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().token).toBeUndefined();
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(after).toMatchObject({ userType: null, isProfileComplete: false, studentInfo: null });
  });

  it.each(['/auth/set-user-type', '/auth/save-partial-profile', '/auth/complete-profile'])(
    '%s needs a bearer token',
    async (url) => {
      const response = await post(url, { email: 'a@b.co', userType: 'student', profileData: {} });
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('POST /auth/set-user-type', () => {
  it('records the chosen type', async () => {
    const { user, headers } = await newcomer();
    const response = await post('/auth/set-user-type', { email: user.email, userType: 'non-professional' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userType).toBe('non-professional');
  });

  it('refuses an unknown type', async () => {
    const { user, headers } = await newcomer();
    const response = await post('/auth/set-user-type', { email: user.email, userType: 'admin' }, headers);
    expect(response.statusCode).toBe(400);
  });

  it('keeps the type of an approved account', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens, { userType: 'student' });
    const response = await post('/auth/set-user-type', { email: user.email, userType: 'professional' }, headers);
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /auth/save-partial-profile', () => {
  it('stores a draft and the checked documents, with the file name from the server', async () => {
    const { user, headers } = await newcomer();
    const key = await uploadDocument(headers, 'company.pdf');
    const response = await post(
      '/auth/save-partial-profile',
      {
        email: user.email,
        userType: 'professional',
        profileData: {
          jobTitle: 'Architect',
          businessType: '',
          supportingDocuments: [{ documentType: 'company-profile', documentKey: key, originalFilename: 'evil.exe' }],
        },
      },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json().user;
    expect(saved.professionalInfo).toEqual({ jobTitle: 'Architect' });
    expect(saved.supportingDocuments).toEqual([
      { documentType: 'company-profile', documentKey: key, originalFilename: 'company.pdf' },
    ]);
    expect(saved.isProfileComplete).toBe(false);
  });

  it("refuses another user's document key", async () => {
    const owner = await newcomer();
    const key = await uploadDocument(owner.headers);
    const { user, headers } = await newcomer();
    const response = await post(
      '/auth/save-partial-profile',
      {
        email: user.email,
        userType: 'professional',
        profileData: { supportingDocuments: [{ documentType: 'form-9', documentKey: key, originalFilename: 'a.pdf' }] },
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a document slot whose file never arrived', async () => {
    const { user, headers } = await newcomer();
    const slot = (await post('/r2/presigned-url/upload', { filename: 'a.pdf' }, headers)).json();
    const response = await post(
      '/auth/save-partial-profile',
      {
        email: user.email,
        userType: 'professional',
        profileData: {
          supportingDocuments: [{ documentType: 'form-9', documentKey: slot.key, originalFilename: 'a.pdf' }],
        },
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
  });

  it.each([
    { userType: 'professional', profileData: { isApproved: true } },
    { userType: 'professional', profileData: { businessType: 'llc' } },
    { userType: 'student', profileData: { graduationYear: '27' } },
    { userType: 'student', profileData: { supportingDocuments: [{ documentType: 'passport', documentKey: 'x' }] } },
    { userType: 'student', profileData: student, isApproved: true },
  ])('refuses bad input %#', async (body) => {
    const { user, headers } = await newcomer();
    const response = await post('/auth/save-partial-profile', { email: user.email, ...body }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('POST /auth/complete-profile', () => {
  it('completes a student profile and sends it for review', async () => {
    const { user, headers } = await newcomer();
    const response = await post(
      '/auth/complete-profile',
      { email: user.email, userType: 'student', profileData: student },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token: expect.any(String), isAuthenticated: true });
    expect(body.user).toMatchObject({
      userType: 'student',
      isProfileComplete: true,
      isApproved: false,
      reviewStatus: 'pending',
      studentInfo: student,
    });
  });

  it('names the missing required fields', async () => {
    const { user, headers } = await newcomer();
    const { city: _city, studentId: _studentId, ...partial } = student;
    const response = await post(
      '/auth/complete-profile',
      { email: user.email, userType: 'student', profileData: partial },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.requiredFields,
      fields: { city: 'is required', studentId: 'is required' },
    });
  });

  it('refuses a graduation year that is not 4 digits', async () => {
    const { user, headers } = await newcomer();
    const response = await post(
      '/auth/complete-profile',
      { email: user.email, userType: 'student', profileData: { ...student, graduationYear: '20271' } },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(AUTH_MESSAGES.graduationYear);
  });

  it('asks a business for every required document of its type', async () => {
    const { user, headers } = await newcomer();
    const companyProfile = await uploadDocument(headers);
    const response = await post(
      '/auth/complete-profile',
      {
        email: user.email,
        userType: 'professional',
        profileData: {
          ...professional,
          supportingDocuments: [
            { documentType: 'company-profile', documentKey: companyProfile, originalFilename: 'a.pdf' },
          ],
        },
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${AUTH_MESSAGES.requiredDocuments} tax-registration, borang-d`);
  });

  it('completes a professional profile with its documents, stamping uploadedAt', async () => {
    const { user, headers } = await newcomer();
    const documents = [];
    for (const documentType of ['company-profile', 'tax-registration', 'borang-d']) {
      documents.push({
        documentType,
        documentKey: await uploadDocument(headers),
        originalFilename: `${documentType}.pdf`,
      });
    }
    // a draft first, then the final submit with the rest of the fields
    await post(
      '/auth/save-partial-profile',
      { email: user.email, userType: 'professional', profileData: { supportingDocuments: documents } },
      headers,
    );
    const response = await post(
      '/auth/complete-profile',
      { email: user.email, userType: 'professional', profileData: professional },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const completed = response.json().user;
    expect(completed).toMatchObject({
      isProfileComplete: true,
      reviewStatus: 'pending',
      professionalInfo: professional,
    });
    expect(completed.supportingDocuments).toHaveLength(3);
    for (const document of completed.supportingDocuments) expect(Date.parse(document.uploadedAt)).toBeGreaterThan(0);
  });
});
