import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { applyMaxInput, applyMinInput, type PriceRange } from './price-rules';

// the slider's library loads after the listing's first paint; the boxes work from the start
const PriceSlider = lazy(() => import('./price-slider').then((module) => ({ default: module.PriceSlider })));

function SliderPlaceholder() {
  return (
    <div aria-hidden="true" className="mt-5 mb-1 flex h-5 items-center">
      <div className="h-1 grow rounded-full bg-line" />
    </div>
  );
}

type PriceFilterProps = { value: PriceRange; onChange: (range: PriceRange) => void };

/** Two price boxes and a range slider, RM 0 to 1000 in steps of 10 (spec §5). */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const id = useId();
  const [minText, setMinText] = useState(String(value[0]));
  const [maxText, setMaxText] = useState(String(value[1]));

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
  const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const inputStyles =
    'h-10 w-full rounded-md border border-line-strong bg-white pr-2 pl-9 text-sm text-ink tabular-nums focus-visible:border-ink focus-visible:outline-none';

  return (
    <div>
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-min`} className="sr-only">
            Minimum price (RM)
          </label>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs text-muted"
          >
            RM
          </span>
          <input
            id={`${id}-min`}
            inputMode="decimal"
            value={minText}
            onChange={(event) => acceptDigits(event.target.value, setMinText)}
            onBlur={commitMin}
            onKeyDown={onEnter(commitMin)}
            className={inputStyles}
          />
        </div>
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <div className="relative flex-1">
          <label htmlFor={`${id}-max`} className="sr-only">
            Maximum price (RM)
          </label>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs text-muted"
          >
            RM
          </span>
          <input
            id={`${id}-max`}
            inputMode="decimal"
            value={maxText}
            onChange={(event) => acceptDigits(event.target.value, setMaxText)}
            onBlur={commitMax}
            onKeyDown={onEnter(commitMax)}
            className={inputStyles}
          />
        </div>
      </div>
      <Suspense fallback={<SliderPlaceholder />}>
        <PriceSlider value={value} onChange={onChange} />
      </Suspense>
    </div>
  );
}
