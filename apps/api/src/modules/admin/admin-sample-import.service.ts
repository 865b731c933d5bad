import {
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_IMPORT_SPEC_COLUMNS,
  type TSampleImportChange,
  type TSampleImportReport,
  type TSampleImportRow,
  ZAdminSampleRequestSchema,
} from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '@samplebank/contracts/csv';
import { COLOUR_FAMILIES, isAllowedColourLabel } from '@samplebank/domain/colour-families';
import { publishProblems } from '@samplebank/domain/sample-lifecycle';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { withPictureVariants } from '../../platform/images.js';
import { findCategories, findCertifications } from '../catalogue/catalogue.repository.js';
import * as repository from './admin-samples.repository.js';
import { isPgError } from './admin-samples.service.js';
import { categoryResolver } from './category-paths.js';
import { importChanges } from './sample-import-changes.js';
import { SPEC_COLUMN_FIELDS, specCells } from './sample-import-specs.js';
import {
  certificationRows,
  findUnusableSampleImageKeys,
  imageProblem,
  sampleColumns,
  sampleImages,
} from './sample-values.js';

type Deps = ServiceContext<'db' | 'storage' | 'catalogueChanges'>;
type ImportRequest = { brandId: string; csv: string; dryRun: boolean };
/** The outcome: the report, and whether it is a refusal (rows with errors and no dry run). */
export type ImportOutcome = { report: TSampleImportReport; refused: boolean };

const REQUIRED_COLUMNS = ['name', 'sku', 'price', 'stock', 'category', 'material', 'deliveryTime'] as const;
const KNOWN_COLUMNS = new Set<string>([...SAMPLE_IMPORT_COLUMNS, ...SAMPLE_IMPORT_SPEC_COLUMNS, 'image_url']);
const SPEC_PREFIX = 'spec_';
const INSERT_CHUNK = 500;

type Candidate = {
  line: number;
  sku: string;
  name: string;
  errors: string[];
  imageKey?: string;
  colorLabel?: string;
  columns?: repository.NewSample;
  certifications?: repository.CertificationValues[];
  /** a new sample, or the brand's sample of its SKU (`updates`), whose `changes` the row makes */
  action: 'create' | 'update';
  updates?: string;
  changes: TSampleImportChange[];
};

/** The header, checked: every required column present, nothing unknown, nothing twice. */
function readHeader(header: CsvRecord | undefined): string[] {
  if (!header) throw new AppError('VALIDATION', ADMIN_MESSAGES.importEmpty, { fields: { csv: 'empty' } });
  const names = header.fields.map((name) => name.trim());
  const unknown = names.filter((name) => !KNOWN_COLUMNS.has(name) && !/^spec_[A-Za-z][\w]*$/.test(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const problem = unknown.length
    ? `Unknown column: ${unknown.join(', ')}`
    : missing.length
      ? `Missing column: ${missing.join(', ')}`
      : repeated.length
        ? `Column listed twice: ${repeated.join(', ')}`
        : undefined;
  if (problem) throw new AppError('VALIDATION', `Line 1: ${problem}`, { fields: { csv: problem } });
  return names;
}

const numberOrText = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** One row turned into the body the sample form would send, so both are held to the same rules. */
function rowToRequest(header: string[], fields: string[], brandId: string, categoryId: string | undefined) {
  const cell = (name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? undefined : (fields[index] ?? '').trim();
  };
  const optional = (name: string) => cell(name) || undefined;
  const specifications: Record<string, string> = { material: cell('material') ?? '' };
  header.forEach((name, index) => {
    const value = fields[index]?.trim();
    if (name.startsWith(SPEC_PREFIX) && value) specifications[name.slice(SPEC_PREFIX.length)] = value;
  });
  const image = optional('image_url');
  const specs = specCells(cell);
  return {
    ...specs.fields,
    problems: specs.problems,
    name: cell('name') ?? '',
    description: optional('description'),
    manufacturerId: brandId,
    // a stand-in id when the category is unknown: that row is already refused, the rest of it is still checked
    categoryId: categoryId ?? '11111111-1111-4111-8111-111111111111',
    price: numberOrText(cell('price')),
    stock: numberOrText(cell('stock')),
    sku: cell('sku') ?? '',
    colorLabel: optional('colorLabel'),
    colorHex: optional('colorHex'),
    usage: optional('usage'),
    architectural: optional('architectural'),
    logistic: { deliveryTime: numberOrText(cell('deliveryTime')) },
    specifications,
    images: image ? [{ key: image }] : [],
  };
}

// a colour name no family has, and the names the cell may hold instead
const notAColourFamily = (label: string) =>
  `colorLabel: "${label}" is not a colour family; write one of ${COLOUR_FAMILIES.map((family) => family.label).join(', ')}`;

const issueText = (issue: { path: PropertyKey[]; message: string }) => {
  const [first, second] = issue.path;
  const field = issue.path.map(String).join('.');
  // a specification is named by its column; a certificate by its place in the cell ("certifications 2")
  const named =
    typeof first === 'string' && first in SPEC_COLUMN_FIELDS
      ? first === 'certifications' && typeof second === 'number'
        ? `certifications ${second + 1}`
        : SPEC_COLUMN_FIELDS[first as keyof typeof SPEC_COLUMN_FIELDS]
      : field.replace(/^specifications\.material$/, 'material').replace(/^logistic\.deliveryTime$/, 'deliveryTime');
  return named ? `${named}: ${issue.message}` : issue.message;
};

/** Every row checked on its own and against the others and the database; nothing is written here. */
async function checkRows(deps: Deps, brand: { id: string; name: string }, records: CsvRecord[], header: string[]) {
  const categories = await findCategories(deps.db);
  const resolveCategory = categoryResolver(categories);
  const candidates: Candidate[] = [];
  const firstLineOfSku = new Map<string, number>();
  for (const record of records) {
    const category = resolveCategory(record.fields[header.indexOf('category')]?.trim() ?? '');
    const { problems, ...request } = rowToRequest(header, record.fields, brand.id, category?.id);
    const candidate: Candidate = {
      line: record.line,
      sku: request.sku,
      name: request.name,
      errors: [],
      imageKey: request.images[0]?.key,
      colorLabel: request.colorLabel,
      action: 'create',
      changes: [],
    };
    if (record.fields.length !== header.length) {
      candidate.errors.push(`The row has ${record.fields.length} fields; the header has ${header.length}`);
    }
    if (!category) candidate.errors.push(`category: no category "${record.fields[header.indexOf('category')] ?? ''}"`);
    candidate.errors.push(...problems);
    const parsed = ZAdminSampleRequestSchema.safeParse(request);
    if (!parsed.success) candidate.errors.push(...parsed.error.issues.map(issueText));
    const skuKey = request.sku.toLowerCase();
    const earlier = firstLineOfSku.get(skuKey);
    if (request.sku && earlier !== undefined) candidate.errors.push(`sku: repeats the SKU of line ${earlier}`);
    if (request.sku && earlier === undefined) firstLineOfSku.set(skuKey, record.line);
    if (parsed.success && category) {
      const images = sampleImages(deps.storage, parsed.data.images);
      candidate.columns = sampleColumns(parsed.data, { brandName: brand.name, categoryName: category.name }, images);
      candidate.certifications = certificationRows(parsed.data);
    }
    candidates.push(candidate);
  }
  // a SKU the brand already has updates that sample (the import upserts by SKU); another brand's is refused
  const existing = await repository.findSamplesBySku(deps.db, [...firstLineOfSku.keys()]);
  const sampleOfSku = new Map(existing.map((sample) => [sample.sku.toLowerCase(), sample]));
  const own = existing.filter((sample) => sample.manufacturerId === brand.id).map((sample) => sample.id);
  const certificatesOf = new Map<string, repository.CertificationValues[]>();
  for (const { sampleId, scheme, certificateNumber, expiresOn } of await findCertifications(deps.db, own))
    certificatesOf.set(sampleId, [...(certificatesOf.get(sampleId) ?? []), { scheme, certificateNumber, expiresOn }]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const categoryName = (id: string | null) => (id ? (categoryNames.get(id) ?? '') : '');
  const imageKeys = candidates.flatMap((candidate) => (candidate.imageKey ? [candidate.imageKey] : []));
  const badImages = new Set(await findUnusableSampleImageKeys(deps.db, deps.storage, imageKeys));
  for (const candidate of candidates) {
    const sample = candidate.sku ? sampleOfSku.get(candidate.sku.toLowerCase()) : undefined;
    if (sample && sample.manufacturerId !== brand.id) candidate.errors.push(`sku: ${ADMIN_MESSAGES.skuOfAnotherBrand}`);
    else if (sample) {
      candidate.action = 'update';
      candidate.updates = sample.id;
      if (candidate.columns)
        candidate.changes = importChanges(
          { sample, certifications: certificatesOf.get(sample.id) ?? [] },
          { columns: candidate.columns, certifications: candidate.certifications ?? [], imageKey: candidate.imageKey },
          categoryName,
        );
    }
    // a new sample's colour name is a colour family; the brand's own sample may also keep the label it has
    const ownSample = sample?.manufacturerId === brand.id ? sample : undefined;
    if (candidate.colorLabel && !isAllowedColourLabel(candidate.colorLabel, ownSample?.colorLabel)) {
      candidate.errors.push(notAColourFamily(candidate.colorLabel));
    }
    if (candidate.imageKey && badImages.has(candidate.imageKey)) {
      candidate.errors.push(`image_url: ${imageProblem(candidate.imageKey)}`);
    }
  }
  return candidates;
}

function reportOf(candidates: Candidate[], written: { created: number; updated: number }): TSampleImportReport {
  const rows: TSampleImportRow[] = candidates.map(({ line, sku, name, errors, action, changes }) => ({
    line,
    sku,
    name,
    errors,
    action,
    changes,
  }));
  const invalid = rows.filter((row) => row.errors.length).length;
  return {
    rows,
    valid: rows.length - invalid,
    invalid,
    imported: written.created + written.updated,
    updated: written.updated,
  };
}

/**
 * `POST /admin/samples/import`: checks every row of a brand's CSV; a dry run answers the report, otherwise every row
 * is imported in one transaction, or none when any row is bad (or the database refuses one). A row whose SKU the
 * brand already has changes that sample (only when it changes something); the others add samples. A row's colour
 * name is a colour family, or, for a sample the brand has, the label that sample has now.
 */
export async function importSamples(deps: Deps, actor: AuthUser, request: ImportRequest): Promise<ImportOutcome> {
  const brand = await repository.findBrand(deps.db, request.brandId);
  if (!brand) throw new AppError('VALIDATION', ADMIN_MESSAGES.brandNotFound, { fields: { brandId: 'unknown brand' } });
  let records: CsvRecord[];
  try {
    records = parseCsv(request.csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new AppError('VALIDATION', error.message, { fields: { csv: error.message } });
    throw error;
  }
  const header = readHeader(records[0]);
  if (records.length < 2) throw new AppError('VALIDATION', ADMIN_MESSAGES.importEmpty, { fields: { csv: 'no rows' } });
  const candidates = await checkRows(deps, brand, records.slice(1), header);
  const report = reportOf(candidates, { created: 0, updated: 0 });
  if (request.dryRun) return { report, refused: false };
  if (report.invalid > 0) return { report, refused: true };
  // the pictures' variants are made only for an import that is written, never for a dry run
  const values: repository.NewSample[] = [];
  for (const candidate of candidates.filter((row) => row.action === 'create')) {
    const columns = candidate.columns as repository.NewSample;
    // a new sample is published when it may be (an image, a category, a description, a colour), else a draft to finish
    const status = publishProblems({ ...columns, categoryId: columns.categoryId ?? null, images: columns.images ?? [] })
      .length
      ? 'draft'
      : 'published';
    values.push({ ...columns, status, images: await withPictureVariants(deps.storage, columns.images ?? []) });
  }
  const changed = candidates.filter((row) => row.action === 'update' && row.changes.length > 0);
  const updates: {
    id: string;
    sku: string;
    columns: Partial<repository.NewSample>;
    certifications: Candidate['certifications'];
  }[] = [];
  for (const candidate of changed) {
    // the sample keeps its SKU as first written, and its pictures unless the row gives one
    const { sku: _sku, images, ...columns } = candidate.columns as repository.NewSample;
    updates.push({
      id: candidate.updates as string,
      sku: candidate.sku,
      columns: candidate.imageKey
        ? { ...columns, images: await withPictureVariants(deps.storage, images ?? []) }
        : columns,
      certifications: candidate.certifications ?? [],
    });
  }
  try {
    const certificationsOfSku = new Map(
      candidates.map((candidate) => [candidate.sku.toLowerCase(), candidate.certifications ?? []]),
    );
    await deps.db.transaction(async (tx) => {
      for (let start = 0; start < values.length; start += INSERT_CHUNK) {
        const inserted = await repository.insertSamples(tx, values.slice(start, start + INSERT_CHUNK));
        // each sample's certificates in the same transaction: an import is written whole or not at all
        await repository.insertCertifications(
          tx,
          inserted.flatMap((row) =>
            (certificationsOfSku.get(row.sku.toLowerCase()) ?? []).map((certification) => ({
              ...certification,
              sampleId: row.id,
            })),
          ),
        );
      }
      for (const update of updates) {
        // a sample removed since the check: nothing is written
        if (!(await repository.updateSampleRow(tx, update.id, update.columns)))
          throw new AppError('CONFLICT', `${update.sku}: ${ADMIN_MESSAGES.importChangedMeanwhile}`);
        await repository.replaceCertifications(tx, update.id, update.certifications ?? []);
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'sample.import',
        entityType: 'sample',
        entityId: null,
        before: null,
        after: {
          brandId: brand.id,
          brandName: brand.name,
          imported: values.length + updates.length,
          skus: values.map((value) => value.sku),
          updated: changed.map((candidate) => ({ sku: candidate.sku, changes: candidate.changes })),
        },
      });
    });
  } catch (error) {
    // a SKU taken between the check and the insert: the whole import rolls back
    if (isPgError(error, '23505')) throw new AppError('CONFLICT', `${ADMIN_MESSAGES.skuExists}; nothing was imported`);
    throw error;
  }
  await deps.catalogueChanges.changed();
  return { report: reportOf(candidates, { created: values.length, updated: updates.length }), refused: false };
}
