import type { ZAdminSampleListQuerySchema } from '@samplebank/contracts/admin-catalogue';
import {
  LOW_STOCK_THRESHOLD,
  type TAdminSampleDetail,
  type TAdminSampleInput,
  type TAdminSampleListResponse,
} from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { isAllowedColourLabel } from '@samplebank/domain/colour-families';
import { type PublishRequirement, publishProblems } from '@samplebank/domain/sample-lifecycle';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.js';
import type { SampleImage } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { withPictureVariants } from '../../platform/images.js';
import { findCategories, findCertifications } from '../catalogue/catalogue.repository.js';
import { withDescendants } from '../catalogue/catalogue.service.js';
import { documentFileKeys } from '../sample-documents/sample-documents.repository.js';
import { presentAdminSample, presentAdminSampleSpecs, sampleAuditView } from './admin-samples.presenter.js';
import * as repository from './admin-samples.repository.js';
import {
  certificationRows,
  findUnusableSampleImageKeys,
  imageProblem,
  sampleColumns,
  sampleImages,
} from './sample-values.js';

type Deps = ServiceContext<'db' | 'storage' | 'catalogueChanges'>;
type ListQuery = z.output<typeof ZAdminSampleListQuerySchema>;
/**
 * Whose catalogue a call works in: staff's calls see every brand (no scope); a brand portal's see only its own brand,
 * and another brand's sample is "not found" there, whatever its id (issue 18).
 */
export type CatalogueScope = { brandId: string } | undefined;

const sampleNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.sampleNotFound);
const skuExists = () =>
  new AppError('CONFLICT', ADMIN_MESSAGES.skuExists, { fields: { sku: ADMIN_MESSAGES.skuExists } });

/** True for PostgreSQL's unique-violation and foreign-key-violation errors, however deeply wrapped. */
export function isPgError(error: unknown, code: '23505' | '23503'): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `GET /admin/samples`: a page of samples, searched and filtered by brand, category (and below) and stock. */
export async function listAdminSamples(
  { db, storage }: Deps,
  query: ListQuery & { status?: string },
  scope?: { brandId: string; lowStockAt?: number },
): Promise<TAdminSampleListResponse> {
  const categoryIds = query.category ? withDescendants(await findCategories(db), [query.category]) : undefined;
  const { rows, total } = await repository.findAdminSamples(
    db,
    {
      search: query.search || undefined,
      brandId: scope ? scope.brandId : query.brand,
      categoryIds,
      stockAtMost:
        query.stock === 'out' ? 0 : query.stock === 'low' ? (scope?.lowStockAt ?? LOW_STOCK_THRESHOLD) : undefined,
      status: query.status,
      sort: query.sort,
    },
    (query.page - 1) * query.limit,
    query.limit,
  );
  return {
    samples: rows.map((row) => presentAdminSample(storage, row)),
    total,
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}

/**
 * `GET /admin/samples/{id}`: the sample with every editable field, its specifications and certificates (each with
 * whether it is still valid), and how many order lines hold it.
 */
export async function getAdminSample(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  { sampleId: id }: { sampleId: string },
  scope?: CatalogueScope,
): Promise<TAdminSampleDetail> {
  const row = await repository.findAdminSampleById(db, id);
  if (!row || !inScope(row.sample, scope)) throw sampleNotFound();
  const [orderLineCount, certifications] = await Promise.all([
    repository.countOrderLinesOfSample(db, id),
    findCertifications(db, [id]),
  ]);
  return {
    ...presentAdminSample(storage, row),
    orderLineCount,
    specs: presentAdminSampleSpecs(row.sample, certifications),
  };
}

const inScope = (sample: { manufacturerId: string }, scope: CatalogueScope) =>
  !scope || sample.manufacturerId === scope.brandId;

/** A save's fields for each thing a sample lacks before it may be published, in the person's words. */
function publishFields(problems: PublishRequirement[]): Record<string, string> {
  const fields: Record<PublishRequirement, [string, string]> = {
    image: ['images', ADMIN_MESSAGES.needsImage],
    category: ['categoryId', ADMIN_MESSAGES.needsCategory],
    description: ['description', ADMIN_MESSAGES.needsDescription],
    colour: ['colorHex', ADMIN_MESSAGES.needsColour],
  };
  return Object.fromEntries(problems.map((problem) => fields[problem]));
}

/** 400 naming each field a sample lacks before it may be published; nothing when it may. */
export function assertPublishable(sample: Parameters<typeof publishProblems>[0]) {
  const problems = publishProblems(sample);
  if (problems.length) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.cannotPublish, { fields: publishFields(problems) });
  }
}

/**
 * The brand, the category and the images a save refers to, each checked; 400 naming the field otherwise. In a brand's
 * portal the sample must be that brand's, and its new images uploads of the person saving (staff's are usable too).
 */
async function resolveReferences(
  { db, storage }: Deps,
  actor: AuthUser,
  input: TAdminSampleInput,
  scope: CatalogueScope,
  currentImages: SampleImage[] = [],
) {
  if (scope && input.manufacturerId !== scope.brandId) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.brandNotFound, { fields: { manufacturerId: 'another brand' } });
  }
  const keptImageKeys = new Set(currentImages.flatMap((image) => (image.key ? [image.key] : [])));
  const [brand, category] = await Promise.all([
    repository.findBrand(db, input.manufacturerId),
    repository.findCategoryRef(db, input.categoryId),
  ]);
  if (!brand) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.brandNotFound, { fields: { manufacturerId: 'unknown brand' } });
  }
  if (!category) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.categoryNotFound, { fields: { categoryId: 'unknown category' } });
  }
  const keys = input.images.map((image) => image.key);
  const [badKey] = await findUnusableSampleImageKeys(db, storage, keys, keptImageKeys, scope ? actor.id : undefined);
  if (badKey) throw new AppError('VALIDATION', imageProblem(badKey), { fields: { images: 'unknown image' } });
  return sampleColumns(
    input,
    { brandName: brand.name, categoryName: category.name },
    await withPictureVariants(storage, sampleImages(storage, input.images), currentImages),
  );
}

/**
 * 400 on the colour name unless a save may store it: a colour family, or the sample's current label unchanged (issue
 * 18: a free label from before the families stays until someone edits it).
 */
function assertColourLabel(label: string | null | undefined, currentLabel?: string | null) {
  if (isAllowedColourLabel(label, currentLabel)) return;
  throw new AppError('VALIDATION', ADMIN_MESSAGES.notAColourFamily, {
    fields: { colorLabel: ADMIN_MESSAGES.notAColourFamily },
  });
}

async function assertSkuFree(tx: Transaction, sku: string, exceptId?: string) {
  if ((await repository.findTakenSkus(tx, [sku], exceptId)).length) throw skuExists();
}

/** Runs a sample write; a unique violation that slipped past the check (a race) is still "SKU already exists". */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, '23505')) throw skuExists();
    throw error;
  }
}

/**
 * `POST /admin/samples` (and a brand portal's): adds a sample to a brand's catalogue, with its audit entry: a draft when
 * asked for or when it lacks what publishing needs (an image, a category, a description, a colour), else published.
 * Its colour name, if any, is a colour family.
 */
export async function createAdminSample(deps: Deps, actor: AuthUser, input: TAdminSampleInput, scope?: CatalogueScope) {
  assertColourLabel(input.colorLabel);
  const columns = await resolveReferences(deps, actor, input, scope);
  const publishable = columns as Parameters<typeof publishProblems>[0];
  // published when asked and it may be (a 400 names what it lacks otherwise); unasked, when it may be, as an import does
  if (input.status === 'published') assertPublishable(publishable);
  const status = input.status ?? (publishProblems(publishable).length ? 'draft' : 'published');
  const id = await writing(() =>
    deps.db.transaction(async (tx) => {
      await assertSkuFree(tx, input.sku);
      const [row] = await repository.insertSamples(tx, [{ ...columns, status, statusChangedAt: new Date() }]);
      const created = row as repository.SampleRow;
      // the certificates in the sample's own transaction: a sample is never seen without them
      const certifications = certificationRows(input);
      await repository.replaceCertifications(tx, created.id, certifications);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'sample.create',
        entityType: 'sample',
        entityId: created.id,
        before: null,
        after: sampleAuditView(created, certifications),
      });
      return created.id;
    }),
  );
  await deps.catalogueChanges.changed();
  return getAdminSample(deps, { sampleId: id });
}

/**
 * `PUT /admin/samples/{id}` (and a brand portal's): replaces every field of the sample but its status; the audit entry
 * keeps before and after. A published sample keeps what publishing needs: withdraw it to a draft to empty it. Its
 * colour name is a colour family, or the label it had, unchanged.
 */
export async function updateAdminSample(
  deps: Deps,
  actor: AuthUser,
  { sampleId: id, sample: input }: { sampleId: string; sample: TAdminSampleInput },
  scope?: CatalogueScope,
) {
  const current = await repository.findAdminSampleById(deps.db, id);
  if (!current || !inScope(current.sample, scope)) throw sampleNotFound();
  assertColourLabel(input.colorLabel, current.sample.colorLabel);
  const columns = await resolveReferences(deps, actor, input, scope, current.sample.images);
  await writing(() =>
    deps.db.transaction(async (tx) => {
      const before = await repository.lockSample(tx, id);
      if (!before || !inScope(before, scope)) throw sampleNotFound();
      // again on the locked row: a label kept "unchanged" must still be the sample's own if someone edited it meanwhile
      assertColourLabel(input.colorLabel, before.colorLabel);
      await assertSkuFree(tx, input.sku, id);
      // the one thing a save may not take from a published sample: every picture of it (what else it lacks for
      // publishing is shown, as `publishProblems`, for staff or the brand to fill in)
      if (before.status === 'published' && (columns.images ?? []).length === 0) {
        throw new AppError('INVALID_STATE', ADMIN_MESSAGES.publishedNeedsImage, {
          fields: { images: ADMIN_MESSAGES.publishedNeedsImage },
        });
      }
      const certificationsBefore = await repository.findCertificationValues(tx, id);
      const after = await repository.updateSampleRow(tx, id, columns);
      const certifications = certificationRows(input);
      await repository.replaceCertifications(tx, id, certifications);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'sample.update',
        entityType: 'sample',
        entityId: id,
        before: sampleAuditView(before, certificationsBefore),
        after: after ? sampleAuditView(after, certifications) : null,
      });
    }),
  );
  await deps.catalogueChanges.changed();
  return getAdminSample(deps, { sampleId: id });
}

/**
 * `DELETE /admin/samples/{id}` (and a brand portal's): removes a sample no order, board or wishlist holds, never
 * silently from a designer's list: one they keep is discontinued instead (its cart lines go with it).
 */
export async function deleteAdminSample(
  { db, storage, catalogueChanges }: Deps,
  actor: AuthUser,
  { sampleId: id }: { sampleId: string },
  scope?: CatalogueScope,
) {
  let documentKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const before = await repository.lockSample(tx, id);
      if (!before || !inScope(before, scope)) throw sampleNotFound();
      if ((await repository.countOrderLinesOfSample(tx, id)) > 0) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.sampleInOrders);
      }
      if (await repository.isSampleKept(tx, id)) throw new AppError('CONFLICT', ADMIN_MESSAGES.sampleHeld);
      // its documents' rows go with it (cascade); their files go once the delete is committed
      documentKeys = await documentFileKeys(tx, id);
      await repository.deleteSampleRow(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'sample.delete',
        entityType: 'sample',
        entityId: id,
        before: sampleAuditView(before),
        after: null,
      });
    });
  } catch (error) {
    // an order placed between the count and the delete: the database's restrict has the last word
    if (isPgError(error, '23503')) throw new AppError('CONFLICT', ADMIN_MESSAGES.sampleInOrders);
    throw error;
  }
  await Promise.all(documentKeys.map((key) => storage.delete(key)));
  await catalogueChanges.changed();
  return { message: ADMIN_MESSAGES.sampleDeleted };
}
