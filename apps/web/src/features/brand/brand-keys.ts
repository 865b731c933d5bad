import { queryRoots } from '../../lib/query-keys';

const root = queryRoots.brandPortal;

/** Every query key of the brand portal; its pages read and invalidate through these alone. */
export const brandKeys = {
  all: root,
  myBrands: (userId: string | null) => [...root, 'mine', userId] as const,
  access: (brandId: string) => [...root, brandId, 'access'] as const,
  team: (brandId: string) => [...root, brandId, 'team'] as const,
  invitation: (token: string) => [...root, 'invitation', token] as const,
};
