import type {
  TAdminContactInquiry,
  TAdminSampleRequestItem,
  TInboxStatus,
  TUpdateInboxItemRequest,
} from '@samplebank/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

export type InboxKind = 'sample-requests' | 'contact-inquiries';
type InboxItem<K extends InboxKind> = K extends 'sample-requests' ? TAdminSampleRequestItem : TAdminContactInquiry;
type InboxPage<K extends InboxKind> = { items: InboxItem<K>[]; total: number; currentPage: number; totalPages: number };

/** A page of sample requests or contact inquiries, optionally of one status. */
export function useInbox<K extends InboxKind>(kind: K, query: { page: number; status?: TInboxStatus }) {
  return useQuery({
    queryKey: adminKeys.inboxPage(kind, query),
    queryFn: ({ signal }) => apiClient.get<InboxPage<K>>(`/admin/${kind}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sets an inbox item's status and/or note. */
export function useUpdateInboxItem(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateInboxItemRequest & { id: string }) =>
      apiClient.put<unknown>(`/admin/${kind}/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.inbox(kind) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
