import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { type Translate, useT } from '../../lib/i18n';
import { inputStyles } from '../ui/form-field';

// the two inputs share a row, so neither may take the full width
const rowInput = inputStyles.replace('w-full ', '');

export type KeyValueEntry = { key: string; value: string };

type KeyValueEditorProps = {
  /** what the rows describe, e.g. "Specifications": names the inputs for screen readers */
  label: string;
  entries: KeyValueEntry[];
  onChange: (entries: KeyValueEntry[]) => void;
  keyPlaceholder?: string;
  valuePlaceholder?: string;
  maxEntries?: number;
};

/** What is wrong with a row: a value without a name, or a name used twice (shown through `keyValueProblemText`). */
export type KeyValueProblem = { kind: 'unnamed' } | { kind: 'duplicate'; name: string };

/** The problem of each row (by index): a value without a name, or a name used twice. */
export function keyValueProblems(entries: KeyValueEntry[]): Map<number, KeyValueProblem> {
  const problems = new Map<number, KeyValueProblem>();
  const seen = new Set<string>();
  entries.forEach(({ key, value }, index) => {
    const name = key.trim().toLowerCase();
    if (!name && value.trim()) problems.set(index, { kind: 'unnamed' });
    else if (name && seen.has(name)) problems.set(index, { kind: 'duplicate', name: key.trim() });
    if (name) seen.add(name);
  });
  return problems;
}

/** A row's problem in the page's language. */
export function keyValueProblemText(t: Translate<'adminCatalogue'>, problem: KeyValueProblem): string {
  return problem.kind === 'unnamed' ? t('keyValue.unnamed') : t('keyValue.duplicate', { name: problem.name });
}

/** A record as editable rows, in its key order. */
export function entriesFromRecord(record: Record<string, string | number> | null | undefined): KeyValueEntry[] {
  return Object.entries(record ?? {}).map(([key, value]) => ({ key, value: String(value) }));
}

/** The rows back as a record: blank rows dropped, names and values trimmed, numbers kept as numbers. */
export function recordFromEntries(entries: KeyValueEntry[]): Record<string, string | number> {
  const record: Record<string, string | number> = {};
  for (const { key, value } of entries) {
    const name = key.trim();
    const text = value.trim();
    if (!name) continue;
    record[name] = /^-?\d+(\.\d+)?$/.test(text) && text.length < 16 ? Number(text) : text;
  }
  return record;
}

/** Edits a free key-value map (specifications, logistic): add, change and remove rows; duplicates are flagged. */
export function KeyValueEditor({
  label,
  entries,
  onChange,
  keyPlaceholder,
  valuePlaceholder,
  maxEntries = 30,
}: KeyValueEditorProps) {
  const t = useT('adminCatalogue');
  const id = useId();
  const problems = keyValueProblems(entries);
  const update = (index: number, change: Partial<KeyValueEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));

  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{label}</legend>
      {entries.length === 0 && <p className="text-sm text-muted">{t('keyValue.empty')}</p>}
      {entries.map((entry, index) => {
        const problem = problems.get(index);
        const position = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a name can be edited to anything
          <div key={index}>
            <div className="flex items-start gap-2">
              <input
                aria-label={t('keyValue.nameLabel', { label, position })}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${index}` : undefined}
                value={entry.key}
                maxLength={60}
                placeholder={keyPlaceholder ?? t('keyValue.namePlaceholder')}
                onChange={(event) => update(index, { key: event.target.value })}
                className={cn(rowInput, 'h-10 w-2/5 min-w-0')}
              />
              <input
                aria-label={t('keyValue.valueLabel', { label, position })}
                value={entry.value}
                maxLength={500}
                placeholder={valuePlaceholder ?? t('keyValue.valuePlaceholder')}
                onChange={(event) => update(index, { value: event.target.value })}
                className={cn(rowInput, 'h-10 min-w-0 flex-1')}
              />
              <button
                type="button"
                aria-label={t('keyValue.remove', { label: label.toLocaleLowerCase(), position })}
                onClick={() => onChange(entries.filter((_, at) => at !== index))}
                className="flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-soft hover:text-danger"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            {problem && (
              <p id={`${id}-${index}`} className="mt-1 text-xs text-danger">
                {keyValueProblemText(t, problem)}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        disabled={entries.length >= maxEntries}
        onClick={() => onChange([...entries, { key: '', value: '' }])}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand transition-colors hover:bg-brand-soft disabled:opacity-50"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('keyValue.add', { label: label.toLocaleLowerCase() })}
      </button>
    </fieldset>
  );
}
