/** The brand portal's routes (issue 18): `/brand` chooses a brand, `/brand/{brandId}/...` works in one. */
export const brandPaths = {
  root: { path: '/brand', to: () => '/brand' },
  brand: { path: '/brand/:brandId', to: (brandId: string) => `/brand/${brandId}` },
  team: { path: 'team', to: (brandId: string) => `/brand/${brandId}/team` },
  leads: { path: 'leads', to: (brandId: string) => `/brand/${brandId}/leads` },
  insights: { path: 'insights', to: (brandId: string) => `/brand/${brandId}/insights` },
  orders: { path: 'orders', to: (brandId: string) => `/brand/${brandId}/orders` },
  invitation: { path: '/brand-invitation/:token', to: (token: string) => `/brand-invitation/${token}` },
} as const;
