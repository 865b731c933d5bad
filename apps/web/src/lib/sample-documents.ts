import type { TSampleDocumentKind } from '@samplebank/contracts/sample-documents';
import type { MessageKey, Translate } from './i18n';
import { queryRoots } from './query-keys';

// What the sample's page and the back office's documents editor both say of a sample's documents, written once.

/** The query key of a sample's documents: staff's changes clear it (admin's sample documents editor). */
export const sampleDocumentsKey = (sampleId: string) => [...queryRoots.samples, 'documents', sampleId] as const;

export const kindLabelKey = (kind: TSampleDocumentKind): MessageKey<'documents'> => `kind.${kind}`;

/** A file's type as people name it: its extension in capitals ("PDF", "DWG"). */
export const fileTypeOf = (fileName: string) => fileName.split('.').pop()?.toUpperCase() ?? '';

/** A size in bytes, KB or MB (1 KB = 1,024 bytes, as file managers count), in the page's language. */
export function formatFileSize(bytes: number, t: Translate<'documents'>): string {
  if (bytes < 1024) return t('size.bytes', { size: bytes });
  if (bytes < 1024 * 1024) return t('size.kilobytes', { size: bytes / 1024 });
  return t('size.megabytes', { size: bytes / (1024 * 1024) });
}
