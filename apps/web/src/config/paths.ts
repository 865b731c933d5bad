import { brandPagePath, samplePagePath } from '@samplebank/contracts/public-pages';

/** Every route of the web app, in one place: `path` for the router, `to()` for links. */
export const paths = {
  home: { path: '/', to: () => '/' },
  signup: { path: '/signup', to: () => '/signup' },
  resetPassword: { path: '/reset-password', to: () => '/reset-password' },
  finishProfile: {
    path: '/finish-profile',
    to: (email?: string) => (email ? `/finish-profile?email=${encodeURIComponent(email)}` : '/finish-profile'),
  },
  brands: { path: '/brands', to: () => '/brands' },
  samples: {
    path: '/samples',
    to: (query: { search?: string; categoryId?: string; manufacturer?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.categoryId) params.set('categoryId', query.categoryId);
      if (query.manufacturer) params.set('manufacturer', query.manufacturer);
      if (query.page && query.page > 1) params.set('page', String(query.page));
      const search = params.toString();
      return search ? `/samples?${search}` : '/samples';
    },
  },
  products: { path: '/products', to: () => '/products' },
  sampleDetails: { path: samplePagePath(':sampleId'), to: samplePagePath },
  supplierStore: { path: brandPagePath(':brandId'), to: brandPagePath },
  faq: { path: '/faq', to: () => '/faq' },
  howToSample: { path: '/how-to-sample', to: () => '/how-to-sample' },
  aboutUs: { path: '/about-us', to: () => '/about-us' },
  about: { path: '/about', to: () => '/about' },
  privacyPolicy: { path: '/privacy-policy', to: () => '/privacy-policy' },
  privacy: { path: '/privacy', to: () => '/privacy' },
  contact: { path: '/contact', to: () => '/contact' },
  requestSample: { path: '/request-sample', to: () => '/request-sample' },
  blog: { path: '/blog', to: () => '/blog' },
  becomePartner: { path: '/become-a-partner', to: () => '/become-a-partner' },
  wishlist: { path: '/wishlist', to: () => '/wishlist' },
  // sample ids are UUIDs: the commas stay as they are, so the shared link reads plainly
  compare: {
    path: '/compare',
    to: (ids: readonly string[] = []) => (ids.length ? `/compare?ids=${ids.join(',')}` : '/compare'),
  },
  myRequests: { path: '/requests', to: () => '/requests' },
  sharedBoard: { path: '/shared/:token', to: (token: string) => `/shared/${token}` },
  acceptInvitation: { path: '/accept-invitation/:token', to: (token: string) => `/accept-invitation/${token}` },
  company: { path: '/company', to: () => '/company' },
  cart: { path: '/cart-sample', to: () => '/cart-sample' },
  /** the test processor's simulated FPX bank page for a checkout waiting at it (issue 20) */
  testBank: { path: '/payments/test-bank/:orderId', to: (orderId: string) => `/payments/test-bank/${orderId}` },
  orders: { path: '/orders', to: () => '/orders' },
  account: { path: '/account', to: () => '/account' },
  orderDetails: { path: '/orders/:orderId', to: (orderId: string) => `/orders/${orderId}` },
  orderTracking: { path: '/orders/:orderId/track', to: (orderId: string) => `/orders/${orderId}/track` },
  boards: { path: '/boards', to: () => '/boards' },
  project: { path: '/project/:projectId', to: (projectId: string) => `/project/${projectId}` },
  board: {
    path: '/project/:projectId/board/:boardId',
    to: (projectId: string, boardId: string) => `/project/${projectId}/board/${boardId}`,
  },
} as const;
