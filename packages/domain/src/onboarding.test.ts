import { describe, expect, it } from 'vitest';
import { documentName, missingDocuments, requiredDocuments } from './documents.js';
import { showsVerificationBanner, wizardProgress, wizardStartStep } from './onboarding.js';
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
});

describe('order states', () => {
  it('moves forward and cancels only before shipping', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'in-transit')).toBe(true);
    expect(canMoveOrder('in-transit', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'pending')).toBe(false);
  });
});
