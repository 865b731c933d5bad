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

export type InboxKind = 'sample-requests' | 'contact-inquiries';

/** A page of sample requests or contact inquiries, optionally of one status. */
export function useInbox(kind: InboxKind, query: { page: number; status?: TInboxStatus }) {
  return useQuery({
    queryKey: adminKeys.inboxPage(kind, query),
    queryFn: ({ signal }): Promise<TAdminSampleRequestList | TAdminContactInquiryList> =>
      kind === 'sample-requests'
        ? api.get('/admin/sample-requests', { query, signal })
        : api.get('/admin/contact-inquiries', { query, signal }),
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
