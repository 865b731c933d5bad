import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { boardDecisions, boardSamples, organizations, sampleCertifications, samples } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** How many samples a board holds. */
export async function countBoardSamples(db: Executor, boardId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(boardSamples)
    .where(eq(boardSamples.boardId, boardId));
  return Number(row?.count ?? 0);
}

/** The first `limit` samples of a board, in the board's order (oldest addition first), with their brand's name. */
export function findPresentedSamples(db: Executor, { boardId, limit }: { boardId: string; limit: number }) {
  return db
    .select({
      id: samples.id,
      name: samples.name,
      sku: samples.sku,
      material: samples.material,
      colorLabel: samples.colorLabel,
      colorHex: samples.colorHex,
      images: samples.images,
      fireBs476: samples.fireBs476,
      fireEuroclass: samples.fireEuroclass,
      slipRating: samples.slipRating,
      slipPtv: samples.slipPtv,
      vocLevel: samples.vocLevel,
      recycledPercent: samples.recycledPercent,
      madeInMalaysia: samples.madeInMalaysia,
      leadTimeDays: samples.leadTimeDays,
      brandName: organizations.name,
    })
    .from(boardSamples)
    .innerJoin(samples, eq(samples.id, boardSamples.sampleId))
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(eq(boardSamples.boardId, boardId))
    .orderBy(asc(boardSamples.addedAt), asc(samples.name))
    .limit(limit);
}
export type PresentedSampleRow = Awaited<ReturnType<typeof findPresentedSamples>>[number];

/** The certificates of some samples, by scheme. */
export function findCertificates(db: Executor, sampleIds: string[]) {
  if (!sampleIds.length) return Promise.resolve([]);
  return db
    .select({
      sampleId: sampleCertifications.sampleId,
      scheme: sampleCertifications.scheme,
      certificateNumber: sampleCertifications.certificateNumber,
      expiresOn: sampleCertifications.expiresOn,
    })
    .from(sampleCertifications)
    .where(inArray(sampleCertifications.sampleId, sampleIds))
    .orderBy(asc(sampleCertifications.sampleId), asc(sampleCertifications.scheme));
}

/** The client's newest decision on each sample of a board (the older ones are its history). */
export function findLatestDecisions(db: Executor, boardId: string) {
  return db
    .selectDistinctOn([boardDecisions.sampleId], {
      sampleId: boardDecisions.sampleId,
      decision: boardDecisions.decision,
      comment: boardDecisions.comment,
      decidedBy: boardDecisions.decidedBy,
      createdAt: boardDecisions.createdAt,
    })
    .from(boardDecisions)
    .where(eq(boardDecisions.boardId, boardId))
    .orderBy(boardDecisions.sampleId, desc(boardDecisions.createdAt), desc(boardDecisions.id));
}
