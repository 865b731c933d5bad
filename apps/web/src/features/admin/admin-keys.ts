import { queryRoots } from '../../lib/query-keys';

const admin = queryRoots.admin;
const users = queryRoots.users;

/** Every query key of the back office; the admin pages read and invalidate through these alone. */
export const adminKeys = {
  all: admin,
  dashboard: [...admin, 'dashboard'] as const,
  auditLog: (query: object) => [...admin, 'audit-log', query] as const,
  pageSettings: [...admin, 'page-settings'] as const,
  settings: [...admin, 'settings'] as const,
  brandLists: [...admin, 'brands'] as const,
  brandList: (search: string) => [...admin, 'brands', search] as const,
  brands: [...admin, 'brand'] as const,
  brand: (brandId: string | null) => [...admin, 'brand', brandId] as const,
  sampleList: (query: object) => [...admin, 'samples', query] as const,
  sample: (sampleId: string | undefined) => [...admin, 'sample', sampleId] as const,
  categories: [...admin, 'categories'] as const,
  orderList: (query: object) => [...admin, 'orders', query] as const,
  order: (orderId: string) => [...admin, 'order', orderId] as const,
  orderTracking: (orderId: string) => [...admin, 'order', orderId, 'tracking'] as const,
  orderRefunds: (orderId: string) => [...admin, 'order', orderId, 'refunds'] as const,
  inbox: (kind: string) => [...admin, kind] as const,
  inboxPage: (kind: string, query: object) => [...admin, kind, query] as const,
  unfinishedProfiles: [...admin, 'unfinished-profiles'] as const,
  unfinishedProfileList: (page: number, search: string) => [...admin, 'unfinished-profiles', page, search] as const,
  // accounts live under the users root, which the account pages share with the review queue
  users,
  userList: (filters: object) => [...users, 'admin-list', filters] as const,
  user: (userId: string) => [...users, userId] as const,
  reviewQueues: [...users, 'review-queue'] as const,
  reviewQueue: (page: number) => [...users, 'review-queue', page] as const,
  documents: (userId: string) => [...users, userId, 'documents'] as const,
  organization: (organizationId: string | null | undefined) => [...queryRoots.organizations, organizationId] as const,
};
