export const DOCUMENT_TYPES = [
  'form-9',
  'form-24',
  'form-49',
  'borang-d',
  'company-profile',
  'business-license',
  'tax-registration',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type BusinessType = 'sdn-bhd' | 'enterprise';

/** The documents a business must supply (accounts spec §5); business-license is optional. */
export function requiredDocuments(businessType: BusinessType | string | undefined | null): DocumentType[] {
  const base: DocumentType[] = ['company-profile', 'tax-registration'];
  if (businessType === 'sdn-bhd') return [...base, 'form-9', 'form-24', 'form-49'];
  if (businessType === 'enterprise') return [...base, 'borang-d'];
  return base;
}

/** The required documents not among those uploaded. */
export function missingDocuments(
  businessType: BusinessType | string | undefined | null,
  uploaded: readonly { documentType: string }[],
): DocumentType[] {
  const have = new Set(uploaded.map((document) => document.documentType));
  return requiredDocuments(businessType).filter((type) => !have.has(type));
}

/** Every required document is there (DESIGN.md §6: completeness means all of them, not "more than 2"). */
export function hasRequiredDocuments(
  businessType: BusinessType | string | undefined | null,
  uploaded: readonly { documentType: string }[],
): boolean {
  return missingDocuments(businessType, uploaded).length === 0;
}

/** "form 9", "company profile": a document type as toasts name it (the first hyphen becomes a space). */
export function documentName(type: string): string {
  return type.replace('-', ' ');
}

/** A business account as staff approved it, or as a change would leave it. */
export type ReviewedAccount = {
  isApproved: boolean;
  userType?: string | null;
  professionalInfo?: Record<string, unknown> | null;
  nonProfessionalInfo?: Record<string, unknown> | null;
  supportingDocuments?: readonly { documentType: string; documentKey: string }[] | null;
};

// where each business type keeps the name staff approved
const BUSINESS_PROFILES = {
  professional: { info: 'professionalInfo', name: 'companyName' },
  'non-professional': { info: 'nonProfessionalInfo', name: 'businessName' },
} as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
// "Studio  Rumah" and "studio rumah" name the same company: spacing and case are not a change
const comparableName = (value: unknown) => textOf(value).replace(/\s+/g, ' ').toLowerCase();

function businessFacts(account: ReviewedAccount) {
  const profile = BUSINESS_PROFILES[account.userType as keyof typeof BUSINESS_PROFILES];
  if (!profile) return undefined;
  const info = account[profile.info] ?? {};
  return {
    businessType: textOf(info.businessType),
    name: comparableName(info[profile.name]),
    documents: account.supportingDocuments ?? [],
  };
}

/**
 * An approved business (professional or non-professional) goes back to staff review when a change takes away
 * what staff approved: a required document (removed, or replaced by a file staff have not seen), its business
 * type or its company or business name. Filling a value in for the first time is not a change of it, and a
 * document the account never had cannot be taken away. Students and accounts not approved are never concerned.
 */
export function needsReviewAgain(approved: ReviewedAccount, changed: ReviewedAccount): boolean {
  const before = approved.isApproved ? businessFacts(approved) : undefined;
  if (!before) return false;
  const after = businessFacts(changed);
  if (!after) return true;
  if (before.businessType && before.businessType !== after.businessType) return true;
  if (before.name && before.name !== after.name) return true;
  const required = new Set<string>(requiredDocuments(before.businessType));
  const keptKeys = new Set(after.documents.map((document) => document.documentKey));
  return before.documents.some(
    (document) => required.has(document.documentType) && !keptKeys.has(document.documentKey),
  );
}
