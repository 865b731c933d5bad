import {
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_IMPORT_MAX_BYTES,
  SAMPLE_IMPORT_SPEC_COLUMNS,
  sampleImportTemplate,
  type TAdminCategoryNode,
  type TSampleImportReport,
} from '@samplebank/contracts/admin-catalogue';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '@samplebank/contracts/csv';
import { CERTIFICATION_SCHEMES } from '@samplebank/contracts/material-specs';
import { CircleAlert, CircleCheck, Download, FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectInput } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../admin-paths';
import { useAdminCategories, useImportSamples } from '../catalogue-api';
import { BrandOptions } from '../components/brand-options';
import { CsvImportPreview } from '../components/csv-import-preview';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';

type Loaded = { name: string; csv: string; records: CsvRecord[] };

/** A category as the import's category column may name it: its full path from the top, or its slug. */
export type CategoryReference = { path: string; slug: string; isLeaf: boolean };

/** Every category of the tree, in its order, each with its full path ("Materials / Flooring / Timber") and slug. */
export function categoryReferences(tree: TAdminCategoryNode[], above: string[] = []): CategoryReference[] {
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
export function ImportSamplesPage() {
  const t = useT('adminCatalogue');
  const id = useId();
  const importSamples = useImportSamples();
  const [brandId, setBrandId] = useState('');
  const [file, setFile] = useState<Loaded | null>(null);
  const [report, setReport] = useState<TSampleImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<{ created: number; updated: number } | null>(null);
  const categories = useAdminCategories();
  const references = categoryReferences(categories.data?.tree ?? []);
  const template = sampleImportTemplate(templateCategory(references));

  const check = (next: { brandId: string; file: Loaded | null }) => {
    setReport(null);
    setProblem(null);
    setImported(null);
    if (!next.brandId || !next.file) return;
    importSamples.mutate(
      { brandId: next.brandId, csv: next.file.csv, dryRun: true },
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
    importSamples.mutate(
      { brandId, csv: file.csv, dryRun: false },
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
      <PageHeader
        title={t('import.title')}
        description={t('import.description')}
        back={{ to: adminPaths.samples.to(), label: t('samples.title') }}
        actions={
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
            download="samplebank-import-template.csv"
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line-strong bg-white px-3.5 text-sm font-medium text-ink hover:border-ink"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('import.template')}
          </a>
        }
      />

      <Panel>
        <div className="grid gap-4 md:grid-cols-[18rem_1fr_auto] md:items-end">
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
              <BrandOptions />
            </SelectInput>
          </div>
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
          <Button variant="dark" disabled={!canImport || importSamples.isPending} onClick={runImport}>
            {importSamples.isPending && importSamples.variables?.dryRun === false
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
          {categories.isError ? (
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
        {importSamples.isPending && importSamples.variables?.dryRun && (
          <p className="text-sm text-muted">{t('import.checking')}</p>
        )}
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
            <ButtonLink to={`${adminPaths.samples.to()}?brand=${brandId}`} variant="secondary" size="sm">
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
