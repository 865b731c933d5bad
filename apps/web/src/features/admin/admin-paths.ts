/**
 * The back office's routes. They sit here rather than in config/paths.ts while /admin is being built out;
 * move them there when the back office settles.
 */
export const adminPaths = {
  root: { path: '/admin', to: () => '/admin' },
  approvals: { path: '/admin/approvals', to: () => '/admin/approvals' },
  accounts: { path: '/admin/accounts', to: () => '/admin/accounts' },
  unfinishedProfiles: { path: '/admin/unfinished-profiles', to: () => '/admin/unfinished-profiles' },
  account: { path: '/admin/accounts/:userId', to: (userId: string) => `/admin/accounts/${userId}` },
  brands: { path: '/admin/brands', to: () => '/admin/brands' },
  partnerApplications: { path: '/admin/partner-applications', to: () => '/admin/partner-applications' },
  // the brand portal's page (features/brand/brand-paths.ts), which the back office links to without importing it
  brandPortal: { path: '/brand/:brandId', to: (brandId: string) => `/brand/${brandId}` },
  samples: { path: '/admin/samples', to: () => '/admin/samples' },
  newSample: { path: '/admin/samples/new', to: () => '/admin/samples/new' },
  sample: { path: '/admin/samples/:sampleId', to: (sampleId: string) => `/admin/samples/${sampleId}` },
  importSamples: { path: '/admin/samples/import', to: () => '/admin/samples/import' },
  categories: { path: '/admin/categories', to: () => '/admin/categories' },
  orders: {
    path: '/admin/orders',
    to: (status?: string) => (status ? `/admin/orders?status=${status}` : '/admin/orders'),
  },
  order: { path: '/admin/orders/:orderId', to: (orderId: string) => `/admin/orders/${orderId}` },
  sampleRequests: { path: '/admin/sample-requests', to: () => '/admin/sample-requests' },
  contactInquiries: { path: '/admin/contact-inquiries', to: () => '/admin/contact-inquiries' },
  content: { path: '/admin/content', to: () => '/admin/content' },
  settings: { path: '/admin/settings', to: () => '/admin/settings' },
  auditLog: { path: '/admin/audit-log', to: () => '/admin/audit-log' },
} as const;
