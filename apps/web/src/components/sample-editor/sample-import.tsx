import {
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_IMPORT_MAX_BYTES,
  SAMPLE_IMPORT_SPEC_COLUMNS,
  sampleImportTemplate,
  type TSampleImportError,
  type TSampleImportReport,
} from '@samplebank/contracts/admin-catalogue';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '@samplebank/contracts/csv';
import { CERTIFICATION_SCHEMES } from '@samplebank/contracts/material-specs';
import { COLOUR_FAMILIES } from '@samplebank/domain/colour-families';
import { CircleAlert, CircleCheck, Download, FileSpreadsheet } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLocale, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';
import { ErrorMessage } from '../ui/error-message';
import { SelectInput } from '../ui/form-field';
import { Panel } from '../ui/panel';
import { CsvImportPreview } from './csv-import-preview';

// The CSV import of a brand's catalogue, for staff (who choose the brand) and for a brand's own people alike: the
// file read and shown here, checked by the server row by row (a dry run), then imported whole or not at all.

/** A category as the import's category column reads it. */
type ImportCategory = { name: string; slug: string; children: ImportCategory[] };

type Loaded = { name: string; csv: string; records: CsvRecord[] };

/** A category as the import's category column may name it: its full path from the top, or its slug. */
export type CategoryReference = { path: string; slug: string; isLeaf: boolean };

/** Every category of the tree, in its order, each with its full path ("Materials / Flooring / Timber") and slug. */
export function categoryReferences(tree: ImportCategory[], above: string[] = []): CategoryReference[] {
  return tree.flatMap((node) => {
    const path = [...above, node.name];
    return [
      { path: path.join(' / '), slug: node.slug, isLeaf: node.children.length === 0 },
      ...categoryReferences(node.children, path),
    ];
  });
}

/** The template's category: a timber one for its oak row when the catalogue has one, else the first at the bottom. */
export function templateCategory(references: CategoryReference[]): string {
  const leaves = references.filter((reference) => reference.isLeaf);
  return (leaves.find((leaf) => /timber|wood|veneer/i.test(leaf.path)) ?? leaves[0])?.path ?? '';
}

/** /admin/samples/import: a brand's catalogue from a CSV file, checked row by row, imported whole or not at all. */
/** What a check or an import answers: its report, and the message of a refusal (rows with errors, nothing written). */
export type ImportOutcome = { report: TSampleImportReport; message?: string };

/** A refused import's answer: the rows and what is wrong with each (the endpoint's 400). */
function isImportRefusal(
  error: unknown,
): error is ApiError & { body: TSampleImportError & { rows: TSampleImportReport['rows'] } } {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const body = error.body as Partial<TSampleImportError> | undefined;
  return Array.isArray(body?.rows);
}

/**
 * Runs an import call, the back office's or a brand's. A 400 that carries rows is not a failed call but the report
 * that says which rows are wrong (and that nothing was written), so it resolves with that report and its message.
 */
export async function importOutcome(call: () => Promise<TSampleImportReport>): Promise<ImportOutcome> {
  try {
    return { report: await call() };
  } catch (error) {
    if (!isImportRefusal(error)) throw error;
    const { rows, valid, invalid, message } = error.body;
    return { report: { rows, valid: valid ?? 0, invalid: invalid ?? 0, imported: 0, updated: 0 }, message };
  }
}

/** The page's import call as a mutation: a dry run checks, otherwise it writes. */
export type SampleImportCall = {
  mutate: (
    body: { csv: string; dryRun: boolean },
    callbacks: { onSuccess: (outcome: ImportOutcome) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  variables?: { dryRun: boolean };
};

/** The template to download: every column, and one example row that imports as it is. */
export function ImportTemplateLink({ categories }: { categories: ImportCategory[] }) {
  const t = useT('adminCatalogue');
  const template = sampleImportTemplate(templateCategory(categoryReferences(categories)));
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
      download="samplebank-import-template.csv"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line-strong bg-white px-3.5 text-sm font-medium text-ink hover:border-ink"
    >
      <Download aria-hidden="true" className="size-4" />
      {t('import.template')}
    </a>
  );
}

type SampleImportProps = {
  /** the brand the rows go to: staff choose it among `options`; a brand's portal fixes it to its own `id` */
  brand: { options: ReactNode } | { id: string };
  categories: ImportCategory[];
  categoriesFailed: boolean;
  /** the import call, for the brand chosen */
  importSamples: (brandId: string) => SampleImportCall;
  /** where "See the samples" goes once imported */
  samplesLink: (brandId: string) => string;
};

/** The file, the columns it may have, the server's check of every row, and the import once all are right. */
export function SampleImport({ brand, categories, categoriesFailed, importSamples, samplesLink }: SampleImportProps) {
  const t = useT('adminCatalogue');
  const locale = useLocale();
  const id = useId();
  const [brandId, setBrandId] = useState('id' in brand ? brand.id : '');
  const call = importSamples(brandId);
  const [file, setFile] = useState<Loaded | null>(null);
  const [report, setReport] = useState<TSampleImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<{ created: number; updated: number } | null>(null);
  const references = categoryReferences(categories);

  const check = (next: { brandId: string; file: Loaded | null }) => {
    setReport(null);
    setProblem(null);
    setImported(null);
    if (!next.brandId || !next.file) return;
    importSamples(next.brandId).mutate(
      { csv: next.file.csv, dryRun: true },
      {
        onSuccess: ({ report: checked, message }) => {
          setReport(checked);
          if (message) setProblem(message);
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t('import.checkFailed')),
      },
    );
  };

  const load = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > SAMPLE_IMPORT_MAX_BYTES) {
      setProblem(t('import.tooBig'));
      return;
    }
    const csv = await chosen.text();
    let records: CsvRecord[];
    try {
      records = parseCsv(csv);
    } catch (error) {
      // the server reads the file with the same parser, so it would refuse it with the same words
      if (!(error instanceof CsvSyntaxError)) throw error;
      setFile({ name: chosen.name, csv, records: [] });
      setReport(null);
      setProblem(error.message);
      return;
    }
    const loaded = { name: chosen.name, csv, records };
    setFile(loaded);
    check({ brandId, file: loaded });
  };

  const runImport = () => {
    if (!file || !brandId) return;
    call.mutate(
      { csv: file.csv, dryRun: false },
      {
        onSuccess: ({ report: done, message }) => {
          setReport(done);
          if (message) {
            setProblem(message);
            return;
          }
          setImported({ created: done.imported - done.updated, updated: done.updated });
          toast.success(t('import.importedToast', { count: done.imported }));
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t('import.failed')),
      },
    );
  };

  const rowCount = Math.max(0, (file?.records.length ?? 1) - 1);
  // rows that write something: new samples, and the brand's samples a row changes (an unchanged one is left)
  const writable = (report?.rows ?? []).filter(
    (row) => row.errors.length === 0 && (row.action === 'create' || row.changes.length > 0),
  );
  const canImport = Boolean(report && report.invalid === 0 && writable.length > 0 && imported === null);

  return (
    <div>
      <Panel>
        <div
          className={
            'options' in brand
              ? 'grid gap-4 md:grid-cols-[18rem_1fr_auto] md:items-end'
              : 'grid gap-4 md:grid-cols-[1fr_auto] md:items-end'
          }
        >
          {'options' in brand && (
            <div>
              <label htmlFor={`${id}-brand`} className="mb-1.5 block text-sm font-medium text-ink">
                {t('sampleForm.brand')}
              </label>
              <SelectInput
                id={`${id}-brand`}
                value={brandId}
                onChange={(event) => {
                  setBrandId(event.target.value);
                  check({ brandId: event.target.value, file });
                }}
              >
                {brand.options}
              </SelectInput>
            </div>
          )}
          <div>
            <span className="mb-1.5 block text-sm font-medium text-ink">{t('import.file')}</span>
            <label
              htmlFor={`${id}-file`}
              className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-line-strong bg-canvas px-3.5 text-sm text-muted transition-colors hover:border-ink hover:text-ink"
            >
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              {file ? (
                <span className="truncate font-medium text-ink">
                  {t('import.fileRows', { name: file.name, count: rowCount })}
                </span>
              ) : (
                t('import.chooseFile')
              )}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import.file')}
              className="sr-only"
              onChange={(event) => {
                void load(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          <Button variant="dark" disabled={!canImport || call.isPending} onClick={runImport}>
            {call.isPending && call.variables?.dryRun === false
              ? t('import.importing')
              : canImport
                ? t('import.importCount', { count: writable.length })
                : t('import.title')}
          </Button>
        </div>
        <p className="mt-3 text-xs text-muted">
          {t.rich('import.columns', {
            columns: SAMPLE_IMPORT_COLUMNS.join(', '),
            code: (chunks) => (
              <code className="font-mono" translate="no">
                {chunks}
              </code>
            ),
          })}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t.rich('import.specColumns', {
            columns: SAMPLE_IMPORT_SPEC_COLUMNS.join(', '),
            code: (chunks) => (
              <code className="font-mono" translate="no">
                {chunks}
              </code>
            ),
          })}
        </p>
        <details className="mt-3 text-xs text-muted">
          <summary className="cursor-pointer font-medium text-ink">
            {t('import.categoryList', { count: references.length })}
          </summary>
          {categoriesFailed ? (
            <p className="mt-2 text-danger">{t('import.categoriesFailed')}</p>
          ) : (
            // a long tree scrolls in its own box, its header kept in view
            <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-line">
              <table className="w-full text-left" aria-label={t('import.categoryListLabel')}>
                <thead>
                  <tr className="sticky top-0 border-b border-line bg-white text-ink">
                    <th className="px-3 py-1.5 font-medium">{t('import.categoryPath')}</th>
                    <th className="px-3 py-1.5 font-medium">{t('import.categorySlug')}</th>
                  </tr>
                </thead>
                <tbody>
                  {references.map((reference) => (
                    <tr key={reference.slug} className="border-b border-line last:border-b-0">
                      <td className="px-3 py-1" translate="no">
                        {reference.path}
                      </td>
                      <td className="px-3 py-1">
                        <code className="font-mono wrap-anywhere" translate="no">
                          {reference.slug}
                        </code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
        <details className="mt-1 text-xs text-muted">
          <summary className="cursor-pointer font-medium text-ink">
            {t('import.colourList', { count: COLOUR_FAMILIES.length })}
          </summary>
          <p className="mt-2">{t('import.colourListNote')}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('import.colourListLabel')}>
            {COLOUR_FAMILIES.map((family) => (
              <li key={family.label} className="rounded-full border border-line px-2 py-0.5">
                <code className="font-mono text-ink" translate="no">
                  {family.label}
                </code>
                {locale === 'ms' && <span> · {family.ms}</span>}
              </li>
            ))}
          </ul>
        </details>
        <p className="mt-1 text-xs text-muted">
          {t.rich('import.certificationsFormat', {
            schemes: CERTIFICATION_SCHEMES.join(', '),
            code: (chunks) => (
              <code className="font-mono wrap-anywhere" translate="no">
                {chunks}
              </code>
            ),
          })}
        </p>
      </Panel>

      <div className="mt-6 space-y-4">
        {!brandId && file && <p className="text-sm text-muted">{t('import.chooseBrand')}</p>}
        {call.isPending && call.variables?.dryRun && <p className="text-sm text-muted">{t('import.checking')}</p>}
        {imported !== null && (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-xl bg-success-soft px-4 py-3 text-sm text-success"
          >
            <CircleCheck aria-hidden="true" className="size-5" />
            <span className="flex-1 font-medium">
              {imported.updated
                ? t('import.importedWithChanges', imported)
                : t('import.imported', { count: imported.created })}
            </span>
            <ButtonLink to={samplesLink(brandId)} variant="secondary" size="sm">
              {t('import.seeBrandSamples')}
            </ButtonLink>
          </div>
        )}
        {report && imported === null && (
          <div
            role="status"
            className={
              report.invalid
                ? 'flex items-center gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger'
                : 'flex items-center gap-3 rounded-xl bg-success-soft px-4 py-3 text-sm text-success'
            }
          >
            {report.invalid ? (
              <CircleAlert aria-hidden="true" className="size-5" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-5" />
            )}
            <span className="font-medium">
              {report.invalid
                ? t('import.rowsWithErrors', { invalid: report.invalid, total: report.rows.length })
                : writable.length === 0
                  ? t('import.nothingToChange')
                  : t('import.allReady', { count: report.valid })}
            </span>
          </div>
        )}
        {problem && !report?.invalid && <ErrorMessage>{problem}</ErrorMessage>}
        {file && <CsvImportPreview records={file.records} report={report ?? undefined} />}
      </div>
    </div>
  );
}
