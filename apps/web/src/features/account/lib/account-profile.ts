import { type DocumentType, missingDocuments } from '@samplebank/domain/documents';
import { businessTypeOf } from '@samplebank/domain/onboarding';
import { businessTypeKeyOf } from '../../../lib/business-documents';
import type { MessageKey, Translate } from '../../../lib/i18n';

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

type AccountKey = MessageKey<'account'>;

/** Each user type's name, as a message key. */
export const USER_TYPE_KEYS: Record<string, AccountKey> = {
  professional: 'userTypes.professional',
  'non-professional': 'userTypes.nonProfessional',
  student: 'userTypes.student',
};

/** `isName`: an organization's or business's own name, which no translation touches. */
export type ProfileRow = { label: string; value: string; isName?: boolean };

const NAME_FIELDS = new Set(['companyName', 'businessName', 'university']);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** "12 Jalan Telawi, 59100 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, Malaysia" from the wizard's fields. */
export function addressOf(info: Record<string, unknown>): string {
  const town = [text(info.zipCode), text(info.city)].filter(Boolean).join(' ');
  return [text(info.address), town, text(info.state), text(info.country)].filter(Boolean).join(', ');
}

// what the wizard asked each type of user, in the order it asked
const FIELDS: Record<
  string,
  { info: 'professionalInfo' | 'nonProfessionalInfo' | 'studentInfo'; rows: [string, AccountKey][] }
> = {
  professional: {
    info: 'professionalInfo',
    rows: [
      ['jobTitle', 'fields.jobTitle'],
      ['companyName', 'fields.companyName'],
      ['businessType', 'fields.businessType'],
      ['phoneNumber', 'fields.phone'],
    ],
  },
  'non-professional': {
    info: 'nonProfessionalInfo',
    rows: [
      ['businessName', 'fields.businessName'],
      ['businessType', 'fields.businessType'],
      ['phoneNumber', 'fields.phone'],
    ],
  },
  student: {
    info: 'studentInfo',
    rows: [
      ['university', 'fields.university'],
      ['courseCategory', 'fields.course'],
      ['graduationYear', 'fields.graduationYear'],
      ['studentId', 'fields.studentId'],
      ['phoneNumber', 'fields.phone'],
    ],
  },
};

/** The details the registration wizard collected, as label and value rows; fields left empty are left out. */
export function profileRows(user: AccountUser, t: Translate<'account'>): ProfileRow[] {
  const fields = user.userType ? FIELDS[user.userType] : undefined;
  if (!fields) return [];
  const info = user[fields.info] ?? {};
  const rows = fields.rows
    .map(([key, label]) => {
      const value = text(info[key]);
      const businessType = key === 'businessType' ? businessTypeKeyOf(value) : undefined;
      const shown = businessType ? t(`businessTypes.${businessType}`) : value;
      return NAME_FIELDS.has(key) ? { label: t(label), value: shown, isName: true } : { label: t(label), value: shown };
    })
    .filter((row) => row.value !== '');
  const address = addressOf(info);
  return address ? [...rows, { label: t('fields.address'), value: address }] : rows;
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
