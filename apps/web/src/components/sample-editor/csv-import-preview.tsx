import type { TSampleImportChange, TSampleImportReport } from '@samplebank/contracts/admin-catalogue';
import type { CsvRecord } from '@samplebank/contracts/csv';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useT } from '../../lib/i18n';

type CsvImportPreviewProps = {
  /** the parsed file, header record first */
  records: CsvRecord[];
  /** the server's check of every row; before it arrives the rows show without a verdict */
  report?: TSampleImportReport;
  /** columns shown at most, to keep the table readable; the rest stay in the file */
  maxColumns?: number;
};

/** The rows of an import file as a table, each with the server's verdict: OK, or the list of its errors. */
export function CsvImportPreview({ records, report, maxColumns = 8 }: CsvImportPreviewProps) {
  const t = useT('adminCatalogue');
  const [header, ...rows] = records;
  if (!header) return null;
  const columns = header.fields.slice(0, maxColumns);
  const checkedByLine = new Map((report?.rows ?? []).map((row) => [row.line, row]));

  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-card">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm" aria-label={t('importPreview.label')}>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line bg-canvas px-3 py-2.5 text-xs font-semibold text-muted">
              {t('importPreview.line')}
            </th>
            {report && (
              <th scope="col" className="border-b border-line bg-canvas px-3 py-2.5 text-xs font-semibold text-muted">
                {t('importPreview.check')}
              </th>
            )}
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat a name; its place is its identity
                key={index}
                scope="col"
                className="border-b border-line bg-canvas px-3 py-2.5 font-mono text-xs font-semibold whitespace-nowrap text-muted"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const checked = checkedByLine.get(row.line);
            const errors = checked?.errors ?? [];
            const hasErrors = errors.length > 0;
            return (
              <tr key={row.line} className={hasErrors ? 'bg-danger-soft/60' : undefined}>
                <td className="border-b border-line px-3 py-2 align-top font-mono text-xs text-muted">{row.line}</td>
                {report && (
                  <td className="border-b border-line px-3 py-2 align-top">
                    {hasErrors ? (
                      <div className="min-w-56">
                        <span className="inline-flex items-center gap-1 text-xs font-semibold text-danger">
                          <CircleAlert aria-hidden="true" className="size-3.5" />
                          {t('importPreview.errors', { count: errors.length })}
                        </span>
                        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-danger">
                          {errors.map((error) => (
                            <li key={error}>{error}</li>
                          ))}
                        </ul>
                      </div>
                    ) : (
                      <div className="min-w-40">
                        <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                          <CircleCheck aria-hidden="true" className="size-3.5" />
                          {t('importPreview.ok')}
                        </span>
                        {checked && <RowAction action={checked.action} changes={checked.changes} />}
                      </div>
                    )}
                  </td>
                )}
                {columns.map((_, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the header's columns
                    key={index}
                    className="max-w-56 truncate border-b border-line px-3 py-2 align-top text-ink"
                    title={row.fields[index]}
                  >
                    {row.fields[index]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What a good row does: adds a sample, changes the brand's sample of its SKU (and what), or leaves it as it is. */
function RowAction({ action, changes }: { action: 'create' | 'update'; changes: TSampleImportChange[] }) {
  const t = useT('adminCatalogue');
  if (action === 'create') return <p className="mt-0.5 text-xs text-muted">{t('importPreview.new')}</p>;
  if (changes.length === 0) return <p className="mt-0.5 text-xs text-muted">{t('importPreview.unchanged')}</p>;
  return (
    <div className="mt-0.5 text-xs text-ink">
      <p className="font-medium">{t('importPreview.changes', { count: changes.length })}</p>
      <ul className="mt-0.5 space-y-0.5">
        {changes.map((change) => (
          <li key={change.field} className="wrap-anywhere">
            <code className="font-mono" translate="no">
              {change.field}
            </code>
            : <span className="text-muted line-through">{change.from || t('importPreview.empty')}</span> →{' '}
            <span className="font-medium">{change.to || t('importPreview.empty')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
