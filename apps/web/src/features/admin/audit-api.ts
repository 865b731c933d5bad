import type { TAuditLogQuery } from '@samplebank/contracts/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';
import type { Paged } from './lib/paged';

export function useAuditLog(query: Paged<TAuditLogQuery>) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) => api.get('/admin/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
