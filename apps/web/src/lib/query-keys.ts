/**
 * The first element of every TanStack Query key, one per server resource. Each feature builds its own key factory
 * (`cartKeys`, `orderKeys`, `adminKeys`...) on these, and a feature whose write changes another feature's data
 * invalidates that data by its root here, without importing the other feature.
 */
export const queryRoots = {
  account: ['account'],
  admin: ['admin'],
  brandPortal: ['brand-portal'],
  cart: ['cart'],
  checkout: ['checkout'],
  orders: ['orders'],
  organizations: ['organizations'],
  pageSettings: ['page-settings'],
  payments: ['payments'],
  projects: ['projects'],
  sampleCategories: ['sample-categories'],
  sampleRequests: ['sample-requests'],
  samples: ['samples'],
  settings: ['settings'],
  sharedBoards: ['shared-boards'],
  users: ['users'],
  wishlist: ['wishlist'],
} as const;

/** Keys two features read alike, so both share one cache entry. */
export const sharedQueryKeys = {
  /** the signed-in user's projects: the projects pages and the catalogue's Add to board */
  projectList: (userId: string) => [...queryRoots.projects, 'user', userId] as const,
};
