import { Camera, X } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { lazyPart } from './lazy-part';
import { parseHexColor } from './listing-state';

// the photo's dialog, its words and its colour library load when the button is first used, never with the listing
const PhotoMatchDialog = lazyPart(
  () => import('./photo-match-dialog').then((module) => module.PhotoMatchDialog),
  ['discovery'],
);

type ColourMatchProps = {
  /** the colour asked for, `#RRGGBB`, or null */
  value: string | null;
  onChange: (nearColor: string | null) => void;
};

/**
 * The colour a listing matches (issue 17): a colour well, a hex code field and a photo's colours. The listing then
 * shows samples of a similar colour, the closest first; the named colour filter stays beside it.
 */
export function ColourMatch({ value, onChange }: ColourMatchProps) {
  const id = useId();
  const t = useT('discovery');
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isPhotoOpen, setIsPhotoOpen] = useState(false);

  // the colour changed elsewhere (the well, a photo, a chip, Back): the field shows it
  useEffect(() => {
    setText(value ?? '');
    setError(null);
  }, [value]);

  const applyText = () => {
    if (!text.trim()) {
      setError(null);
      if (value) onChange(null);
      return;
    }
    const hex = parseHexColor(text);
    if (!hex) {
      setError(t('colourMatch.invalidHex'));
      return;
    }
    setError(null);
    setText(hex);
    if (hex !== value) onChange(hex);
  };

  return (
    <div>
      <p className="text-xs text-muted">{t('colourMatch.hint')}</p>
      <form
        noValidate
        className="mt-3 flex items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          applyText();
        }}
      >
        <label className="relative size-10 shrink-0 cursor-pointer overflow-hidden rounded-md ring-1 ring-line-strong focus-within:ring-2 focus-within:ring-ink">
          <span className="sr-only">{t('colourMatch.well')}</span>
          <input
            type="color"
            value={(value ?? '#C8B89A').toLowerCase()}
            onChange={(event) => {
              const hex = parseHexColor(event.target.value);
              if (hex) onChange(hex);
            }}
            className="absolute -inset-2 size-14 cursor-pointer border-0 p-0"
          />
        </label>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-hex`} className="sr-only">
            {t('colourMatch.hexLabel')}
          </label>
          <input
            id={`${id}-hex`}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={7}
            // i18n-ignore: a hex code reads the same in every language
            placeholder="#C8B89A"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hex-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onBlur={() => {
              if (text.trim() && text.trim().toUpperCase() !== value) applyText();
            }}
            className="h-10 w-full rounded-md border border-line-strong bg-white px-3 font-mono text-sm text-ink uppercase placeholder:text-subtle placeholder:normal-case focus-visible:border-ink focus-visible:outline-none aria-invalid:border-danger"
          />
        </div>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-md border border-ink bg-ink px-3 text-sm font-medium text-white hover:bg-ink-soft"
        >
          {t('colourMatch.apply')}
        </button>
      </form>
      {error && (
        <p id={`${id}-hex-error`} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      )}
      {value && (
        <div className="mt-3 flex items-center gap-2 rounded-md bg-surface px-2.5 py-2 text-sm text-ink">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full ring-1 ring-black/15"
            style={{ backgroundColor: value }}
          />
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{t('colourMatch.active', { hex: value })}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('colourMatch.clear')}
            title={t('colourMatch.clear')}
            className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={() => setIsPhotoOpen(true)}
        className="mt-3 flex h-10 w-full items-center justify-center gap-2 rounded-md border border-line-strong bg-white px-3 text-sm font-medium text-ink hover:border-ink"
      >
        <Camera aria-hidden="true" className="size-4" />
        {t('photo.open')}
      </button>
      {isPhotoOpen && (
        <Suspense fallback={null}>
          <PhotoMatchDialog
            onClose={() => setIsPhotoOpen(false)}
            onPick={(hex) => {
              setIsPhotoOpen(false);
              onChange(hex);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
