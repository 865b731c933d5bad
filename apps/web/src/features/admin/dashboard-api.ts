import type { TAdminDashboard } from '@samplebank/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The numbers staff check first: reviews waiting, orders by status, new inbox items, low stock. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => apiClient.get<TAdminDashboard>('/admin/dashboard', { signal }),
  });
}
