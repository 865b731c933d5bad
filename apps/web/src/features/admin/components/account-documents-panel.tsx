// i18n: not yet translated (issue 16)
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserDocuments } from '../api';
import { DocumentLink } from './document-link';
import { Panel } from './panel';

/** The account's supporting documents, each a short-lived link. */
export function AccountDocumentsPanel({ userId }: { userId: string }) {
  const documents = useUserDocuments(userId);
  const list = documents.data?.documents ?? [];
  return (
    <Panel title="Documents">
      {documents.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : documents.isError ? (
        <p className="text-sm text-danger">The documents could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No documents uploaded.</p>
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
