// i18n: not yet translated (issue 16)
import { DOCUMENT_TYPES, type DocumentType } from '@samplebank/domain/documents';

// How business accounts' documents and business types are named, wherever they show: the wizard, My account, the
// back office.

/** How each supporting document is titled and explained on the Business Verification step. */
export const DOCUMENT_DETAILS: Record<DocumentType, { title: string; description: string }> = {
  'form-9': { title: 'Form 9', description: 'Certificate of Incorporation of the Sdn. Bhd.' },
  'form-24': { title: 'Form 24', description: 'Return of allotment of shares' },
  'form-49': { title: 'Form 49', description: 'Particulars of directors, managers and secretaries' },
  'borang-d': { title: 'Borang D', description: 'SSM business registration certificate' },
  'company-profile': { title: 'Company profile', description: 'A short profile of the business and its work' },
  'tax-registration': { title: 'Tax registration', description: 'LHDN or SST registration of the business' },
  'business-license': { title: 'Business license', description: 'Trading licence from the local council' },
};

/** "Form 9", "Company profile": a document type as people read it (an unknown type as it is). */
export function documentTitle(type: string): string {
  return (DOCUMENT_TYPES as readonly string[]).includes(type) ? DOCUMENT_DETAILS[type as DocumentType].title : type;
}

/** The wizard's business types as people read them. */
export const BUSINESS_TYPE_LABELS: Record<string, string> = { 'sdn-bhd': 'Sdn. Bhd.', enterprise: 'Enterprise' };
