import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { canMoveSample, type SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  boardSamples,
  cartItems,
  mailOutbox,
  organizations,
  samples,
  users,
  wishlistItems,
} from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { boardAccess } from '../projects/board-access.repository.js';
import { lockSample } from './admin-samples.repository.js';
import { assertPublishable, type CatalogueScope, getAdminSample } from './admin-samples.service.js';

type Deps = ServiceContext<'db' | 'storage' | 'catalogueChanges' | 'mailer' | 'config'>;
type Executor = Database | Transaction;

/** How many holders one discontinuation tells at most; the rest see "no longer available" on their lists. */
export const DISCONTINUED_MAIL_LIMIT = 500;
/** A holder is told about one sample once in this long, however often it comes and goes. */
const TOLD_AGAIN_AFTER_DAYS = 30;

const mailKind = (sampleId: string) => `sample-discontinued:${sampleId}`;

/**
 * `PUT /admin/samples/{id}/status` (and a brand portal's): publish, withdraw to a draft, or discontinue. Publishing
 * needs what `publishProblems` asks; a draft, never sold, is deleted rather than discontinued. A sample taken off sale
 * leaves the carts that held it (nobody may check it out); its boards, wishlists and orders keep it, marked. The
 * designers who keep a discontinued sample are told by e-mail, after the change is committed.
 */
export async function setSampleStatus(
  deps: Deps,
  actor: AuthUser,
  { sampleId, status }: { sampleId: string; status: SampleStatus },
  scope?: CatalogueScope,
): Promise<TAdminSampleDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await lockSample(tx, sampleId);
    if (!before || (scope && before.manufacturerId !== scope.brandId)) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.sampleNotFound);
    }
    const from = before.status as SampleStatus;
    if (from === status) throw new AppError('INVALID_STATE', ADMIN_MESSAGES.sameStatus);
    if (!canMoveSample(from, status)) throw new AppError('INVALID_STATE', ADMIN_MESSAGES.draftNotDiscontinued);
    if (status === 'published') assertPublishable(before);
    await tx.update(samples).set({ status, statusChangedAt: new Date() }).where(eq(samples.id, sampleId));
    if (status !== 'published') {
      await tx.delete(cartItems).where(eq(cartItems.sampleId, sampleId));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'sample.status',
      entityType: 'sample',
      entityId: sampleId,
      before: { status: from },
      after: { status },
    });
  });
  await deps.catalogueChanges.changed();
  if (status === 'discontinued') await tellHolders(deps, sampleId);
  return getAdminSample(deps, { sampleId }, scope);
}

/**
 * The people who keep a sample: in a wishlist, or as a member of a board that holds it; each once, and none already
 * told about this sample in the last `TOLD_AGAIN_AFTER_DAYS` days.
 */
async function findHoldersToTell(db: Executor, sampleId: string) {
  // a board's people are its members and those who share its whole project
  const access = boardAccess(db);
  const keepers = db
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(eq(wishlistItems.sampleId, sampleId))
    .union(
      db
        .select({ userId: access.userId })
        .from(boardSamples)
        .innerJoin(access, eq(access.boardId, boardSamples.boardId))
        .where(eq(boardSamples.sampleId, sampleId)),
    )
    .as('keepers');
  const told = db
    .select({ to: sql`lower(${mailOutbox.to})` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, mailKind(sampleId)),
        gt(mailOutbox.createdAt, sql`now() - make_interval(days => ${TOLD_AGAIN_AFTER_DAYS})`),
      ),
    );
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(keepers)
    .innerJoin(users, eq(users.id, keepers.userId))
    .where(sql`lower(${users.email}) not in (${told})`)
    .orderBy(users.id)
    .limit(DISCONTINUED_MAIL_LIMIT);
}

/** E-mails each holder of a discontinued sample, in their language. */
async function tellHolders({ db, mailer, config }: Deps, sampleId: string) {
  const [sample] = await db
    .select({ id: samples.id, name: samples.name, brandName: organizations.name })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(eq(samples.id, sampleId));
  if (!sample) return;
  for (const holder of await findHoldersToTell(db, sampleId)) {
    await mailer.send({
      to: holder.email,
      kind: mailKind(sampleId),
      ...mailTemplates.sampleDiscontinued(accountReader(config.publicUrl, holder), holder.name, sample),
    });
  }
}
