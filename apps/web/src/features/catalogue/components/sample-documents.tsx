import type { TSampleDocument, TSampleDocumentKind } from '@samplebank/contracts/sample-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BadgeCheck,
  BookOpen,
  Box,
  Download,
  DraftingCompass,
  FileText,
  type LucideIcon,
  SprayCan,
} from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { api } from '../../../lib/api-client';
import { type Translate, useT } from '../../../lib/i18n';
import { fileTypeOf, formatFileSize, kindLabelKey, sampleDocumentsKey } from '../../../lib/sample-documents';

/**
 * A sample's documents. Their download links live 15 minutes: the list is asked for again every 10 while the page
 * is open, and when the visitor comes back to it after a while, so a link is never stale when clicked.
 */
export const sampleDocumentsQuery = (sampleId: string) =>
  queryOptions({
    queryKey: sampleDocumentsKey(sampleId),
    queryFn: ({ signal }) => api.get('/samples/:id/documents', { params: { id: sampleId }, signal }),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });

const KIND_ICONS: Record<TSampleDocumentKind, LucideIcon> = {
  'technical-data-sheet': FileText,
  'installation-guide': BookOpen,
  'care-guide': SprayCan,
  certificate: BadgeCheck,
  cad: DraftingCompass,
  bim: Box,
};

/** The details page's "Documents & downloads": each document with its kind, type and size, and a download link. */
export function SampleDocuments({ sampleId }: { sampleId: string }) {
  const t = useT('documents');
  const documents = useQuery({ ...sampleDocumentsQuery(sampleId), enabled: Boolean(sampleId) });
  const headingId = `sample-documents-${sampleId}`;

  return (
    <section className="mt-8" aria-labelledby={headingId} aria-busy={documents.isPending || undefined}>
      <h2 id={headingId} className="text-xs font-semibold tracking-wider text-muted uppercase">
        {t('section.title')}
      </h2>
      {documents.isPending ? (
        <div className="mt-3 divide-y divide-line border-y border-line">
          <p className="sr-only" role="status">
            {t('section.loading')}
          </p>
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3 py-3">
              <Skeleton className="size-10 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : documents.isError ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 border-y border-line py-3 text-sm text-muted"
        >
          <span className="flex-1">{t('section.failed')}</span>
          <button
            type="button"
            onClick={() => void documents.refetch()}
            className="font-medium text-ink underline underline-offset-4 hover:text-brand"
          >
            {t('section.retry')}
          </button>
        </div>
      ) : documents.data.documents.length === 0 ? (
        <p className="mt-3 border-y border-line py-3 text-sm text-muted">{t('section.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line border-y border-line">
          {documents.data.documents.map((document) => (
            <DocumentRow key={document.id} document={document} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({ document, t }: { document: TSampleDocument; t: Translate<'documents'> }) {
  const Icon = KIND_ICONS[document.kind] ?? FileText;
  const type = fileTypeOf(document.fileName);
  const size = formatFileSize(document.size, t);
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-ink"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {/* the title as staff wrote it */}
        <p translate="no" className="truncate text-sm font-medium text-ink" title={document.title}>
          {document.title}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {t(kindLabelKey(document.kind))} · <span translate="no">{type}</span> · {size}
        </p>
      </div>
      <a
        href={document.url}
        download={document.fileName}
        aria-label={t('download.named', { title: document.title, type, size })}
        className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'max-sm:size-10 max-sm:px-0' })}
      >
        <Download aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('download.label')}</span>
      </a>
    </li>
  );
}
