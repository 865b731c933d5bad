// i18n: not yet translated (issue 16)
import { DOCUMENT_TYPES, type DocumentType, requiredDocuments } from '@samplebank/domain/documents';
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
  const required = requiredDocuments(businessType);
  // in the catalogue's order (the forms first), the optional business license last
  const slots: DocumentType[] = [...DOCUMENT_TYPES.filter((type) => required.includes(type)), 'business-license'];
  const uploadedCount = required.filter((type) => documents.some((item) => item.documentType === type)).length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          {businessType === 'sdn-bhd' ? 'Sdn. Bhd.' : 'Enterprise'} businesses need {required.length} documents.
        </p>
        <p className="shrink-0 font-medium text-ink tabular-nums" aria-live="polite">
          {uploadedCount} of {required.length} required uploaded
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
