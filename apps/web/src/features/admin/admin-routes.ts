import type { RouteObject } from 'react-router';
import { adminPaths } from './admin-paths';

/**
 * The back office's pages under the admin layout. Only the import functions live here: each page is its own chunk,
 * fetched when staff open it, so none of it reaches a shopper's first load.
 */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  },
  {
    path: adminPaths.accounts.path,
    lazy: () => import('./routes/accounts-page').then((module) => ({ Component: module.AccountsPage })),
  },
  {
    path: adminPaths.unfinishedProfiles.path,
    lazy: () =>
      import('./routes/unfinished-profiles-page').then((module) => ({ Component: module.UnfinishedProfilesPage })),
  },
  {
    path: adminPaths.account.path,
    lazy: () => import('./routes/account-page').then((module) => ({ Component: module.AccountPage })),
  },
  {
    path: adminPaths.brands.path,
    lazy: () => import('./routes/brands-page').then((module) => ({ Component: module.BrandsPage })),
  },
  {
    path: adminPaths.partnerApplications.path,
    lazy: () =>
      import('./routes/partner-applications-page').then((module) => ({ Component: module.PartnerApplicationsPage })),
  },
  {
    path: adminPaths.samples.path,
    lazy: () => import('./routes/samples-page').then((module) => ({ Component: module.SamplesPage })),
  },
  {
    path: adminPaths.importSamples.path,
    lazy: () => import('./routes/import-samples-page').then((module) => ({ Component: module.ImportSamplesPage })),
  },
  {
    path: adminPaths.newSample.path,
    lazy: () => import('./routes/sample-editor-page').then((module) => ({ Component: module.SampleEditorPage })),
  },
  {
    path: adminPaths.sample.path,
    lazy: () => import('./routes/sample-editor-page').then((module) => ({ Component: module.SampleEditorPage })),
  },
  {
    path: adminPaths.categories.path,
    lazy: () => import('./routes/categories-page').then((module) => ({ Component: module.CategoriesPage })),
  },
  {
    path: adminPaths.orders.path,
    lazy: () => import('./routes/orders-page').then((module) => ({ Component: module.OrdersPage })),
  },
  {
    path: adminPaths.order.path,
    lazy: () => import('./routes/order-page').then((module) => ({ Component: module.OrderPage })),
  },
  {
    path: adminPaths.sampleRequests.path,
    lazy: () => import('./routes/sample-requests-page').then((module) => ({ Component: module.SampleRequestsPage })),
  },
  {
    path: adminPaths.contactInquiries.path,
    lazy: () =>
      import('./routes/contact-inquiries-page').then((module) => ({ Component: module.ContactInquiriesPage })),
  },
  {
    path: adminPaths.content.path,
    lazy: () => import('./routes/content-page').then((module) => ({ Component: module.ContentPage })),
  },
  {
    path: adminPaths.settings.path,
    lazy: () => import('./routes/settings-page').then((module) => ({ Component: module.SettingsPage })),
  },
  {
    path: adminPaths.auditLog.path,
    lazy: () => import('./routes/audit-log-page').then((module) => ({ Component: module.AuditLogPage })),
  },
];
