import { DOCUMENT_TYPES, type DocumentType, requiredDocuments } from '@samplebank/domain/documents';
import { useT } from '../../../lib/i18n';
import type { SupportingDocument } from '../api';
import { DocumentSlot } from './document-slot';

type DocumentUploadListProps = {
  businessType: string;
  documents: SupportingDocument[];
  missing: readonly string[];
  onUploaded: (document: SupportingDocument) => Promise<void>;
  onRemoved: (documentType: DocumentType) => Promise<void>;
  disabled?: boolean;
};

/** The documents the business type requires, then the optional business license. */
export function DocumentUploadList({
  businessType,
  documents,
  missing,
  onUploaded,
  onRemoved,
  disabled,
}: DocumentUploadListProps) {
  const t = useT('onboarding');
  const required = requiredDocuments(businessType);
  // in the catalogue's order (the forms first), the optional business license last
  const slots: DocumentType[] = [...DOCUMENT_TYPES.filter((type) => required.includes(type)), 'business-license'];
  const uploadedCount = required.filter((type) => documents.some((item) => item.documentType === type)).length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          {t('documentList.needs', {
            type: t(businessType === 'sdn-bhd' ? 'businessTypes.sdnBhd.title' : 'businessTypes.enterprise.title'),
            count: required.length,
          })}
        </p>
        <p className="shrink-0 font-medium text-ink tabular-nums" aria-live="polite">
          {t('documentList.uploaded', { uploaded: uploadedCount, total: required.length })}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {slots.map((type) => (
          <DocumentSlot
            key={type}
            documentType={type}
            isRequired={required.includes(type)}
            document={documents.find((item) => item.documentType === type)}
            isMissing={missing.includes(type)}
            onUploaded={onUploaded}
            onRemoved={onRemoved}
            disabled={disabled}
          />
        ))}
      </ul>
    </div>
  );
}
