// Test-only: a shared board (projects.fixtures' world) with a live share link and a revoked one.
import { randomBytes } from 'node:crypto';
import { boardShareLinks } from '../../db/schema/index.js';
import type { TestContext } from '../../test/harness.js';
import { createWorld } from '../projects/projects.fixtures.js';
import { hashShareToken } from './board-sharing.service.js';

/** A world whose board "Living" has a live link (`token`) and a revoked one (`revokedToken`). */
export async function createSharedWorld(t: TestContext) {
  const world = await createWorld(t);
  const token = randomBytes(32).toString('base64url');
  const revokedToken = randomBytes(32).toString('base64url');
  const [link, revokedLink] = await t.db
    .insert(boardShareLinks)
    .values([
      {
        boardId: world.board._id,
        createdBy: world.owner.user.id,
        clientName: 'Puan Aisyah',
        tokenHash: hashShareToken(token),
      },
      {
        boardId: world.board._id,
        createdBy: world.owner.user.id,
        tokenHash: hashShareToken(revokedToken),
        revokedAt: new Date(),
      },
    ])
    .returning();
  return { ...world, token, revokedToken, link: link!, revokedLink: revokedLink! };
}
export type SharedWorld = Awaited<ReturnType<typeof createSharedWorld>>;
