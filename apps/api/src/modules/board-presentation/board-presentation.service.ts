import { PRESENTATION_SAMPLE_LIMIT } from '@samplebank/contracts/board-presentation';
import type { Locale } from '@samplebank/contracts/locales';
import sharp from 'sharp';
import type { SampleImage } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { variantKey } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';
import { type Caller, loadVisibleBoard } from '../projects/projects.policy.js';
import {
  countBoardSamples,
  findCertificates,
  findLatestDecisions,
  findPresentedSamples,
} from './board-presentation.repository.js';
import { type PresentationDecision, type PresentationSample, presentationPdf } from './presentation-pdf.js';

type Deps = ServiceContext<'db' | 'storage'>;

// a picture is drawn at most 430 points wide: 900 pixels print at about 150 dpi there, and a picture's JPEG stays
// under a few hundred KB (a leather's 74 KB, where 1200 pixels at quality 80 made 179 KB), so a board of a hundred
// samples downloads in megabytes, not hundreds of them
const PICTURE_PIXELS = 900;
// a stored file larger than this is no picture worth reading for a page
const PICTURE_MAX_BYTES = 25 * 1024 * 1024;

/** The file a presentation downloads as: the board's name without characters a file system refuses. */
export function presentationFileName(boardName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never reach a file name
  const safe = boardName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-').trim();
  return `${safe.replace(/^\.+/, '') || 'board'}.pdf`;
}

/**
 * The key to read a sample's main picture from: the widest JPEG or PNG variant made of it when there are variants
 * (ready to embed), else the stored original (an upload in any format sharp reads).
 */
function pictureKey(images: SampleImage[]): string | null {
  const image = images.find((each) => each.key);
  if (!image?.key) return null;
  return image.variants ? variantKey(image.key, image.variants.width, image.variants.fallback) : image.key;
}

/** A sample's main picture as a JPEG pdf-lib embeds (WebP, AVIF and SVG are converted); null when there is none. */
async function readPicture(storage: Storage, images: SampleImage[]): Promise<PresentationSample['picture']> {
  const key = pictureKey(images);
  if (!key) return null;
  try {
    const file = await storage.get(key);
    if (!file || file.size > PICTURE_MAX_BYTES) {
      file?.body.destroy();
      return null;
    }
    const parts: Buffer[] = [];
    for await (const chunk of file.body) parts.push(chunk as Buffer);
    const bytes = await sharp(Buffer.concat(parts), { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PICTURE_PIXELS, PICTURE_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return { bytes, format: 'jpg' };
  } catch {
    // a missing or unreadable picture leaves its page to the colour swatch
    return null;
  }
}

const DECISIONS = ['approved', 'rejected', 'alternative'] as const;
const isDecision = (value: string): value is PresentationDecision['decision'] =>
  (DECISIONS as readonly string[]).includes(value);

/**
 * `GET /projects/{id}/boards/{boardId}/presentation.pdf`: the board as a PDF for its members (and ADMIN), in
 * `locale`; the first PRESENTATION_SAMPLE_LIMIT samples, each with its certificates and the client's newest decision.
 */
export async function boardPresentation(
  { db, storage }: Deps,
  caller: Caller,
  { projectId, boardId, locale, now = new Date() }: { projectId: string; boardId: string; locale: Locale; now?: Date },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { board } = await loadVisibleBoard(db, caller, { boardId, projectId });
  const [total, rows, decisions] = await Promise.all([
    countBoardSamples(db, boardId),
    findPresentedSamples(db, { boardId, limit: PRESENTATION_SAMPLE_LIMIT }),
    findLatestDecisions(db, boardId),
  ]);
  const certificates = await findCertificates(
    db,
    rows.map((row) => row.id),
  );
  const decisionOf = new Map(decisions.map((row) => [row.sampleId, row]));

  const presented: PresentationSample[] = [];
  // one picture at a time: each is decoded whole, and a board may hold a hundred
  for (const { id, images, ...sample } of rows) {
    const decision = decisionOf.get(id);
    presented.push({
      ...sample,
      certificates: certificates.filter((certificate) => certificate.sampleId === id),
      decision:
        decision && isDecision(decision.decision)
          ? {
              decision: decision.decision,
              comment: decision.comment,
              decidedBy: decision.decidedBy,
              decidedAt: decision.createdAt,
            }
          : null,
      picture: await readPicture(storage, images),
    });
  }
  const pdf = await presentationPdf({
    projectName: board.projectName,
    boardName: board.name,
    locale,
    madeAt: now,
    totalSamples: total,
    samples: presented,
  });
  return { fileName: presentationFileName(board.name), pdf };
}
