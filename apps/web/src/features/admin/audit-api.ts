import type { TAuditLogQuery, TAuditLogResponse } from '@samplebank/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Paged } from './lib/paged';

export function useAuditLog(query: Paged<TAuditLogQuery>) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => apiClient.get<TAuditLogResponse>('/admin/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
