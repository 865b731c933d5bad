import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n';
import { testRegistries } from '../../../test/i18n';
import { type AccountUser, profileRows, reviewStateOf } from './account-profile';

const t = translate('account', testRegistries.en);

const base: AccountUser = {
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  role: 'SAMPLEBANK_USER',
  userType: 'professional',
  isProfileComplete: true,
  isApproved: false,
  reviewStatus: 'pending',
  rejectionReason: null,
  supportingDocuments: [],
  professionalInfo: {
    jobTitle: 'Interior designer',
    companyName: 'Studio Rimba Sdn. Bhd.',
    businessType: 'sdn-bhd',
    phoneNumber: '+60 12-345 6789',
    address: '12 Jalan Telawi',
    zipCode: '59100',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    country: 'Malaysia',
  },
};
const documents = (...types: string[]) =>
  types.map((documentType) => ({ documentType, documentKey: `k-${documentType}`, originalFilename: 'f.pdf' }));

describe('profileRows', () => {
  it('lists what the wizard asked a professional, with the business type and address in words and the company as a name', () => {
    expect(profileRows(base, t)).toEqual([
      { label: 'Job title', value: 'Interior designer' },
      { label: 'Company name', value: 'Studio Rimba Sdn. Bhd.', isName: true },
      { label: 'Business type', value: 'Sdn. Bhd.' },
      { label: 'Phone', value: '+60 12-345 6789' },
      {
        label: 'Address',
        value: '12 Jalan Telawi, 59100 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, Malaysia',
      },
    ]);
  });

  it("lists a student's university details and leaves out fields never filled", () => {
    const student: AccountUser = {
      ...base,
      userType: 'student',
      studentInfo: {
        university: 'Universiti Malaya',
        courseCategory: 'Architecture',
        graduationYear: 2027,
        city: 'Kuala Lumpur',
      },
    };
    expect(profileRows(student, t)).toEqual([
      { label: 'University', value: 'Universiti Malaya', isName: true },
      { label: 'Course', value: 'Architecture' },
      { label: 'Graduation year', value: '2027' },
      { label: 'Address', value: 'Kuala Lumpur' },
    ]);
  });

  it('names the rows and the business type in Bahasa Malaysia', () => {
    expect(profileRows(base, translate('account', testRegistries.ms)).slice(1, 3)).toEqual([
      { label: 'Nama syarikat', value: 'Studio Rimba Sdn. Bhd.', isName: true },
      { label: 'Jenis perniagaan', value: 'Sdn. Bhd.' },
    ]);
  });

  it('has nothing to list before a type is chosen', () => {
    expect(profileRows({ ...base, userType: null }, t)).toEqual([]);
  });
});

describe('reviewStateOf', () => {
  it('sends an unfinished profile back to the wizard', () => {
    expect(reviewStateOf({ ...base, isProfileComplete: false, reviewStatus: 'none' })).toMatchObject({
      status: 'unfinished',
      canContinueInWizard: true,
    });
  });

  it('names the documents a Sdn. Bhd. still needs and offers the wizard for them', () => {
    const state = reviewStateOf({ ...base, supportingDocuments: documents('company-profile', 'form-9') });
    expect(state).toEqual({
      status: 'pending',
      missingDocuments: ['tax-registration', 'form-24', 'form-49'],
      canContinueInWizard: true,
    });
  });

  it('has nothing for the wizard once every document is in and the review is pending', () => {
    const all = documents('company-profile', 'tax-registration', 'form-9', 'form-24', 'form-49');
    expect(reviewStateOf({ ...base, supportingDocuments: all })).toEqual({
      status: 'pending',
      missingDocuments: [],
      canContinueInWizard: false,
    });
  });

  it('tells approved and rejected accounts apart', () => {
    const all = documents('company-profile', 'tax-registration', 'form-9', 'form-24', 'form-49');
    expect(
      reviewStateOf({ ...base, supportingDocuments: all, isApproved: true, reviewStatus: 'approved' }).status,
    ).toBe('approved');
    expect(reviewStateOf({ ...base, supportingDocuments: all, reviewStatus: 'rejected' }).status).toBe('rejected');
  });

  it('asks no documents of a student or an administrator', () => {
    expect(reviewStateOf({ ...base, userType: 'student' }).missingDocuments).toEqual([]);
    expect(reviewStateOf({ ...base, role: 'ADMIN', isProfileComplete: false }).canContinueInWizard).toBe(false);
  });
});
