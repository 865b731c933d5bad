import type { TUpdateSettings } from '@samplebank/contracts/admin-office';
import type { TPageSettings } from '@samplebank/contracts/content';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { makeVariantsOfUrl } from '../../platform/images.js';
import { imageUrlsOf, withoutPictures } from '../content/content.presenter.js';
import { getPageSettings, getSettings } from '../content/content.service.js';
import * as repository from './admin-content.repository.js';

const HOME_PAGE = 'home';

/** `PUT /admin/page-settings`: replaces the home page document; `GET /page-settings` and the home page show it at once. */
export async function replacePageSettings(
  { db, storage, catalogueChanges }: ServiceContext<'db' | 'storage' | 'catalogueChanges'>,
  actor: AuthUser,
  given: TPageSettings,
) {
  const input = await withoutPictures(given);
  // the variants of each of the store's images in it, made now (one at a time: making them takes every core), so the
  // home page shows them as pictures at once; an image sharp cannot read is shown as it is
  for (const url of await imageUrlsOf(input)) await makeVariantsOfUrl(storage, url);
  await db.transaction(async (tx) => {
    const before = await repository.lockPageSettings(tx, HOME_PAGE);
    await repository.upsertPageSettings(tx, HOME_PAGE, input, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'page-settings.update',
      entityType: 'page-settings',
      entityId: HOME_PAGE,
      before: before?.data ?? null,
      after: input,
    });
  });
  // the server-rendered home page is kept with the catalogue's answers (pageCache)
  await catalogueChanges.changed();
  return getPageSettings({ db, storage });
}

/**
 * `PUT /admin/settings`: replaces the platform fee, the delivery settings and (when given) the seller's details for
 * invoices; checkout prices with them at once, and the next invoice is issued with them.
 */
export async function replaceSettings({ db }: ServiceContext<'db'>, actor: AuthUser, input: TUpdateSettings) {
  await db.transaction(async (tx) => {
    const rows = await repository.lockSettings(tx);
    const before = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    await repository.upsertSetting(tx, 'platformFee', input.platformFee);
    await repository.upsertSetting(tx, 'deliverySettings', input.deliverySettings);
    if (input.invoicing) await repository.upsertSetting(tx, 'invoicing', input.invoicing);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      before,
      after: input,
    });
  });
  return getSettings(db);
}
