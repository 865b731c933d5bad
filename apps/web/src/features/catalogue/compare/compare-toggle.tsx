import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { type ComparedSample, toggleCompared, useComparedSamples } from './compare-store';

type CompareToggleProps = {
  sample: ComparedSample;
  /** `card`: a small tick under a listing's card; `details`: beside the details page's buttons */
  look?: 'card' | 'details';
  className?: string;
};

/**
 * "Compare": picks the sample for the compare tray (four at most; a fifth is refused and the tray says why). A real
 * checkbox, so it is reached and ticked with the keyboard; it sits above the card's cover link, not in it.
 */
export function CompareToggle({ sample, look = 'card', className }: CompareToggleProps) {
  const t = useT('catalogue');
  const picked = useComparedSamples().some((item) => item._id === sample._id);
  return (
    <label
      className={cn(
        'relative z-10 inline-flex cursor-pointer items-center gap-2 text-ink select-none',
        look === 'card' ? 'min-h-8 text-xs font-medium' : 'min-h-12 text-sm font-medium',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={picked}
        onChange={() => toggleCompared(sample)}
        aria-label={t('compare.toggleLabel', { name: sample.name })}
        className={cn('cursor-pointer accent-ink', look === 'card' ? 'size-4' : 'size-5')}
      />
      <span aria-hidden="true">{t('compare.toggle')}</span>
    </label>
  );
}
