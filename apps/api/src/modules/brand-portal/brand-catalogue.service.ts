import {
  csvCell,
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_IMPORT_SPEC_COLUMNS,
  type TAdminSampleInput,
} from '@samplebank/contracts/admin-catalogue';
import {
  BRAND_CATALOGUE_MESSAGES,
  type TBulkStockRequest,
  type TStockAlertSettings,
  type ZBrandSampleListQuerySchema,
} from '@samplebank/contracts/brand-catalogue';
import type { SampleStatus } from '@samplebank/domain/sample-lifecycle';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { importSamples } from '../admin/admin-sample-import.service.js';
import {
  createAdminSample,
  deleteAdminSample,
  getAdminSample,
  listAdminSamples,
  updateAdminSample,
} from '../admin/admin-samples.service.js';
import { setSampleStatus } from '../admin/sample-status.service.js';
import { brandStanding } from './brand-access.js';
import * as repository from './brand-catalogue.repository.js';

// A brand's shelf in its portal: the back office's own sample services, each call kept to the brand in the path
// (`scope`), so a brand's save is checked, written and audited exactly as staff's, under the member's name.

type Deps = ServiceContext<'db' | 'storage' | 'catalogueChanges' | 'mailer' | 'config'>;
type ListQuery = z.output<typeof ZBrandSampleListQuerySchema>;

/** The brand's scope for the caller, who must work for it (or be staff): 403 otherwise. */
async function scopeOf({ db }: ServiceContext<'db'>, caller: AuthUser, brandId: string) {
  await brandStanding(db, caller, brandId);
  return { brandId };
}

export async function listBrandSamples(deps: Deps, caller: AuthUser, brandId: string, query: ListQuery) {
  const scope = await scopeOf(deps, caller, brandId);
  const threshold = await repository.findStockAlertThreshold(deps.db, brandId);
  return listAdminSamples(deps, query, { ...scope, lowStockAt: threshold ?? undefined });
}

export async function getBrandSample(deps: Deps, caller: AuthUser, { brandId, sampleId }: BrandSample) {
  return getAdminSample(deps, { sampleId }, await scopeOf(deps, caller, brandId));
}

type BrandSample = { brandId: string; sampleId: string };

export async function createBrandSample(deps: Deps, caller: AuthUser, brandId: string, input: TAdminSampleInput) {
  return createAdminSample(deps, caller, input, await scopeOf(deps, caller, brandId));
}

export async function updateBrandSample(
  deps: Deps,
  caller: AuthUser,
  { brandId, sampleId, sample }: BrandSample & { sample: TAdminSampleInput },
) {
  return updateAdminSample(deps, caller, { sampleId, sample }, await scopeOf(deps, caller, brandId));
}

export async function setBrandSampleStatus(
  deps: Deps,
  caller: AuthUser,
  { brandId, sampleId, status }: BrandSample & { status: SampleStatus },
) {
  return setSampleStatus(deps, caller, { sampleId, status }, await scopeOf(deps, caller, brandId));
}

export async function deleteBrandSample(deps: Deps, caller: AuthUser, { brandId, sampleId }: BrandSample) {
  return deleteAdminSample(deps, caller, { sampleId }, await scopeOf(deps, caller, brandId));
}

export async function importBrandSamples(
  deps: Deps,
  caller: AuthUser,
  { brandId, csv, dryRun }: { brandId: string; csv: string; dryRun: boolean },
) {
  await scopeOf(deps, caller, brandId);
  return importSamples(deps, caller, { brandId, csv, dryRun });
}

/**
 * `GET /brand-portal/{brandId}/samples.csv`: every sample of the brand in the import's columns, category by slug,
 * certificates as `scheme:number:expiry`, its own specifications as `spec_*`. Pictures stay out (`image_url` empty):
 * a file imported back changes nothing it does not say.
 */
export async function exportBrandSamples(deps: Deps, caller: AuthUser, brandId: string): Promise<string> {
  await scopeOf(deps, caller, brandId);
  const [rows, certifications] = await Promise.all([
    repository.findSamplesForExport(deps.db, brandId),
    repository.findCertificationsOfBrand(deps.db, brandId),
  ]);
  const certificatesOf = new Map<string, string[]>();
  for (const { sampleId, scheme, certificateNumber, expiresOn } of certifications) {
    certificatesOf.set(sampleId, [
      ...(certificatesOf.get(sampleId) ?? []),
      `${scheme}:${certificateNumber}:${expiresOn ?? ''}`,
    ]);
  }
  const specKeys = [
    ...new Set(rows.flatMap(({ sample }) => Object.keys(sample.specifications).filter((key) => key !== 'material'))),
  ].sort();
  const header = [...SAMPLE_IMPORT_COLUMNS, ...SAMPLE_IMPORT_SPEC_COLUMNS, ...specKeys.map((key) => `spec_${key}`)];
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const lines = rows.map(({ sample, categorySlug }) => {
    const cells: Record<string, string> = {
      name: sample.name,
      sku: sample.sku,
      price: Number(sample.price).toFixed(2),
      stock: String(sample.stock),
      category: categorySlug ?? '',
      colorLabel: text(sample.colorLabel),
      colorHex: text(sample.colorHex),
      usage: text(sample.usage),
      architectural: text(sample.architectural),
      material: text(sample.material),
      deliveryTime: text(sample.logistic.deliveryTime),
      description: text(sample.description),
      fire_bs476: text(sample.fireBs476),
      fire_euroclass: text(sample.fireEuroclass),
      slip_rating: text(sample.slipRating),
      slip_ptv: text(sample.slipPtv),
      voc_level: text(sample.vocLevel),
      recycled_percent: text(sample.recycledPercent),
      made_in_malaysia: sample.madeInMalaysia ? 'yes' : 'no',
      lead_time_days: text(sample.leadTimeDays),
      unit_price: sample.unitPrice === null ? '' : Number(sample.unitPrice).toFixed(2),
      price_unit: text(sample.priceUnit),
      certifications: (certificatesOf.get(sample.id) ?? []).join(';'),
      ...Object.fromEntries(specKeys.map((key) => [`spec_${key}`, text(sample.specifications[key])])),
    };
    return header.map((column) => csvCell(cells[column] ?? '')).join(',');
  });
  return `${[header.join(','), ...lines].join('\n')}\n`;
}

/**
 * `PUT /brand-portal/{brandId}/stock`: sets many samples' stock in one transaction, each only if it still is what
 * the person saw (`previous`); otherwise nothing is written and the 409 lists the samples that moved, with their stock
 * now. Two colleagues typing over the same stock never lose one's change without being told.
 */
export async function updateBrandStock(
  { db, catalogueChanges }: Deps,
  caller: AuthUser,
  { brandId, changes }: TBulkStockRequest & { brandId: string },
) {
  await brandStanding(db, caller, brandId);
  const updated = await db.transaction(async (tx) => {
    const rows = await repository.lockBrandSamples(
      tx,
      brandId,
      changes.map((change) => change.sampleId),
    );
    const current = new Map(rows.map((row) => [row.id, row]));
    const missing = changes.find((change) => !current.has(change.sampleId));
    if (missing) throw new AppError('NOT_FOUND', 'Sample not found');
    const moved = changes.filter((change) => current.get(change.sampleId)!.stock !== change.previous);
    if (moved.length) {
      throw new StockConflict(
        moved.map((change) => {
          const row = current.get(change.sampleId)!;
          return { sampleId: row.id, name: row.name, stock: row.stock };
        }),
      );
    }
    const real = changes.filter((change) => change.stock !== change.previous);
    for (const change of real) await repository.setSampleStock(tx, change.sampleId, change.stock);
    if (real.length) {
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'sample.update',
        entityType: 'sample',
        entityId: null,
        before: real.map((change) => ({ sampleId: change.sampleId, stock: change.previous })),
        after: real.map((change) => ({ sampleId: change.sampleId, stock: change.stock })),
      });
    }
    return real.length;
  });
  if (updated) await catalogueChanges.changed();
  return { message: BRAND_CATALOGUE_MESSAGES.stockUpdated, updated };
}

/** A bulk stock update refused because samples moved meanwhile; the route answers it as a 409 with them. */
export class StockConflict extends Error {
  constructor(readonly conflicts: { sampleId: string; name: string; stock: number }[]) {
    super(BRAND_CATALOGUE_MESSAGES.stockChanged);
  }
}

export async function getStockAlert(deps: Deps, caller: AuthUser, brandId: string): Promise<TStockAlertSettings> {
  await brandStanding(deps.db, caller, brandId);
  return { threshold: await repository.findStockAlertThreshold(deps.db, brandId) };
}

export async function setStockAlert(
  deps: Deps,
  caller: AuthUser,
  { brandId, threshold }: TStockAlertSettings & { brandId: string },
): Promise<TStockAlertSettings> {
  await brandStanding(deps.db, caller, brandId);
  await deps.db.transaction(async (tx) => {
    const before = await repository.findStockAlertThreshold(tx, brandId);
    await repository.setStockAlertThreshold(tx, brandId, threshold);
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'organization.update',
      entityType: 'organization',
      entityId: brandId,
      before: { lowStockThreshold: before },
      after: { lowStockThreshold: threshold },
    });
  });
  return { threshold };
}
