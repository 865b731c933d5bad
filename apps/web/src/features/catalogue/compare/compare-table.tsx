import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { X } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { SampleImage } from '../components/sample-image';
import { type CompareCell, type CompareGroup, type CompareRow, useCompareRows } from './compare-rows';

const GROUPS: CompareGroup[] = ['overview', 'specifiers', 'specifications', 'logistic'];

type CompareTableProps = {
  samples: readonly TSampleDetail[];
  /** takes a sample out of the comparison */
  onRemove: (sampleId: string) => void;
};

/**
 * The samples side by side: a column each (picture, brand, name, a button to take it out), a row per value, grouped
 * as the details page groups them; a row whose values differ is highlighted and said to differ, and "Show only
 * differences" hides the others. On a phone the table scrolls sideways under its sticky first column.
 */
export function CompareTable({ samples, onRemove }: CompareTableProps) {
  const t = useT('compare');
  const rows = useCompareRows(samples);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const differing = rows.filter((row) => row.differs).length;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            disabled={samples.length < 2}
            className="size-4 cursor-pointer accent-ink"
          />
          <label htmlFor={toggleId} className="cursor-pointer text-sm font-medium text-ink">
            {t('onlyDifferences')}
          </label>
        </div>
        {samples.length > 1 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('differenceCount', { count: differing })}
          </p>
        )}
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border border-line">
        {/* a phone scrolls the samples sideways, each column wide enough to read, under the sticky labels */}
        <table
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: `${7 + samples.length * 10}rem` }}
        >
          <caption className="sr-only">{t('caption')}</caption>
          <colgroup>
            <col className="w-28 sm:w-48" />
            {samples.map((sample) => (
              <col key={sample._id} />
            ))}
          </colgroup>
          <thead>
            <tr className="align-top">
              <th scope="col" className="sticky left-0 z-10 bg-white p-3 text-left text-xs font-semibold text-muted">
                <span className="sr-only">{t('specification')}</span>
              </th>
              {samples.map((sample) => (
                <th key={sample._id} scope="col" className="p-3 text-left font-normal">
                  <SampleHeader sample={sample} onRemove={onRemove} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GROUPS.map((group) => {
              const groupRows = shown.filter((row) => row.group === group);
              if (groupRows.length === 0) return null;
              return (
                <Fragment key={group}>
                  <tr className="border-t border-line bg-surface">
                    <th
                      scope="colgroup"
                      colSpan={samples.length + 1}
                      className="sticky left-0 px-3 py-2 text-left text-xs font-semibold tracking-wider text-muted uppercase"
                    >
                      {t(`group.${group}`)}
                    </th>
                  </tr>
                  {groupRows.map((row) => (
                    <CompareRowView key={row.key} row={row} />
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {onlyDifferences && differing === 0 && <p className="mt-4 text-sm text-muted">{t('noDifferences')}</p>}
    </div>
  );
}

function SampleHeader({ sample, onRemove }: { sample: TSampleDetail; onRemove: (sampleId: string) => void }) {
  const t = useT('compare');
  const picture = sample.images[0]?.picture ?? sample.mainPicture;
  return (
    <div className="relative">
      <div className="aspect-square overflow-hidden rounded-lg bg-surface">
        <SampleImage
          src={sample.imageUrls[0] ?? sample.mainImageUrl}
          picture={picture}
          sizes="(max-width: 640px) 40vw, 240px"
          alt={sample.name}
        />
      </div>
      <button
        type="button"
        onClick={() => onRemove(sample._id)}
        aria-label={t('remove', { name: sample.name })}
        className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <p translate="no" className="mt-2 text-xs font-semibold tracking-wider text-muted uppercase">
        {sample.manufacturerId.name}
      </p>
      <Link
        to={paths.sampleDetails.to(sample._id)}
        translate="no"
        className="mt-0.5 line-clamp-2 font-medium text-ink hover:text-brand hover:underline"
      >
        {sample.name}
      </Link>
    </div>
  );
}

function CompareRowView({ row }: { row: CompareRow }) {
  const t = useT('compare');
  return (
    <tr
      data-differs={row.differs || undefined}
      className={cn('border-t border-line', row.differs && 'bg-warning-soft')}
    >
      <th
        scope="row"
        className={cn(
          'sticky left-0 z-10 p-3 text-left align-top font-medium text-muted',
          row.differs ? 'bg-warning-soft' : 'bg-white',
        )}
      >
        {row.differs && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-warning" />}
        <span translate={row.labelAsWritten ? 'no' : undefined}>{row.label}</span>
        {row.differs && <span className="sr-only"> {t('differs')}</span>}
      </th>
      {row.cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its sample's column
        <CompareCellView key={index} cell={cell} />
      ))}
    </tr>
  );
}

function CompareCellView({ cell }: { cell: CompareCell }) {
  return (
    <td className={cn('p-3 align-top', cell.quiet ? 'text-muted' : 'text-ink')}>
      <span className="flex items-center gap-2">
        {cell.swatch && (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full ring-1 ring-black/15"
            style={{ backgroundColor: cell.swatch }}
          />
        )}
        <span translate={cell.asWritten ? 'no' : undefined}>{cell.text}</span>
      </span>
    </td>
  );
}
