import { ExternalLink, FileText } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { labelOf } from '../lib/labels';

type DocumentLinkProps = {
  document: { documentType: string; originalFilename: string; url?: string | null };
};

/** A supporting document (Form 9, SSM...) opened in a new tab through its short-lived signed link. */
export function DocumentLink({ document }: DocumentLinkProps) {
  const t = useT('admin');
  return (
    <a
      href={document.url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={!document.url}
      className="group flex items-center gap-3 rounded-lg border border-line px-3 py-2.5 transition-colors hover:border-ink aria-disabled:pointer-events-none aria-disabled:opacity-60"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-ink">{labelOf(t, 'documentType', document.documentType)}</span>
        <span translate="no" className="block truncate text-xs text-muted">
          {document.originalFilename}
        </span>
      </span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-subtle group-hover:text-ink" />
      <span className="sr-only">{t('documents.opensInNewTab')}</span>
    </a>
  );
}
