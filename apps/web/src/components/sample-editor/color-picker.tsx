import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { inputStyles } from '../ui/form-field';

/** A sample's colour as a swatch to pick and a `#RRGGBB` to type. */
export function ColorPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT('adminCatalogue');
  const errorId = useId();
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink">{t('color.hex')}</span>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('color.picker')}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="size-11 cursor-pointer rounded-lg border border-line-strong bg-white p-1"
        />
        <input
          aria-label={t('color.hexLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          placeholder="#A1B2C3" // i18n-ignore: a colour's form, the same in every language
          maxLength={7}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputStyles, 'flex-1 font-mono uppercase')}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
