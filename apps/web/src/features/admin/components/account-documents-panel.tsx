import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useUserDocuments } from '../api';
import { DocumentLink } from './document-link';

/** The account's supporting documents, each a short-lived link. */
export function AccountDocumentsPanel({ userId }: { userId: string }) {
  const t = useT('admin');
  const documents = useUserDocuments(userId);
  const list = documents.data?.documents ?? [];
  return (
    <Panel title={t('documents.title')}>
      {documents.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : documents.isError ? (
        <p className="text-sm text-danger">{t('documents.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('documents.none')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {list.map((document) => (
            <li key={document.documentKey}>
              <DocumentLink document={document} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
