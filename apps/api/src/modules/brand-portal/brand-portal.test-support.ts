import { randomUUID } from 'node:crypto';
import { brandMembers } from '../../db/schema/index.js';
import { createBrand, signedInUser } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';

/**
 * The people every portal test asks about: a brand with an owner (Olivia Owner) and an editor (Eddie Editor), another
 * brand with its own owner, a designer who works for no brand, and staff (the role matrix of issue 18).
 */
export async function brandWorld(t: TestContext) {
  const brand = await createBrand(t.db, { name: `Kayu ${randomUUID().slice(0, 4)}` });
  const otherBrand = await createBrand(t.db, { name: `Batu ${randomUUID().slice(0, 4)}` });
  const owner = await signedInUser(t.db, t.tokens, { name: 'Olivia Owner' });
  const editor = await signedInUser(t.db, t.tokens, { name: 'Eddie Editor' });
  const otherOwner = await signedInUser(t.db, t.tokens);
  const member = await signedInUser(t.db, t.tokens);
  const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
  await t.db.insert(brandMembers).values([
    { brandId: brand.id, userId: owner.user.id, role: 'owner' },
    { brandId: brand.id, userId: editor.user.id, role: 'editor' },
    { brandId: otherBrand.id, userId: otherOwner.user.id, role: 'owner' },
  ]);
  return { brand, otherBrand, owner, editor, otherOwner, member, admin };
}
export type BrandWorld = Awaited<ReturnType<typeof brandWorld>>;
