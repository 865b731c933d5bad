// i18n: not yet translated (issue 16)
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

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

/** The problem of each row (by index): a value without a name, or a name used twice. */
export function keyValueProblems(entries: KeyValueEntry[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  entries.forEach(({ key, value }, index) => {
    const name = key.trim().toLowerCase();
    if (!name && value.trim()) problems.set(index, 'Give this value a name');
    else if (name && seen.has(name)) problems.set(index, `"${key.trim()}" is already used`);
    if (name) seen.add(name);
  });
  return problems;
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
  keyPlaceholder = 'Name',
  valuePlaceholder = 'Value',
  maxEntries = 30,
}: KeyValueEditorProps) {
  const id = useId();
  const problems = keyValueProblems(entries);
  const update = (index: number, change: Partial<KeyValueEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));

  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{label}</legend>
      {entries.length === 0 && <p className="text-sm text-muted">No entries yet.</p>}
      {entries.map((entry, index) => {
        const problem = problems.get(index);
        const position = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a name can be edited to anything
          <div key={index}>
            <div className="flex items-start gap-2">
              <input
                aria-label={`${label} name ${position}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${index}` : undefined}
                value={entry.key}
                maxLength={60}
                placeholder={keyPlaceholder}
                onChange={(event) => update(index, { key: event.target.value })}
                className={cn(rowInput, 'h-10 w-2/5 min-w-0')}
              />
              <input
                aria-label={`${label} value ${position}`}
                value={entry.value}
                maxLength={500}
                placeholder={valuePlaceholder}
                onChange={(event) => update(index, { value: event.target.value })}
                className={cn(rowInput, 'h-10 min-w-0 flex-1')}
              />
              <button
                type="button"
                aria-label={`Remove ${label.toLowerCase()} row ${position}`}
                onClick={() => onChange(entries.filter((_, at) => at !== index))}
                className="flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-soft hover:text-danger"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            {problem && (
              <p id={`${id}-${index}`} className="mt-1 text-xs text-danger">
                {problem}
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
        Add {label.toLowerCase()} row
      </button>
    </fieldset>
  );
}
