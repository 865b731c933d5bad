import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { sampleImageUrl } from '../sample-image-url';
import { SampleThumbnail } from './sample-thumbnail';

type BoardSampleCardProps = {
  sample: TSampleSummary;
  /** shown to owners and editors: the remove icon, on hover or focus (always on touch screens) */
  onRemove?: (sample: TSampleSummary) => void;
  /** under the name: where the sample stands with the client (issue 19) */
  badge?: ReactNode;
  /** under the name, outside the link: the board's own controls for the sample (its comments) */
  footer?: ReactNode;
  className?: string;
};

/** A sample on a board: its picture, brand and name, linking to its details. */
export function BoardSampleCard({ sample, onRemove, badge, footer, className }: BoardSampleCardProps) {
  const t = useT('projects');
  // a sample its brand no longer offers stays on the board, marked (issue 18); a withdrawn draft has no page to open
  const isUnavailable = sample.status !== undefined;
  const Frame = sample.status === 'draft' ? 'div' : Link;
  return (
    <article className={cn('group relative', className)} data-unavailable={isUnavailable || undefined}>
      <Frame to={paths.sampleDetails.to(sample._id)} className="block rounded-xl">
        <div className="relative aspect-square overflow-hidden rounded-xl bg-surface ring-1 ring-line">
          {isUnavailable && (
            <span className="absolute top-2 left-2 z-10 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">
              {t('sample.noLongerAvailable')}
            </span>
          )}
          <SampleThumbnail
            src={sampleImageUrl(sample)}
            picture={sample.mainPicture}
            // a board's row (160-192 px) or its page's grid: two columns on a phone up to five on a wide screen
            sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt={sample.name}
            className={cn(
              'transition-transform duration-300 group-hover:scale-[1.04]',
              isUnavailable && 'opacity-60 grayscale',
            )}
          />
        </div>
        <p translate="no" className="mt-2.5 truncate text-xs font-medium tracking-wider text-muted uppercase">
          {sample.manufacturerId.name}
        </p>
        <h3
          translate="no"
          className="mt-0.5 line-clamp-2 text-sm font-medium text-ink group-hover:underline group-hover:underline-offset-2"
        >
          {sample.name}
        </h3>
        {badge ? <div className="mt-1.5">{badge}</div> : null}
      </Frame>
      {footer}
      {onRemove ? (
        <button
          type="button"
          onClick={() => onRemove(sample)}
          aria-label={t('sample.removeFromBoard', { name: sample.name })}
          title={t('sample.removeFromBoardShort')}
          className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-white/95 text-ink shadow-raised ring-1 ring-line transition-opacity hover:bg-danger hover:text-white focus-visible:opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </article>
  );
}
