import type { TInsightsSample } from '@samplebank/contracts/brand-insights';
import { formatNumber } from '@samplebank/domain/format';
import { SAMPLE_EVENT_KINDS } from '@samplebank/domain/insights';
import { ArrowDown, ArrowUp, ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { inputStyles } from '../../../../components/ui/input-styles';
import { Picture } from '../../../../components/ui/picture';
import { cn } from '../../../../lib/cn';
import { useT } from '../../../../lib/i18n';
import { firstDirection, type SampleSortColumn, type SortDirection, sortSamples } from '../../lib/insights';

/** The brand's samples with each kind's count in the period; a column's header sorts by it, a second press turns it. */
export function InsightsSamplesTable({ samples }: { samples: TInsightsSample[] }) {
  const t = useT('brand');
  const [sort, setSort] = useState<Sort>({
    column: 'view',
    direction: 'descending',
  });
  const rows = useMemo(() => sortSamples(samples, sort.column, sort.direction), [samples, sort]);
  const sortBy = (column: SampleSortColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: firstDirection(column) },
    );
  const header = (column: SampleSortColumn, label: string, className?: string) => {
    const active = sort.column === column;
    const Arrow = sort.direction === 'ascending' ? ArrowUp : ArrowDown;
    return (
      <th
        key={column}
        scope="col"
        aria-sort={active ? sort.direction : undefined}
        className={cn('px-3 py-2 font-medium', className)}
      >
        <button
          type="button"
          onClick={() => sortBy(column)}
          aria-label={t('insights.table.sortBy', { column: label })}
          className={cn(
            'inline-flex items-center gap-1 rounded-md py-1 hover:text-ink',
            column !== 'name' && 'flex-row-reverse',
            active && 'text-ink',
          )}
        >
          {label}
          <Arrow aria-hidden="true" className={cn('size-3.5 shrink-0', !active && 'invisible')} />
        </button>
      </th>
    );
  };
  return (
    <>
      <SamplesList rows={rows} sort={sort} onSort={setSort} />
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white sm:block">
        <table className="w-full min-w-[44rem] text-sm">
          <thead className="border-b border-line bg-canvas text-left text-xs text-muted">
            <tr>
              {header('name', t('insights.table.sample'), 'w-[40%]')}
              {SAMPLE_EVENT_KINDS.map((kind) => header(kind, t(`insights.kind.${kind}`), 'text-right'))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((sample) => (
              <tr key={sample._id}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <div className="flex items-center gap-3">
                    <Thumbnail sample={sample} />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{sample.name}</span>
                      <span className="block truncate text-xs text-muted">{sample.sku}</span>
                    </span>
                  </div>
                </th>
                {SAMPLE_EVENT_KINDS.map((kind) => (
                  <td
                    key={kind}
                    className={cn('px-3 py-2 text-right tabular-nums', sample[kind] ? 'text-ink' : 'text-subtle')}
                  >
                    {formatNumber(sample[kind])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

type Sort = { column: SampleSortColumn; direction: SortDirection };

/** A phone's version of the table: a card per sample with its five counts, sorted by a choice above. */
function SamplesList({ rows, sort, onSort }: { rows: TInsightsSample[]; sort: Sort; onSort: (sort: Sort) => void }) {
  const t = useT('brand');
  const columns: SampleSortColumn[] = [...SAMPLE_EVENT_KINDS, 'name'];
  return (
    <div className="sm:hidden">
      <label className="mb-2 flex items-center justify-end gap-2 text-sm text-muted">
        {t('insights.table.sortLabel')}
        <select
          className={`${inputStyles} h-9 w-auto py-0`}
          value={sort.column}
          onChange={(event) => {
            const column = event.target.value as SampleSortColumn;
            onSort({ column, direction: firstDirection(column) });
          }}
        >
          {columns.map((column) => (
            <option key={column} value={column}>
              {column === 'name' ? t('insights.table.sample') : t(`insights.kind.${column}`)}
            </option>
          ))}
        </select>
      </label>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
        {rows.map((sample) => (
          <li key={sample._id} className="px-4 py-3">
            <div className="flex items-center gap-3">
              <Thumbnail sample={sample} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink">{sample.name}</span>
                <span className="block truncate text-xs text-muted">{sample.sku}</span>
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-5 gap-1 text-center">
              {SAMPLE_EVENT_KINDS.map((kind) => (
                <div key={kind} className="flex flex-col rounded-lg bg-canvas px-0.5 py-1.5">
                  <dt className="text-[10px] leading-tight [overflow-wrap:anywhere] text-muted">
                    {t(`insights.short.${kind}`)}
                  </dt>
                  <dd
                    className={cn(
                      'order-first text-sm font-semibold tabular-nums',
                      sample[kind] ? 'text-ink' : 'text-subtle',
                    )}
                  >
                    {formatNumber(sample[kind])}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Thumbnail({ sample }: { sample: TInsightsSample }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
      {sample.imageUrl ? (
        <Picture
          src={sample.imageUrl}
          picture={sample.picture}
          alt=""
          sizes="40px"
          width={40}
          height={40}
          className="size-10 object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="size-4 text-subtle" />
      )}
    </span>
  );
}
