import type { RouteObject } from 'react-router';
import { brandPaths } from './brand-paths';

/**
 * The portal's pages of one brand, under its layout (`/brand/{brandId}/...`). Only the import functions live here:
 * each page is its own chunk, fetched when a brand member opens it, so none of it reaches a shopper's first load.
 */
export const brandRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/catalogue-page').then((module) => ({ Component: module.CataloguePage })),
  },
  {
    path: brandPaths.newSample.path,
    lazy: () => import('./routes/sample-editor-page').then((module) => ({ Component: module.SampleEditorPage })),
  },
  {
    path: brandPaths.importSamples.path,
    lazy: () => import('./routes/import-page').then((module) => ({ Component: module.ImportPage })),
  },
  {
    path: brandPaths.sample.path,
    lazy: () => import('./routes/sample-editor-page').then((module) => ({ Component: module.SampleEditorPage })),
  },
  {
    path: brandPaths.team.path,
    lazy: () => import('./routes/team-page').then((module) => ({ Component: module.TeamPage })),
  },
  {
    path: brandPaths.leads.path,
    lazy: () => import('./routes/leads-page').then((module) => ({ Component: module.LeadsPage })),
  },
  {
    path: brandPaths.insights.path,
    lazy: () => import('./routes/insights-page').then((module) => ({ Component: module.InsightsPage })),
  },
  {
    path: brandPaths.orders.path,
    lazy: () => import('./routes/orders-page').then((module) => ({ Component: module.OrdersPage })),
  },
];
