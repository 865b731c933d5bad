import type {
  TAdminContactInquiry,
  TAdminContactInquiryList,
  TAdminSampleRequestItem,
  TAdminSampleRequestList,
  TInboxStatus,
  TUpdateInboxItemRequest,
} from '@samplebank/contracts/admin-office';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The two inboxes and a page of each, as their endpoints answer. */
type InboxPages = { 'sample-requests': TAdminSampleRequestList; 'contact-inquiries': TAdminContactInquiryList };
export type InboxKind = keyof InboxPages;
export type InboxItemOf<K extends InboxKind> = InboxPages[K]['items'][number];
type InboxQuery = { page: number; status?: TInboxStatus };

const loadPage: { [K in InboxKind]: (query: InboxQuery, signal: AbortSignal) => Promise<InboxPages[K]> } = {
  'sample-requests': (query, signal) => api.get('/admin/sample-requests', { query, signal }),
  'contact-inquiries': (query, signal) => api.get('/admin/contact-inquiries', { query, signal }),
};

/** A page of sample requests or contact inquiries, optionally of one status. */
export function useInbox<K extends InboxKind>(kind: K, query: InboxQuery) {
  return useQuery({
    queryKey: adminKeys.inboxPage(kind, query),
    queryFn: ({ signal }) => loadPage[kind](query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Sets an inbox item's status and/or note. */
export function useUpdateInboxItem(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: TUpdateInboxItemRequest & { id: string }): Promise<TAdminSampleRequestItem | TAdminContactInquiry> =>
      kind === 'sample-requests'
        ? api.put('/admin/sample-requests/:id', { params: { id }, body })
        : api.put('/admin/contact-inquiries/:id', { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.inbox(kind) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
