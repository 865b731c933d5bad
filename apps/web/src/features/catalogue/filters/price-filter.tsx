import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { PRICE_RANGE } from '../constants';
import { applyMaxInput, applyMinInput, type PriceRange } from './price-rules';

// the slider's library (7 KB) loads when a pointer or the keyboard reaches the price filter (a finger's touch is a
// pointer too), not with the listing's first page; the boxes work from the start, and the slider is drawn in place
// meanwhile. (Where it first shows is no guide: the filters above it fill in after the page has loaded.)
const PriceSlider = lazy(() => import('./price-slider').then((module) => ({ default: module.PriceSlider })));

/** The slider as it will look, thumbs where the range is, until its library has loaded. */
function SliderPlaceholder({ value }: { value: PriceRange }) {
  // where a price sits on the track, 0 to 1
  const share = (price: number) => (price - PRICE_RANGE.min) / (PRICE_RANGE.max - PRICE_RANGE.min);
  return (
    <div aria-hidden="true" className="relative mt-5 mb-1 flex h-5 items-center">
      <div className="relative h-1 grow rounded-full bg-line">
        <div
          className="absolute h-full rounded-full bg-ink"
          style={{ left: `${share(value[0]) * 100}%`, right: `${(1 - share(value[1])) * 100}%` }}
        />
      </div>
      {value.map((price, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs, always in this order
          key={index}
          className="absolute size-5 rounded-full border-2 border-ink bg-white shadow-card"
          // as the slider keeps a thumb inside the track: its left edge from 0 to the track's width less its own
          style={{ left: `calc(${share(price) * 100}% - ${share(price) * 1.25}rem)` }}
        />
      ))}
    </div>
  );
}

type PriceFilterProps = { value: PriceRange; onChange: (range: PriceRange) => void };

/** Two price boxes and a range slider, RM 0 to 1000 in steps of 10 (spec §5). */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const id = useId();
  const t = useT('catalogue');
  const [minText, setMinText] = useState(String(value[0]));
  const [maxText, setMaxText] = useState(String(value[1]));
  const [isNear, setIsNear] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = area.current;
    if (isNear || !element) return;
    const near = () => setIsNear(true);
    element.addEventListener('focusin', near);
    element.addEventListener('pointerenter', near);
    return () => {
      element.removeEventListener('focusin', near);
      element.removeEventListener('pointerenter', near);
    };
  }, [isNear]);

  useEffect(() => {
    setMinText(String(value[0]));
    setMaxText(String(value[1]));
  }, [value]);

  // non-numeric characters never reach the box
  const acceptDigits = (text: string, set: (text: string) => void) => {
    if (/^\d*(\.\d{0,2})?$/.test(text)) set(text);
  };

  const commitMin = () => {
    const next = applyMinInput(value, minText);
    setMinText(String(next[0]));
    if (next[0] !== value[0]) onChange(next);
  };
  const commitMax = () => {
    const next = applyMaxInput(value, maxText);
    setMaxText(String(next[1]));
    if (next[1] !== value[1]) onChange(next);
  };
  return (
    <div ref={area}>
      <div className="flex items-center gap-2">
        <PriceInput
          id={`${id}-min`}
          label={t('filters.minPriceInput')}
          value={minText}
          onChange={(text) => acceptDigits(text, setMinText)}
          onCommit={commitMin}
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <PriceInput
          id={`${id}-max`}
          label={t('filters.maxPriceInput')}
          value={maxText}
          onChange={(text) => acceptDigits(text, setMaxText)}
          onCommit={commitMax}
        />
      </div>
      {isNear ? (
        <Suspense fallback={<SliderPlaceholder value={value} />}>
          <PriceSlider value={value} onChange={onChange} />
        </Suspense>
      ) : (
        <SliderPlaceholder value={value} />
      )}
    </div>
  );
}

type PriceInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** on blur and on Enter */
  onCommit: () => void;
};

/** One end of the price range: a ringgit amount typed in, applied when the field is left or Enter is pressed. */
function PriceInput({ id, label, value, onChange, onCommit }: PriceInputProps) {
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs text-muted"
      >
        {/* i18n-ignore: the ringgit's symbol, the same in both languages */}
        RM
      </span>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit();
          }
        }}
        className="h-10 w-full rounded-md border border-line-strong bg-white pr-2 pl-9 text-sm text-ink tabular-nums focus-visible:border-ink focus-visible:outline-none"
      />
    </div>
  );
}
