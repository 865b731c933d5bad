import type { TCertificationInput } from '@samplebank/contracts/admin-sample-specs';
import type { TSampleCertification } from '@samplebank/contracts/catalogue';
import { CERTIFICATION_SCHEMES, type TCertificationScheme } from '@samplebank/contracts/material-specs';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { inputStyles } from '../ui/form-field';

/** A certificate as the editor holds it: every field text, the expiry blank when it does not expire. */
export type CertificationRow = { scheme: TCertificationScheme | ''; certificateNumber: string; expiresOn: string };
/** What the server or the schema said of a row's fields, by row. */
export type CertificationProblems = Map<number, Partial<Record<keyof CertificationRow, string>>>;

/** A sample's certificates as editable rows. */
export function rowsFromCertifications(certifications: readonly TSampleCertification[] = []): CertificationRow[] {
  return certifications.map(({ scheme, certificateNumber, expiresOn }) => ({
    scheme,
    certificateNumber,
    expiresOn: expiresOn ?? '',
  }));
}

/** The rows as a save sends them: a blank expiry is none; the schema checks the rest. */
export function certificationsFromRows(rows: readonly CertificationRow[]): TCertificationInput[] {
  return rows.map((row) => ({
    scheme: row.scheme as TCertificationScheme,
    certificateNumber: row.certificateNumber,
    expiresOn: row.expiresOn || null,
  }));
}

/**
 * The problems of `certifications.<row>.<field>` keys (a zod issue's path, or an error response's `fields`), by row;
 * a problem of the whole list is under row -1.
 */
export function certificationProblemsOf(entries: Iterable<[string, string]>): CertificationProblems {
  const problems: CertificationProblems = new Map();
  for (const [path, message] of entries) {
    const match = /^certifications(?:\.(\d+)(?:\.(scheme|certificateNumber|expiresOn))?)?$/.exec(path);
    if (!match) continue;
    const row = match[1] === undefined ? -1 : Number(match[1]);
    const field = (match[2] ?? 'scheme') as keyof CertificationRow;
    problems.set(row, { ...problems.get(row), [field]: problems.get(row)?.[field] ?? message });
  }
  return problems;
}

/** Today in Malaysia, YYYY-MM-DD: a certificate whose last day is before it has expired. */
function malaysiaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

type CertificationsEditorProps = {
  rows: CertificationRow[];
  onChange: (rows: CertificationRow[]) => void;
  problems?: CertificationProblems;
};

/**
 * A sample's certificates: one row a scheme (a scheme already listed is not offered again), its number and its last
 * valid day; an expiry in the past is kept and said to count for nothing. Every control is a native one, named for
 * its row, so the editor is used with the keyboard and a screen reader alike.
 */
export function CertificationsEditor({ rows, onChange, problems = new Map() }: CertificationsEditorProps) {
  const t = useT('adminCatalogue');
  const specs = useT('specs');
  const id = useId();
  const today = malaysiaToday();
  const used = new Set(rows.map((row) => row.scheme));
  const update = (index: number, change: Partial<CertificationRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const nextScheme = CERTIFICATION_SCHEMES.find((scheme) => !used.has(scheme));
  const listProblem = problems.get(-1)?.scheme;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">{specs('certifications')}</legend>
      {rows.length === 0 && <p className="text-sm text-muted">{t('sampleSpecs.noCertificates')}</p>}
      {rows.map((row, index) => {
        const position = index + 1;
        const rowProblems = problems.get(index) ?? {};
        const isExpired = Boolean(row.expiresOn) && row.expiresOn < today;
        const describe = (field: keyof CertificationRow) =>
          rowProblems[field] ? `${id}-${index}-${field}` : undefined;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a scheme can be changed to another
            key={index}
            className="rounded-xl border border-line p-3"
          >
            {/* on a phone the remove button sits beside the scheme; the keyboard still reaches it last */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_minmax(0,10rem)_auto] sm:items-start">
              <div>
                <select
                  aria-label={t('sampleSpecs.schemeLabel', { position })}
                  aria-invalid={rowProblems.scheme ? true : undefined}
                  aria-describedby={describe('scheme')}
                  value={row.scheme}
                  onChange={(event) => update(index, { scheme: event.target.value as TCertificationScheme })}
                  className={cn(inputStyles, 'h-10 cursor-pointer pr-8')}
                >
                  <option value="">{t('sampleSpecs.chooseScheme')}</option>
                  {CERTIFICATION_SCHEMES.map((scheme) => (
                    <option key={scheme} value={scheme} disabled={scheme !== row.scheme && used.has(scheme)}>
                      {specs(`scheme.${scheme}`)}
                    </option>
                  ))}
                </select>
                {rowProblems.scheme && (
                  <p id={`${id}-${index}-scheme`} className="mt-1 text-xs text-danger">
                    {rowProblems.scheme}
                  </p>
                )}
              </div>
              <div className="order-3 col-span-2 sm:order-none sm:col-span-1">
                <input
                  aria-label={t('sampleSpecs.numberLabel', { position })}
                  aria-invalid={rowProblems.certificateNumber ? true : undefined}
                  aria-describedby={describe('certificateNumber')}
                  value={row.certificateNumber}
                  maxLength={80}
                  placeholder={t('sampleSpecs.numberPlaceholder')}
                  onChange={(event) => update(index, { certificateNumber: event.target.value })}
                  className={cn(inputStyles, 'h-10')}
                />
                {rowProblems.certificateNumber && (
                  <p id={`${id}-${index}-certificateNumber`} className="mt-1 text-xs text-danger">
                    {rowProblems.certificateNumber}
                  </p>
                )}
              </div>
              <div className="order-4 col-span-2 sm:order-none sm:col-span-1">
                <input
                  type="date"
                  aria-label={t('sampleSpecs.expiryLabel', { position })}
                  aria-invalid={rowProblems.expiresOn ? true : undefined}
                  aria-describedby={describe('expiresOn') ?? `${id}-${index}-expiry-hint`}
                  value={row.expiresOn}
                  onChange={(event) => update(index, { expiresOn: event.target.value })}
                  className={cn(inputStyles, 'h-10')}
                />
                {rowProblems.expiresOn ? (
                  <p id={`${id}-${index}-expiresOn`} className="mt-1 text-xs text-danger">
                    {rowProblems.expiresOn}
                  </p>
                ) : (
                  <p
                    id={`${id}-${index}-expiry-hint`}
                    className={cn('mt-1 text-xs', isExpired ? 'font-medium text-warning' : 'text-muted')}
                  >
                    {isExpired
                      ? t('sampleSpecs.expiredHint')
                      : row.expiresOn
                        ? t('sampleSpecs.expiryHint')
                        : t('sampleSpecs.noExpiryHint')}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-label={t('sampleSpecs.removeCertificate', {
                  position,
                  scheme: row.scheme ? specs(`scheme.${row.scheme}`) : '',
                })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                className="order-2 flex size-10 shrink-0 items-center justify-center justify-self-end rounded-lg sm:order-none text-muted transition-colors hover:bg-danger-soft hover:text-danger"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        );
      })}
      {listProblem && <p className="text-sm text-danger">{listProblem}</p>}
      <button
        type="button"
        disabled={!nextScheme}
        onClick={() => onChange([...rows, { scheme: '', certificateNumber: '', expiresOn: '' }])}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand transition-colors hover:bg-brand-soft disabled:opacity-50"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('sampleSpecs.addCertificate')}
      </button>
    </fieldset>
  );
}
