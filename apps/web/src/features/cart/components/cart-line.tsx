import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, type TCartResponse } from '@samplebank/contracts/cart';
import { formatRinggit } from '@samplebank/domain/format';
import { ImageOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFacetLabel } from '../../../lib/facet-label';
import { useT } from '../../../lib/i18n';

export type CartLineItem = TCartResponse['samples'][number];

const QUANTITIES = Array.from(
  { length: CART_MAX_QUANTITY - CART_MIN_QUANTITY + 1 },
  (_, index) => CART_MIN_QUANTITY + index,
);

type CartLineProps = {
  line: CartLineItem;
  showPrice: boolean;
  isBusy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

function Attribute({
  label,
  value,
  isName = false,
}: {
  label: string;
  value: string | number | null | undefined;
  /** the brand's own words (a material): left as written on a Malay page */
  isName?: boolean;
}) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted">{label}</dt>
      <dd translate={isName ? 'no' : undefined} className="font-medium text-ink">
        {value}
      </dd>
    </div>
  );
}

/** One sample in the cart: image, name, material, usage, style, a 1-5 quantity and Remove. */
export function CartLine({ line, showPrice, isBusy, onQuantityChange, onRemove }: CartLineProps) {
  const t = useT('cart');
  // a usage or style we know is named in the page's language, any other as the catalogue has it
  const facetLabel = useFacetLabel();
  const facet = (value: string | null | undefined) => (value ? facetLabel(value) : value);
  const sample = line.sampleId;
  const quantityId = useId();
  const image = sample.mainImageUrl ?? sample.imageUrls[0];
  return (
    <li className={cn('flex gap-4 py-5 transition-opacity first:pt-0 last:pb-0', isBusy && 'opacity-60')}>
      <Link
        to={paths.sampleDetails.to(sample._id)}
        tabIndex={-1}
        aria-hidden="true"
        className="size-24 shrink-0 overflow-hidden rounded-xl bg-surface sm:size-28"
      >
        {image ? (
          <Picture
            src={image}
            picture={sample.mainPicture}
            sizes="(min-width: 640px) 112px, 96px"
            alt=""
            width={112}
            height={112}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-subtle">
            <ImageOff className="size-6" />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <p translate="no" className="text-xs font-medium tracking-wide text-muted uppercase">
            {sample.manufacturerId.name}
          </p>
          <h3 translate="no" className="mt-0.5 font-semibold text-ink">
            <Link to={paths.sampleDetails.to(sample._id)} className="hover:underline">
              {sample.name}
            </Link>
          </h3>
          <dl className="mt-2 flex flex-col gap-y-1 text-xs sm:flex-row sm:flex-wrap sm:gap-x-4">
            <Attribute label={t('line.material')} value={sample.specifications.material} isName />
            <Attribute label={t('line.usage')} value={facet(sample.space.usage)} />
            <Attribute label={t('line.style')} value={facet(sample.space.architectural)} />
          </dl>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end sm:justify-between">
          {showPrice ? (
            <p className="text-sm font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatRinggit(sample.price * line.quantity)}
            </p>
          ) : null}
          <div className="flex items-center gap-2">
            <label htmlFor={quantityId} className="sr-only">
              {t('line.quantityOf', { name: sample.name })}
            </label>
            <select
              id={quantityId}
              value={line.quantity}
              disabled={isBusy}
              onChange={(event) => onQuantityChange(Number(event.target.value))}
              className="h-9 cursor-pointer rounded-lg border border-line-strong bg-white pr-7 pl-3 text-sm font-medium text-ink hover:border-ink disabled:cursor-wait"
            >
              {QUANTITIES.map((quantity) => (
                <option key={quantity} value={quantity}>
                  {t('line.quantityOption', { quantity })}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={onRemove}
              disabled={isBusy}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:pointer-events-none"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.rich('line.remove', {
                name: sample.name,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
