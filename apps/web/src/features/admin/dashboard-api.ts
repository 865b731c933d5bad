import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The numbers staff check first: reviews waiting, orders by status, new inbox items, low stock. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => api.get('/admin/dashboard', { signal }),
  });
}
