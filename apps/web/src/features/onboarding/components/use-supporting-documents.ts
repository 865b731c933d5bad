import type { DocumentType } from '@samplebank/domain/documents';
import { useCallback, useRef, useState } from 'react';
import type { SupportingDocument } from '../api';

/**
 * The uploaded documents of a profile, and the silent partial saves that record them. Saves run one after
 * another and each sends the list as it is then, so two uploads finishing together cannot undo each other.
 */
export function useSupportingDocuments(
  initial: SupportingDocument[],
  save: (documents: SupportingDocument[]) => Promise<unknown>,
) {
  const [documents, setDocuments] = useState(initial);
  const latest = useRef(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const commit = useCallback(
    (next: SupportingDocument[]) => {
      latest.current = next;
      setDocuments(next);
      const run = queue.current.catch(() => undefined).then(() => save(latest.current));
      queue.current = run;
      return run;
    },
    [save],
  );

  const recordUpload = useCallback(
    async (document: SupportingDocument) => {
      const others = latest.current.filter((item) => item.documentType !== document.documentType);
      try {
        await commit([...others, document]);
      } catch (error) {
        // the server refused the file (wrong bytes, gone): it is not uploaded after all
        const withoutIt = latest.current.filter((item) => item.documentKey !== document.documentKey);
        latest.current = withoutIt;
        setDocuments(withoutIt);
        throw error;
      }
    },
    [commit],
  );

  const forget = useCallback(
    async (documentType: DocumentType) => {
      await commit(latest.current.filter((item) => item.documentType !== documentType));
    },
    [commit],
  );

  return { documents, recordUpload, forget, current: () => latest.current };
}
