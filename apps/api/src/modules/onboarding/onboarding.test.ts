import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@samplebank/contracts/auth';
import { PHONE_MESSAGES } from '@samplebank/contracts/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { insertPlaces } from '../organizations/organizations.test-support.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await insertPlaces(t.db);
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
  state: 'W.P. Kuala Lumpur',
  zipCode: '50000',
  country: 'Malaysia',
  // as the API stores it (E.164); a person may type it any way (see 'phone numbers and places')
  phoneNumber: '+60123456789',
  businessType: 'enterprise',
};
const student = {
  university: 'Universiti Malaya',
  courseCategory: 'Architecture',
  graduationYear: '2027',
  studentId: 'UM-1234',
  address: '1 Jalan Universiti',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  zipCode: '50000',
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
      fields: { city: 'City is required', studentId: 'Student ID is required' },
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

describe('an approved account that changes its profile', () => {
  const enterpriseDocuments = ['company-profile', 'tax-registration', 'borang-d'] as const;

  /** A professional approved by staff on its enterprise details and three uploaded documents. */
  async function approvedBusiness() {
    const account = await signedInUser(t.db, t.tokens, {
      userType: 'professional',
      isApproved: true,
      reviewStatus: 'approved',
      professionalInfo: professional,
    });
    const documents = [];
    for (const documentType of enterpriseDocuments) {
      const documentKey = await uploadDocument(account.headers, `${documentType}.pdf`);
      documents.push({ documentType, documentKey, originalFilename: `${documentType}.pdf` });
    }
    await t.db
      .update(users)
      .set({
        supportingDocuments: documents.map((document) => ({ ...document, uploadedAt: '2026-01-05T00:00:00.000Z' })),
      })
      .where(eq(users.id, account.user.id));
    return { ...account, documents };
  }

  const cart = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers });

  /** The account is back in the approvals queue, told so, and its cart is closed. */
  async function expectSentBackToReview(
    response: Awaited<ReturnType<typeof post>>,
    account: { user: { id: string }; headers: Record<string, string> },
  ) {
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.reviewAgain);
    expect(response.json().user).toMatchObject({ isApproved: false, reviewStatus: 'pending' });
    const blocked = await cart(account.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.notApproved);
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/users/kpb-admin?reviewStatus=pending&limit=100',
      headers: admin.headers,
    });
    expect(queue.json().users.map((user: { _id: string }) => user._id)).toContain(account.user.id);
  }

  it('goes back to review when it removes a required document', async () => {
    const account = await approvedBusiness();
    expect((await cart(account.headers)).statusCode).toBe(200);
    const response = await post(
      '/auth/save-partial-profile',
      {
        email: account.user.email,
        userType: 'professional',
        profileData: {
          supportingDocuments: account.documents.filter((document) => document.documentType !== 'borang-d'),
        },
      },
      account.headers,
    );
    await expectSentBackToReview(response, account);
  });

  it('goes back to review when it removes every document', async () => {
    const account = await approvedBusiness();
    const response = await post(
      '/auth/save-partial-profile',
      { email: account.user.email, userType: 'professional', profileData: { supportingDocuments: [] } },
      account.headers,
    );
    await expectSentBackToReview(response, account);
  });

  it('goes back to review when a required document is deleted from the store', async () => {
    const account = await approvedBusiness();
    const key = account.documents.find((document) => document.documentType === 'tax-registration')!.documentKey;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/r2/presigned-url/delete/${key}`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.reviewAgain);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ isApproved: false, reviewStatus: 'pending' });
    expect((await cart(account.headers)).statusCode).toBe(403);
  });

  it('goes back to review when it changes its business type', async () => {
    const account = await approvedBusiness();
    const response = await post(
      '/auth/save-partial-profile',
      { email: account.user.email, userType: 'professional', profileData: { businessType: 'sdn-bhd' } },
      account.headers,
    );
    await expectSentBackToReview(response, account);
  });

  it('goes back to review when it changes its company name, even with every document', async () => {
    const account = await approvedBusiness();
    const response = await post(
      '/auth/complete-profile',
      {
        email: account.user.email,
        userType: 'professional',
        profileData: {
          ...professional,
          companyName: 'Another Company Sdn. Bhd.',
          supportingDocuments: account.documents,
        },
      },
      account.headers,
    );
    await expectSentBackToReview(response, account);
    expect(response.json().user.professionalInfo.companyName).toBe('Another Company Sdn. Bhd.');
  });

  it('goes back to review when a non-professional changes its business name', async () => {
    const account = await approvedBusiness();
    await t.db
      .update(users)
      .set({
        userType: 'non-professional',
        professionalInfo: null,
        nonProfessionalInfo: { businessName: 'Tan Renovation Works', businessType: 'enterprise' },
      })
      .where(eq(users.id, account.user.id));
    const response = await post(
      '/auth/save-partial-profile',
      { email: account.user.email, userType: 'non-professional', profileData: { businessName: 'Tan Tiles' } },
      account.headers,
    );
    await expectSentBackToReview(response, account);
  });

  it('stays approved when it edits other details and keeps its documents', async () => {
    const account = await approvedBusiness();
    const response = await post(
      '/auth/complete-profile',
      {
        email: account.user.email,
        userType: 'professional',
        profileData: { ...professional, phoneNumber: '+60 13-999 0000', supportingDocuments: account.documents },
      },
      account.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.profileCompleted);
    expect(response.json().user).toMatchObject({ isApproved: true, reviewStatus: 'approved' });
    expect((await cart(account.headers)).statusCode).toBe(200);
  });

  it('keeps an approved student approved when it edits its profile', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens, {
      userType: 'student',
      isApproved: true,
      reviewStatus: 'approved',
      studentInfo: student,
    });
    const saved = await post(
      '/auth/save-partial-profile',
      { email: user.email, userType: 'student', profileData: { university: 'Universiti Teknologi Malaysia' } },
      headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(AUTH_MESSAGES.progressSaved);
    const completed = await post(
      '/auth/complete-profile',
      { email: user.email, userType: 'student', profileData: { ...student, studentId: 'UTM-77' } },
      headers,
    );
    expect(completed.json().user).toMatchObject({ isApproved: true, reviewStatus: 'approved' });
    expect((await cart(headers)).statusCode).toBe(200);
  });

  it('leaves an account still waiting for review as it was when it removes a document', async () => {
    const account = await approvedBusiness();
    await t.db.update(users).set({ isApproved: false, reviewStatus: 'none' }).where(eq(users.id, account.user.id));
    const response = await post(
      '/auth/save-partial-profile',
      { email: account.user.email, userType: 'professional', profileData: { supportingDocuments: [] } },
      account.headers,
    );
    expect(response.json().message).toBe(AUTH_MESSAGES.progressSaved);
    expect(response.json().user).toMatchObject({ isApproved: false, reviewStatus: 'none' });
  });
});

describe('phone numbers and places in the profile', () => {
  const complete = async (profileData: Record<string, unknown>, userType = 'student') => {
    const { user, headers } = await newcomer();
    const response = await post('/auth/complete-profile', { email: user.email, userType, profileData }, headers);
    return { user, headers, response };
  };

  it('stores a phone number typed any way in E.164, and places as the reference lists spell them', async () => {
    const { response } = await complete({
      ...student,
      phoneNumber: '016-222 3344',
      state: 'selangor',
      city: 'petaling jaya',
      zipCode: '47301',
      country: 'malaysia',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.studentInfo).toMatchObject({
      phoneNumber: '+60162223344',
      state: 'Selangor',
      city: 'Petaling Jaya',
      zipCode: '47301',
      country: 'Malaysia',
    });
  });

  it.each([
    [{ state: 'Narnia' }, 'state', PROFILE_MESSAGES.state],
    // the digits are the schema's to check, so the field is named as sent
    [{ zipCode: 'ABCDE' }, 'profileData.zipCode', PROFILE_MESSAGES.postcodeFormat],
    [{ zipCode: '46000' }, 'zipCode', PROFILE_MESSAGES.postcode],
    [{ city: 'Petaling Jaya' }, 'city', PROFILE_MESSAGES.city],
    [{ country: 'Singapore' }, 'country', PROFILE_MESSAGES.country],
  ])('refuses a profile with %o, with a sentence naming the field', async (change, field, message) => {
    const { response } = await complete({ ...student, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(message);
    expect(body.fields[field]).toBe(message);
  });

  it("refuses the phone number 'call me maybe' on a business profile", async () => {
    const { response } = await complete({ ...professional, phoneNumber: 'call me maybe' }, 'professional');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: PHONE_MESSAGES.invalid,
      fields: { phoneNumber: PHONE_MESSAGES.invalid },
    });
  });

  it('refuses Narnia and a bad phone in a draft too, and stores nothing', async () => {
    const { user, headers } = await newcomer();
    const response = await post(
      '/auth/save-partial-profile',
      {
        email: user.email,
        userType: 'non-professional',
        profileData: { businessName: 'Narnia Trading', state: 'Narnia', phoneNumber: '12345' },
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ state: PROFILE_MESSAGES.state, phoneNumber: PHONE_MESSAGES.invalid });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.nonProfessionalInfo).toBeNull();
  });

  it('keeps a draft with a state and no city yet', async () => {
    const { user, headers } = await newcomer();
    const response = await post(
      '/auth/save-partial-profile',
      { email: user.email, userType: 'student', profileData: { university: 'UM', state: 'Selangor', city: '' } },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.studentInfo).toMatchObject({ state: 'Selangor', city: '' });
  });

  it('asks for the state before the city and the city before the postcode', async () => {
    const { response } = await complete({ ...student, state: '', city: 'Kuala Lumpur', zipCode: '50000' });
    expect(response.statusCode).toBe(400);
    // the empty state is a missing required field: that is named first
    expect(response.json().fields).toEqual({ state: 'State is required' });

    const { user, headers } = await newcomer();
    const draft = await post(
      '/auth/save-partial-profile',
      { email: user.email, userType: 'student', profileData: { city: 'Kuala Lumpur' } },
      headers,
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().fields).toEqual({ city: PROFILE_MESSAGES.cityNeedsState });
    const postcodeFirst = await post(
      '/auth/save-partial-profile',
      { email: user.email, userType: 'student', profileData: { zipCode: '50000' } },
      headers,
    );
    expect(postcodeFirst.json().fields).toEqual({ zipCode: PROFILE_MESSAGES.postcodeNeedsCity });
  });

  it('refuses text longer than its field takes, naming the field', async () => {
    const { response } = await complete({ ...student, university: 'U'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['profileData.university']).toBe('University must be at most 200 characters');
  });
});
