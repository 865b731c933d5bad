import { ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';

type PhotoMatchDialogProps = {
  onClose: () => void;
  /** a swatch was tapped: list the samples nearest this `#RRGGBB` */
  onPick: (hex: string) => void;
};

type Reading =
  | { status: 'idle' }
  | { status: 'reading'; photoUrl: string }
  | { status: 'done'; photoUrl: string; colours: string[] }
  | { status: 'failed'; photoUrl: string | null; message: 'photo.notImage' | 'photo.failed' | 'photo.loadFailed' };

/**
 * Match from a photo (issue 17): the visitor picks or takes a photo, its five main colours are found on the device (no
 * upload), and a tap on one lists the samples closest to it. Loaded with its colour library when first opened.
 */
export function PhotoMatchDialog({ onClose, onPick }: PhotoMatchDialogProps) {
  const id = useId();
  const t = useT('discovery');
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // the photo being read: a newer choice makes an older reading's answer moot
  const latest = useRef(0);

  const photoUrl = reading.status === 'idle' ? null : reading.photoUrl;
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const read = async (file: File) => {
    const turn = ++latest.current;
    if (!file.type.startsWith('image/')) {
      setReading({ status: 'failed', photoUrl: null, message: 'photo.notImage' });
      return;
    }
    const url = URL.createObjectURL(file);
    setReading({ status: 'reading', photoUrl: url });
    let photoColours: typeof import('./photo-colours').photoColours;
    try {
      ({ photoColours } = await import('./photo-colours'));
    } catch {
      if (turn === latest.current) setReading({ status: 'failed', photoUrl: url, message: 'photo.loadFailed' });
      return;
    }
    try {
      const colours = await photoColours(file);
      if (turn !== latest.current) return;
      setReading(
        colours.length
          ? { status: 'done', photoUrl: url, colours }
          : { status: 'failed', photoUrl: url, message: 'photo.failed' },
      );
    } catch {
      if (turn === latest.current) setReading({ status: 'failed', photoUrl: null, message: 'photo.failed' });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('photo.title')}
      description={t('photo.privacy')}
    >
      <input
        ref={input}
        id={`${id}-photo`}
        type="file"
        accept="image/*"
        capture="environment"
        // reached through the button below, which names it
        tabIndex={-1}
        aria-label={t('photo.choose')}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // the same photo chosen again still reads
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <button
        type="button"
        data-autofocus
        onClick={() => input.current?.click()}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-full border border-ink bg-ink px-5 text-sm font-medium text-white hover:bg-ink-soft"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {t(reading.status === 'idle' ? 'photo.choose' : 'photo.another')}
      </button>

      {photoUrl && (
        <img
          src={photoUrl}
          alt={t('photo.thumbnailAlt')}
          className="mx-auto mt-5 max-h-48 w-auto max-w-full rounded-lg object-contain ring-1 ring-line"
        />
      )}

      <div aria-live="polite" className="mt-5">
        {reading.status === 'reading' && (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('photo.reading')}
          </p>
        )}
        {reading.status === 'failed' && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {t(reading.message)}
          </p>
        )}
        {reading.status === 'done' && (
          <div>
            <h3 id={`${id}-swatches`} className="text-sm font-semibold text-ink">
              {t('photo.swatches')}
            </h3>
            <p className="mt-1 text-xs text-muted">{t('photo.tapHint')}</p>
            <ul aria-labelledby={`${id}-swatches`} className="mt-3 grid grid-cols-5 gap-2 sm:gap-3">
              {reading.colours.map((hex) => (
                <li key={hex}>
                  <button
                    type="button"
                    data-swatch={hex}
                    onClick={() => onPick(hex)}
                    aria-label={t('photo.swatch', { hex })}
                    className="group flex w-full flex-col items-center gap-1.5 rounded-lg p-1 hover:bg-surface"
                  >
                    <span
                      aria-hidden="true"
                      className="aspect-square w-full max-w-16 rounded-full ring-1 ring-black/15 transition-transform group-hover:scale-105"
                      style={{ backgroundColor: hex }}
                    />
                    <span aria-hidden="true" className="font-mono text-[11px] text-muted">
                      {hex}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Modal>
  );
}
