import { randomUUID } from 'node:crypto';
import { colorPointOf } from '@samplebank/domain/colour';
import type { Database } from '../db/client.js';
import { organizations, sampleCategories, samples, users } from '../db/schema/index.js';
import type { TokenService } from '../platform/auth.js';
import { hashPassword } from '../platform/password.js';

let counter = 0;
const next = () => ++counter;

/** A brand partner (organization of type BRAND). */
export async function createBrand(db: Database, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const [brand] = await db
    .insert(organizations)
    .values({ name: `Brand ${next()}`, type: 'BRAND', logoUrl: null, ...overrides })
    .returning();
  return brand!;
}

export async function createCategory(db: Database, overrides: Partial<typeof sampleCategories.$inferInsert> = {}) {
  const n = next();
  const [category] = await db
    .insert(sampleCategories)
    .values({ name: `Category ${n}`, slug: `category-${n}-${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return category!;
}

/** A sample with every field the spec names, and an image under catalogue/. */
export async function createSample(
  db: Database,
  manufacturerId: string,
  overrides: Partial<typeof samples.$inferInsert> = {},
) {
  const n = next();
  const name = overrides.name ?? `Sample ${n}`;
  const [sample] = await db
    .insert(samples)
    .values({
      name,
      manufacturerId,
      price: 10 + n,
      stock: 20,
      sku: `TEST-${n}-${randomUUID().slice(0, 8)}`,
      colorLabel: 'Oak',
      colorHex: '#B08050',
      usage: 'Residential',
      architectural: 'Modern',
      material: 'Timber',
      logistic: { deliveryTime: 7 },
      specifications: { material: 'Timber', thickness: '12 mm' },
      images: [{ key: `catalogue/test/${n}.svg`, url: '' }],
      searchText: `${name} timber oak`.toLowerCase(),
      ...overrides,
      // the colour's OKLab point follows its hex, as every writer keeps it (domain/colour.ts)
      colorLab:
        overrides.colorLab !== undefined
          ? overrides.colorLab
          : colorPointOf(overrides.colorHex === undefined ? '#B08050' : overrides.colorHex),
    })
    .returning();
  return sample!;
}

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | undefined;

/** A user; approved and verified unless told otherwise. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}-${randomUUID().slice(0, 6)}@example.com`,
      name: `Test User ${n}`,
      passwordHash: await passwordHash,
      isEmailVerified: true,
      isProfileComplete: true,
      isApproved: true,
      userType: 'professional',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A user and the bearer header that signs in as them. */
export async function signedInUser(
  db: Database,
  tokens: TokenService,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db, overrides);
  const token = await tokens.sign(user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A complete home page document, as an admin sends it (`PUT /admin/page-settings`), with the hero's title given. */
export function homePageSettings(title = 'Samples, sorted') {
  const callToAction = {
    title: 'T',
    description: 'D',
    primaryButtonText: 'Go',
    secondaryButtonText: 'More',
    backgroundImage: { url: '/a.jpg' },
  };
  return {
    hero: { title, description: 'Order samples', buttonText: 'Browse', images: [{ url: '/h.jpg', column: 0 }] },
    features: { sectionTitle: 'Why', features: [{ title: 'Fast', description: 'Quick' }] },
    callToActionTop: callToAction,
    callToActionTopLeft: callToAction,
    callToActionBottom: callToAction,
    materialCategories: { title: 'Materials', description: 'All of them' },
    carousel: { images: [] as { key: string; originalFilename: string; url: string }[] },
    testimonials: { title: 'Said', description: 'About us', items: [] },
  };
}
