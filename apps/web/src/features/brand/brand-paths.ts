/** The brand portal's routes (issue 18): `/brand` chooses a brand, `/brand/{brandId}/...` works in one. */
export const brandPaths = {
  root: { path: '/brand', to: () => '/brand' },
  brand: { path: '/brand/:brandId', to: (brandId: string) => `/brand/${brandId}` },
  newSample: { path: 'samples/new', to: (brandId: string) => `/brand/${brandId}/samples/new` },
  importSamples: { path: 'samples/import', to: (brandId: string) => `/brand/${brandId}/samples/import` },
  sample: {
    path: 'samples/:sampleId',
    to: (brandId: string, sampleId: string) => `/brand/${brandId}/samples/${sampleId}`,
  },
  team: { path: 'team', to: (brandId: string) => `/brand/${brandId}/team` },
  leads: { path: 'leads', to: (brandId: string) => `/brand/${brandId}/leads` },
  insights: { path: 'insights', to: (brandId: string) => `/brand/${brandId}/insights` },
  orders: { path: 'orders', to: (brandId: string) => `/brand/${brandId}/orders` },
  invitation: { path: '/brand-invitation/:token', to: (token: string) => `/brand-invitation/${token}` },
} as const;
