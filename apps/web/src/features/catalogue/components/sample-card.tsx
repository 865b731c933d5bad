import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { colourName } from '@samplebank/domain/colour-families';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { SamplePrice } from '../../../components/sample-price';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import { CompareToggle } from '../compare/compare-toggle';
import { SAMPLE_GRID_SIZES } from './sample-grid';
import { SampleImage } from './sample-image';

type SampleCardProps = {
  sample: TSampleSummary;
  /** The card is in the first row: its image loads eagerly. */
  priority?: boolean;
  /** How wide the card is shown (the image's `sizes`): the grid's, by default the full-width grid's. */
  imageSizes?: string;
  /** The heading level that fits the page the card sits in. */
  headingLevel?: 'h2' | 'h3';
  /** A control over the image's corner, such as the wishlist heart. */
  action?: ReactNode;
  /** With no stock the card asks for the sample instead of opening it (spec §2). */
  onRequestSample?: (sample: TSampleSummary) => void;
  /** A colour match's asked colour: the card shows its own colour beside it and how close it is (issue 17). */
  nearColor?: string | null;
};

// a colour match's closeness, with its words, only on the cards of a colour match
const ColourCloseness = lazy(() =>
  import('./colour-closeness').then(
    (module) => ({ default: module.ColourCloseness }),
    // a closeness that cannot be fetched is left out
    () => ({ default: () => null }),
  ),
);

const coverStyles =
  'outline-none after:absolute after:inset-0 after:-m-2 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand';

export function SampleCard({
  sample,
  priority = false,
  imageSizes = SAMPLE_GRID_SIZES.wide,
  headingLevel: Heading = 'h3',
  action,
  onRequestSample,
  nearColor,
}: SampleCardProps) {
  const t = useT('catalogue');
  const locale = useLocale();
  // a sample its brand no longer offers, which a wishlist keeps (issue 18): marked, never asked for or sold
  const isUnavailable = sample.status !== undefined;
  const isOutOfStock = sample.stock <= 0 || isUnavailable;
  const asksForSample = isOutOfStock && !isUnavailable && Boolean(onRequestSample);
  const material = sample.specifications.material;
  const brand = sample.manufacturerId;

  return (
    <article
      className="group relative flex flex-col"
      data-out-of-stock={isOutOfStock || undefined}
      data-unavailable={isUnavailable || undefined}
    >
      <div className="relative aspect-square overflow-hidden rounded-lg bg-surface">
        <SampleImage
          src={sample.imageUrls[0] ?? sample.mainImageUrl}
          picture={sample.mainPicture}
          sizes={imageSizes}
          alt={sample.name}
          priority={priority}
          className={cn(
            'transition duration-500 ease-out group-hover:scale-[1.03]',
            isOutOfStock && 'opacity-60 grayscale',
          )}
        />
        {isOutOfStock && (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">
            {isUnavailable ? t('card.noLongerAvailable') : t('card.outOfStock')}
          </span>
        )}
        {asksForSample && (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-ink/70 p-4 text-center text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          >
            <span className="text-sm font-semibold">{t('card.outOfStock')}</span>
            <span className="text-xs text-on-dark">{t('card.clickToRequest')}</span>
          </div>
        )}
      </div>
      {action && <div className="absolute top-2.5 right-2.5 z-20">{action}</div>}

      <div className="mt-3 flex flex-1 flex-col gap-1">
        <Link
          to={paths.samples.to({ manufacturer: brand._id })}
          translate="no"
          className="relative z-10 self-start text-xs font-semibold tracking-wider text-muted uppercase hover:text-brand"
        >
          {brand.name}
        </Link>
        <Heading className={cn('line-clamp-2 text-sm font-medium', isOutOfStock ? 'text-muted' : 'text-ink')}>
          {asksForSample ? (
            <button
              type="button"
              onClick={() => onRequestSample?.(sample)}
              className={cn(coverStyles, 'cursor-pointer text-left')}
            >
              <span translate="no">{sample.name}</span>
              <span className="sr-only"> {t('card.requestHint')}</span>
            </button>
          ) : (
            <Link to={paths.sampleDetails.to(sample._id)} translate="no" className={coverStyles}>
              {sample.name}
            </Link>
          )}
        </Heading>
        {material !== undefined && (
          <p translate="no" className="text-sm text-muted">
            {material}
          </p>
        )}
        {nearColor && sample.colorDistance !== undefined && (
          <Suspense fallback={null}>
            <ColourCloseness colorHex={sample.color.colorHex} nearColor={nearColor} distance={sample.colorDistance} />
          </Suspense>
        )}
        {/* the words a visitor or member reads in place of the price are longer: the colour then takes the next line */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
          <SamplePrice
            price={sample.price}
            className="text-sm font-semibold"
            priceClassName={cn('whitespace-nowrap', isOutOfStock ? 'text-muted' : 'text-ink')}
            freeClassName={isOutOfStock ? 'text-muted' : 'text-success'}
          />
          {sample.color.colorHex && (
            <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full ring-1 ring-black/15"
                style={{ backgroundColor: sample.color.colorHex }}
              />
              <span translate={sample.color.label ? 'no' : undefined} className="truncate">
                {sample.color.label ? colourName(sample.color.label, locale) : t('card.colour')}
              </span>
            </span>
          )}
        </div>
        <CompareToggle
          sample={{ _id: sample._id, name: sample.name, imageUrl: sample.mainPicture?.src ?? sample.mainImageUrl }}
          className="self-start"
        />
      </div>
    </article>
  );
}
