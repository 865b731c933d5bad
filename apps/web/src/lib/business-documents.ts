import { DOCUMENT_TYPES, type DocumentType } from '@samplebank/domain/documents';

// How business accounts' documents and business types are named, wherever they show: the wizard and My account.
// Their words are messages (`documents.<key>.title`, `businessTypes.<key>.title`) in the onboarding catalogue, and the
// titles in the account catalogue too.

/** Each document type's key in the catalogues. */
export const DOCUMENT_KEYS = {
  'form-9': 'form9',
  'form-24': 'form24',
  'form-49': 'form49',
  'borang-d': 'borangD',
  'company-profile': 'companyProfile',
  'tax-registration': 'taxRegistration',
  'business-license': 'businessLicense',
} as const satisfies Record<DocumentType, string>;
export type DocumentKey = (typeof DOCUMENT_KEYS)[DocumentType];

/** A stored document type's key, or undefined for a type this build does not know. */
export function documentKeyOf(type: string): DocumentKey | undefined {
  return (DOCUMENT_TYPES as readonly string[]).includes(type) ? DOCUMENT_KEYS[type as DocumentType] : undefined;
}

/** The wizard's business types' keys in the catalogues. */
export const BUSINESS_TYPE_KEYS = { 'sdn-bhd': 'sdnBhd', enterprise: 'enterprise' } as const;
export type BusinessTypeKey = (typeof BUSINESS_TYPE_KEYS)[keyof typeof BUSINESS_TYPE_KEYS];

/** A stored business type's key, or undefined for one this build does not know. */
export function businessTypeKeyOf(type: string | null | undefined): BusinessTypeKey | undefined {
  return type && type in BUSINESS_TYPE_KEYS ? BUSINESS_TYPE_KEYS[type as keyof typeof BUSINESS_TYPE_KEYS] : undefined;
}
