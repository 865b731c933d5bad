import { describe, expect, it } from 'vitest';
import { documentName, missingDocuments, requiredDocuments } from './documents.js';
import {
  hasUnfinishedProfile,
  missingProfileFields,
  nextNudgeAllowedAt,
  REQUIRED_PROFILE_FIELDS,
  showsVerificationBanner,
  unfinishedProfileCutoff,
  wizardProgress,
  wizardStartStep,
} from './onboarding.js';
import { canMoveOrder } from './order-status.js';

const sdnBhdDocuments = ['company-profile', 'tax-registration', 'form-9', 'form-24', 'form-49'].map((documentType) => ({
  documentType,
}));
const base = { isEmailVerified: true, isProfileComplete: true, isApproved: false };

describe('required documents', () => {
  it('asks an sdn-bhd for forms 9, 24 and 49 and an enterprise for borang-d', () => {
    expect(requiredDocuments('sdn-bhd')).toEqual([
      'company-profile',
      'tax-registration',
      'form-9',
      'form-24',
      'form-49',
    ]);
    expect(requiredDocuments('enterprise')).toEqual(['company-profile', 'tax-registration', 'borang-d']);
    expect(missingDocuments('enterprise', [{ documentType: 'company-profile' }])).toEqual([
      'tax-registration',
      'borang-d',
    ]);
  });

  it('names a document type as the toasts do', () => {
    expect(documentName('company-profile')).toBe('company profile');
    expect(documentName('form-9')).toBe('form 9');
  });
});

describe('wizardStartStep', () => {
  it.each([
    [{ ...base, isEmailVerified: false }, 'email-verification'],
    [{ ...base, userType: null }, 'user-type-selection'],
    [{ ...base, userType: 'student', isProfileComplete: false }, 'profile-completion'],
    [{ ...base, userType: 'student' }, 'pending-approval'],
    [
      {
        ...base,
        userType: 'professional',
        professionalInfo: { businessType: 'sdn-bhd' },
        supportingDocuments: sdnBhdDocuments.slice(0, 3),
      },
      'profile-completion',
    ],
    [
      {
        ...base,
        userType: 'professional',
        professionalInfo: { businessType: 'sdn-bhd' },
        supportingDocuments: sdnBhdDocuments,
      },
      'pending-approval',
    ],
    [{ ...base, userType: 'professional', isApproved: true }, 'completed'],
  ] as const)('starts %o at %s', (user, step) => {
    expect(wizardStartStep(user)).toBe(step);
  });

  it('fills the progress bar as the spec table says', () => {
    expect(wizardProgress('email-verification', true)).toBe(25);
    expect(wizardProgress('profile-completion', true)).toBe(75);
    expect(wizardProgress('user-type-selection', false)).toBe(33);
    expect(wizardProgress('pending-approval', false)).toBe(100);
  });
});

describe('showsVerificationBanner', () => {
  it('never shows for admins or students', () => {
    expect(showsVerificationBanner({ ...base, role: 'ADMIN', isProfileComplete: false })).toBe(false);
    expect(showsVerificationBanner({ ...base, userType: 'student', isProfileComplete: false })).toBe(false);
  });

  it('shows for a business missing documents and hides once all are in', () => {
    const user = { ...base, userType: 'non-professional', nonProfessionalInfo: { businessType: 'sdn-bhd' } };
    expect(showsVerificationBanner({ ...user, supportingDocuments: sdnBhdDocuments.slice(0, 2) })).toBe(true);
    expect(showsVerificationBanner({ ...user, supportingDocuments: sdnBhdDocuments })).toBe(false);
  });

  it('does not show for a user who has not picked a type yet', () => {
    expect(showsVerificationBanner({ ...base, isProfileComplete: false, userType: null })).toBe(false);
    expect(showsVerificationBanner({ ...base, isProfileComplete: false })).toBe(false);
  });

  it('shows once the user said they are a business, before the profile is done', () => {
    expect(showsVerificationBanner({ ...base, isProfileComplete: false, userType: 'professional' })).toBe(true);
    expect(showsVerificationBanner({ ...base, isProfileComplete: false, userType: 'non-professional' })).toBe(true);
  });
});

describe('hasUnfinishedProfile', () => {
  it('leads a user with no type, a half-filled profile or missing documents back into the wizard', () => {
    expect(hasUnfinishedProfile({ ...base, isProfileComplete: false, userType: null })).toBe(true);
    expect(hasUnfinishedProfile({ ...base, isProfileComplete: false, userType: 'student' })).toBe(true);
    expect(
      hasUnfinishedProfile({
        ...base,
        userType: 'professional',
        professionalInfo: { businessType: 'sdn-bhd' },
        supportingDocuments: sdnBhdDocuments.slice(0, 2),
      }),
    ).toBe(true);
  });

  it('leaves alone a submitted profile waiting for review, an approved account and an admin', () => {
    expect(hasUnfinishedProfile({ ...base, userType: 'student' })).toBe(false);
    expect(hasUnfinishedProfile({ ...base, isApproved: true, isProfileComplete: false, userType: null })).toBe(false);
    expect(hasUnfinishedProfile({ ...base, role: 'ADMIN', isProfileComplete: false })).toBe(false);
  });
});

describe('profile nudges', () => {
  const now = new Date('2026-03-10T08:00:00Z');

  it('allows a first reminder at once and the next one three days after the last', () => {
    expect(nextNudgeAllowedAt(null, now)).toBeNull();
    expect(nextNudgeAllowedAt(new Date('2026-03-09T08:00:00Z'), now)).toEqual(new Date('2026-03-12T08:00:00Z'));
    expect(nextNudgeAllowedAt(new Date('2026-03-07T08:00:00Z'), now)).toBeNull();
  });

  it('counts an account as waiting once it is a day old', () => {
    expect(unfinishedProfileCutoff(now)).toEqual(new Date('2026-03-09T08:00:00Z'));
  });
});

describe('order states', () => {
  it('moves forward and cancels only before shipping', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'in-transit')).toBe(true);
    expect(canMoveOrder('in-transit', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'pending')).toBe(false);
  });
});

describe('missingProfileFields', () => {
  it('names the required fields a draft leaves empty or blank, by user type', () => {
    const student = { university: 'UM', courseCategory: 'Architecture', graduationYear: 2027, studentId: ' ' };
    expect(missingProfileFields('student', student)).toEqual([
      'studentId',
      'address',
      'city',
      'state',
      'zipCode',
      'country',
    ]);
    expect(missingProfileFields('non-professional', {})).toEqual(REQUIRED_PROFILE_FIELDS['non-professional']);
  });
});
