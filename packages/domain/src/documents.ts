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
