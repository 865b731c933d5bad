import * as Slider from '@radix-ui/react-slider';
import { useT } from '../../../lib/i18n';
import { PRICE_RANGE } from '../constants';
import type { PriceRange } from './price-rules';

const thumbStyles =
  'block size-5 cursor-grab rounded-full border-2 border-ink bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The price range slider: RM 0 to 1000 in steps of 10 (spec §5). */
export function PriceSlider({ value, onChange }: { value: PriceRange; onChange: (range: PriceRange) => void }) {
  const t = useT('catalogue');
  return (
    <Slider.Root
      value={value}
      min={PRICE_RANGE.min}
      max={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onChange([next[0] ?? value[0], next[1] ?? value[1]])}
      className="relative mt-5 mb-1 flex h-5 touch-none items-center select-none"
    >
      <Slider.Track className="relative h-1 grow rounded-full bg-line">
        <Slider.Range className="absolute h-full rounded-full bg-ink" />
      </Slider.Track>
      <Slider.Thumb aria-label={t('filters.minPrice')} className={thumbStyles} />
      <Slider.Thumb aria-label={t('filters.maxPrice')} className={thumbStyles} />
    </Slider.Root>
  );
}
