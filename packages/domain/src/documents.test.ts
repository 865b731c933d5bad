import { describe, expect, it } from 'vitest';
import { needsReviewAgain, type ReviewedAccount } from './documents.js';

const documents = ['company-profile', 'tax-registration', 'form-9', 'form-24', 'form-49', 'business-license'].map(
  (documentType) => ({ documentType, documentKey: `documents/u/${documentType}.pdf` }),
);
const approvedProfessional: ReviewedAccount = {
  isApproved: true,
  userType: 'professional',
  professionalInfo: { companyName: 'Studio Rumah Sdn. Bhd.', businessType: 'sdn-bhd', phoneNumber: '012' },
  supportingDocuments: documents,
};
const approvedNonProfessional: ReviewedAccount = {
  isApproved: true,
  userType: 'non-professional',
  nonProfessionalInfo: { businessName: 'Tan Renovation Works', businessType: 'sdn-bhd' },
  supportingDocuments: documents,
};
const without = (type: string) => documents.filter((document) => document.documentType !== type);

describe('needsReviewAgain', () => {
  it('keeps an approved business approved when it edits other details', () => {
    const edited = {
      ...approvedProfessional,
      professionalInfo: { ...approvedProfessional.professionalInfo, phoneNumber: '013' },
    };
    expect(needsReviewAgain(approvedProfessional, edited)).toBe(false);
  });

  it('sends it back when a required document is removed', () => {
    expect(
      needsReviewAgain(approvedProfessional, { ...approvedProfessional, supportingDocuments: without('form-9') }),
    ).toBe(true);
  });

  it('sends it back when a required document is replaced by a file staff have not seen', () => {
    const replaced = documents.map((document) =>
      document.documentType === 'tax-registration' ? { ...document, documentKey: 'documents/u/other.pdf' } : document,
    );
    expect(needsReviewAgain(approvedProfessional, { ...approvedProfessional, supportingDocuments: replaced })).toBe(
      true,
    );
  });

  it('lets the optional business licence go', () => {
    const edited = { ...approvedProfessional, supportingDocuments: without('business-license') };
    expect(needsReviewAgain(approvedProfessional, edited)).toBe(false);
  });

  it('sends it back when the business type changes', () => {
    const edited = {
      ...approvedProfessional,
      professionalInfo: { ...approvedProfessional.professionalInfo, businessType: 'enterprise' },
    };
    expect(needsReviewAgain(approvedProfessional, edited)).toBe(true);
  });

  it('sends it back when the company or business name changes, but not for spacing or case', () => {
    const renamed = (name: string) => ({
      ...approvedProfessional,
      professionalInfo: { ...approvedProfessional.professionalInfo, companyName: name },
    });
    expect(needsReviewAgain(approvedProfessional, renamed('Another Company Sdn. Bhd.'))).toBe(true);
    expect(needsReviewAgain(approvedProfessional, renamed('  studio  rumah SDN. BHD. '))).toBe(false);
    const business = {
      ...approvedNonProfessional,
      nonProfessionalInfo: { businessName: 'Tan Tiles', businessType: 'sdn-bhd' },
    };
    expect(needsReviewAgain(approvedNonProfessional, business)).toBe(true);
  });

  it('does not count a value filled in for the first time as a change', () => {
    const vouched: ReviewedAccount = { isApproved: true, userType: 'professional', supportingDocuments: [] };
    const filled = { ...vouched, professionalInfo: { companyName: 'Studio Rumah', businessType: 'enterprise' } };
    expect(needsReviewAgain(vouched, filled)).toBe(false);
  });

  it('leaves students and accounts not approved alone', () => {
    const student: ReviewedAccount = { isApproved: true, userType: 'student', supportingDocuments: documents };
    expect(needsReviewAgain(student, { ...student, supportingDocuments: [] })).toBe(false);
    const pending = { ...approvedProfessional, isApproved: false };
    expect(needsReviewAgain(pending, { ...pending, supportingDocuments: [] })).toBe(false);
  });
});
