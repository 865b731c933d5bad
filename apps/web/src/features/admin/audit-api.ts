import type { TAuditLogQuery, TAuditLogResponse } from '@samplebank/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';
import type { Paged } from './lib/paged';

export function useAuditLog(query: Paged<TAuditLogQuery>) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) => apiClient.get<TAuditLogResponse>('/admin/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
