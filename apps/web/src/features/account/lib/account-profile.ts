// i18n: not yet translated (issue 16)
import { type DocumentType, missingDocuments } from '@samplebank/domain/documents';
import { businessTypeOf } from '@samplebank/domain/onboarding';
import { BUSINESS_TYPE_LABELS } from '../../../lib/business-documents';

/** The parts of a user the account page reads (the session user and the API's user both fit). */
export type AccountUser = {
  name: string;
  email: string;
  role: string;
  userType?: string | null;
  isProfileComplete: boolean;
  isApproved: boolean;
  reviewStatus?: string;
  rejectionReason?: string | null;
  supportingDocuments?: readonly { documentType: string; documentKey: string; originalFilename: string }[];
  professionalInfo?: Record<string, unknown> | null;
  nonProfessionalInfo?: Record<string, unknown> | null;
  studentInfo?: Record<string, unknown> | null;
};

export const USER_TYPE_LABELS: Record<string, string> = {
  professional: 'Professional',
  'non-professional': 'Non-professional (business or personal use)',
  student: 'Student',
};

export type ProfileRow = { label: string; value: string };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** "12 Jalan Telawi, 59100 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, Malaysia" from the wizard's fields. */
export function addressOf(info: Record<string, unknown>): string {
  const town = [text(info.zipCode), text(info.city)].filter(Boolean).join(' ');
  return [text(info.address), town, text(info.state), text(info.country)].filter(Boolean).join(', ');
}

// what the wizard asked each type of user, in the order it asked
const FIELDS: Record<
  string,
  { info: 'professionalInfo' | 'nonProfessionalInfo' | 'studentInfo'; rows: [string, string][] }
> = {
  professional: {
    info: 'professionalInfo',
    rows: [
      ['jobTitle', 'Job title'],
      ['companyName', 'Company name'],
      ['businessType', 'Business type'],
      ['phoneNumber', 'Phone'],
    ],
  },
  'non-professional': {
    info: 'nonProfessionalInfo',
    rows: [
      ['businessName', 'Business name'],
      ['businessType', 'Business type'],
      ['phoneNumber', 'Phone'],
    ],
  },
  student: {
    info: 'studentInfo',
    rows: [
      ['university', 'University'],
      ['courseCategory', 'Course'],
      ['graduationYear', 'Graduation year'],
      ['studentId', 'Student ID'],
      ['phoneNumber', 'Phone'],
    ],
  },
};

/** The details the registration wizard collected, as label and value rows; fields left empty are left out. */
export function profileRows(user: AccountUser): ProfileRow[] {
  const fields = user.userType ? FIELDS[user.userType] : undefined;
  if (!fields) return [];
  const info = user[fields.info] ?? {};
  const rows = fields.rows
    .map(([key, label]) => {
      const value = text(info[key]);
      return { label, value: key === 'businessType' ? (BUSINESS_TYPE_LABELS[value] ?? value) : value };
    })
    .filter((row) => row.value !== '');
  const address = addressOf(info);
  return address ? [...rows, { label: 'Address', value: address }] : rows;
}

export type ReviewState = {
  status: 'unfinished' | 'pending' | 'approved' | 'rejected';
  /** the required documents not uploaded yet (business accounts only) */
  missingDocuments: DocumentType[];
  /** the registration wizard has something left to do */
  canContinueInWizard: boolean;
};

const isBusiness = (user: AccountUser) => user.userType === 'professional' || user.userType === 'non-professional';

/** Where the account stands in staff review, and whether the registration wizard still has a step for the user. */
export function reviewStateOf(user: AccountUser): ReviewState {
  const missing = isBusiness(user)
    ? missingDocuments(businessTypeOf({ ...user, isEmailVerified: true }), user.supportingDocuments ?? [])
    : [];
  const status: ReviewState['status'] = !user.isProfileComplete
    ? 'unfinished'
    : user.isApproved
      ? 'approved'
      : user.reviewStatus === 'rejected'
        ? 'rejected'
        : 'pending';
  return {
    status,
    missingDocuments: missing,
    canContinueInWizard: user.role !== 'ADMIN' && (status === 'unfinished' || missing.length > 0),
  };
}
