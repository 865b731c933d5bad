import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';

/** A sample as the back office's list and editor receive it (published, no pictures); tests override what they check. */
export function adminSample(overrides: Partial<TAdminSample> = {}): TAdminSample {
  return {
    _id: '6b0c0a52-8f3e-4c1e-9d55-3f1f2b8a9c01',
    name: 'Alor Matt Porcelain',
    description: null,
    sku: 'ALOR-001',
    price: 9.9,
    stock: 10,
    manufacturer: { _id: '1f8a6c2e-5b7d-4e9a-8c3b-2d4e6f8a0b1c', name: 'Alor Ceramics' },
    category: { _id: '2a9b7d3f-6c8e-4fab-9d4c-3e5f7a9b1c2d', name: 'Porcelain Tile' },
    colorLabel: null,
    colorHex: null,
    usage: null,
    architectural: null,
    material: 'Porcelain',
    logistic: { deliveryTime: 5 },
    specifications: { material: 'Porcelain' },
    images: [],
    mainImageUrl: null,
    status: 'published',
    publishProblems: [],
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}
