import type { TPageSettings } from '@samplebank/contracts/content';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageSettings, type SampleImage, samples, settings } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { isCurrent, makeVariantsOfUrl, withPictureVariants } from '../../platform/images.js';
import { imageUrlsOf } from '../content/content.presenter.js';

// The pictures of images stored before the pipeline made them as they are made now (ADR 0018): images saved before
// variants existed, and variants made before AVIF. A sample's save makes its own; this job walks the rest of the
// catalogue once, a few samples a turn, remembering in `settings` where it stopped, so a turn is short and a restart
// goes on from there. When the pipeline changes again, VERSION goes up and the walk starts over.

/** the pipeline's version the walk brings the catalogue to: 2 = AVIF and WebP by width with a fallback */
const VERSION = 2;
const SETTING = 'pictures.upgrade';
/** samples read a turn at most: a keyset range of the primary key (about 5 MB of image records) */
const READ_PER_TURN = 5000;
/** samples whose pictures are made a turn: a photo takes about a second of every core */
const UPGRADE_PER_TURN = 20;

type Progress = { version: number; after: string | null; done: boolean };

const needsPictures = (images: SampleImage[]) => images.some((image) => image.key && !isCurrent(image.variants));

async function readProgress(db: Database): Promise<Progress> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING));
  const progress = row?.value as Partial<Progress> | undefined;
  if (progress?.version !== VERSION) return { version: VERSION, after: null, done: false };
  return { version: VERSION, after: progress.after ?? null, done: progress.done === true };
}

async function saveProgress(db: Database, progress: Progress) {
  await db
    .insert(settings)
    .values({ key: SETTING, value: progress })
    .onConflictDoUpdate({ target: settings.key, set: { value: progress, updatedAt: new Date() } });
}

export type PicturesTurn = { samplesUpgraded: number; done: boolean };

/**
 * One turn of the walk: the next samples by id, the pictures of those whose images need them made (at most
 * UPGRADE_PER_TURN) and their records updated; the home page's images on the turn that starts a walk. An image whose
 * bytes are missing or no picture keeps what it had, and the walk goes past it.
 */
export async function upgradeOlderPictures({
  db,
  storage,
  catalogueChanges,
}: ServiceContext<'db' | 'storage' | 'catalogueChanges'>): Promise<PicturesTurn> {
  const progress = await readProgress(db);
  if (progress.done) return { samplesUpgraded: 0, done: true };
  if (progress.after === null) {
    const [home] = await db.select({ data: pageSettings.data }).from(pageSettings).where(eq(pageSettings.id, 'home'));
    for (const url of home ? await imageUrlsOf(home.data as TPageSettings) : []) await makeVariantsOfUrl(storage, url);
  }
  const rows = await db
    .select({ id: samples.id, images: samples.images })
    .from(samples)
    .where(progress.after ? gt(samples.id, progress.after) : undefined)
    .orderBy(asc(samples.id))
    .limit(READ_PER_TURN);
  let upgraded = 0;
  let after = progress.after;
  for (const row of rows) {
    if (upgraded >= UPGRADE_PER_TURN) break;
    after = row.id;
    if (!needsPictures(row.images)) continue;
    const images = await withPictureVariants(storage, row.images, row.images);
    // none could be made (a file gone, bytes that are no picture): the sample stays as it is
    if (JSON.stringify(images) === JSON.stringify(row.images)) continue;
    // only if the images are still those read: a save made meanwhile keeps its own (and made their pictures)
    const updated = await db
      .update(samples)
      .set({ images })
      .where(and(eq(samples.id, row.id), sql`${samples.images} = ${JSON.stringify(row.images)}::jsonb`))
      .returning({ id: samples.id });
    if (updated.length) upgraded++;
  }
  const done = rows.length < READ_PER_TURN && (rows.length === 0 || after === rows.at(-1)!.id);
  await saveProgress(db, { version: VERSION, after, done });
  if (upgraded) await catalogueChanges.changed();
  return { samplesUpgraded: upgraded, done };
}
