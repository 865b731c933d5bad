import { ImageUp, LoaderCircle, Trash2, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { IMAGE_CONTENT_TYPES, useImageUpload } from '../hooks/use-image-upload';
import type { OrganizationFormInput, OrganizationFormOutput } from '../organization-form-schema';

type OrganizationForm = UseFormReturn<OrganizationFormInput, unknown, OrganizationFormOutput>;

type ImageUploadFieldProps = {
  form: OrganizationForm;
  name: 'logo' | 'banner';
  label: string;
  hint: string;
  /** the saved image's address, shown while the field still holds the saved key */
  savedUrl?: string | null;
  savedKey?: string | null;
  onBusyChange: (busy: boolean) => void;
};

/** A logo or banner: pick a JPEG or PNG, watch it upload, see it, replace or remove it. */
export function ImageUploadField({ form, name, label, hint, savedUrl, savedKey, onBusyChange }: ImageUploadFieldProps) {
  const t = useT('organizations');
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const { state, upload, cancel, dismissError } = useImageUpload();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const value = field.value ?? null;
  const isUploading = state.status === 'uploading';
  const preview = value ? (value.key === savedKey ? savedUrl : localPreview) : null;

  useEffect(() => onBusyChange(isUploading), [isUploading, onBusyChange]);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const stored = await upload(file);
      if (!stored) return;
      setLocalPreview(URL.createObjectURL(file));
      field.onChange(stored);
      form.clearErrors(name);
    } catch (error) {
      toast.error(t('image.uploadFailed', { image: name }), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const errorMessage = state.status === 'error' ? state.message : fieldState.error?.message;
  const describedBy = `${id}-hint${errorMessage ? ` ${id}-error` : ''}`;

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label} <span className="font-normal text-muted">{t('image.optional')}</span>
      </legend>
      <div className={cn('flex gap-4', name === 'banner' ? 'flex-col' : 'items-center')}>
        <div
          className={cn(
            'relative flex shrink-0 items-center justify-center overflow-hidden border border-dashed bg-canvas text-subtle',
            name === 'logo' ? 'size-20 rounded-xl' : 'h-24 w-full rounded-xl sm:h-28',
            fieldState.error ? 'border-danger' : 'border-line-strong',
          )}
        >
          {preview ? (
            <img src={preview} alt={t('image.preview', { label })} className="size-full object-cover" />
          ) : value ? (
            <span className="px-2 text-center text-xs">{value.originalFilename}</span>
          ) : (
            <ImageUp aria-hidden="true" className="size-6" />
          )}
          {isUploading && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-ink" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          {isUploading ? (
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-ink">{state.filename}</p>
                <div
                  role="progressbar"
                  aria-label={t('image.uploading', { image: name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={state.progress}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface"
                >
                  <div
                    className="h-full rounded-full bg-brand transition-[width] duration-150"
                    style={{ width: `${state.progress}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-muted">{state.progress}%</p>
              </div>
              <Button variant="ghost" size="icon" onClick={cancel} aria-label={t('image.cancel', { image: name })}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <label
                className={buttonStyles({
                  variant: 'secondary',
                  size: 'sm',
                  className: 'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                })}
              >
                <input
                  type="file"
                  accept={Object.keys(IMAGE_CONTENT_TYPES).join(',')}
                  className="sr-only"
                  onChange={onFile}
                  aria-describedby={describedBy}
                />
                <ImageUp aria-hidden="true" className="size-4" />
                {value ? t('image.replace', { image: name }) : t('image.upload', { image: name })}
              </label>
              {value && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    field.onChange(null);
                    form.clearErrors(name);
                    dismissError();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('image.remove')}
                </Button>
              )}
            </div>
          )}
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
            {value && !isUploading ? t('image.fileHint', { filename: value.originalFilename, hint }) : hint}
          </p>
          {errorMessage && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
              {errorMessage}
            </p>
          )}
          <span role="status" className="sr-only">
            {isUploading ? t('image.uploading', { image: name }) : ''}
          </span>
        </div>
      </div>
    </fieldset>
  );
}
