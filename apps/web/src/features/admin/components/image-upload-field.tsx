import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import {
  IMAGE_ACCEPT,
  storedImageUrl,
  type UploadedImage,
  useImageUpload,
} from '../../../components/sample-editor/use-image-upload';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

type ImageUploadFieldProps = {
  label: string;
  /** what is shown now: an image's address, or null for none */
  previewUrl: string | null;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
  aspect?: 'square' | 'wide';
  hint?: string;
};

/** One image (a logo, a banner, a background): pick a file, it uploads at once and shows. */
export function ImageUploadField({
  label,
  previewUrl,
  onUploaded,
  onRemove,
  aspect = 'square',
  hint,
}: ImageUploadFieldProps) {
  const t = useT('adminCatalogue');
  const id = useId();
  const images = useImageUpload();
  // the field's name inside a sentence ("Upload logo")
  const name = label.toLocaleLowerCase();
  const isUploading = images.state.status === 'uploading';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const result = await images.upload(file);
    if (result.status === 'uploaded') {
      const { slot } = result;
      onUploaded({ key: slot.key, originalFilename: slot.originalFilename, url: storedImageUrl(slot) });
    } else if (result.status === 'refused') {
      toast.error(result.message);
    } else if (result.status === 'failed') {
      toast.error(result.error instanceof ApiError ? result.error.message : t('imageUpload.failed'));
    }
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink">{label}</p>
      <div
        className={cn(
          'relative flex items-center justify-center overflow-hidden rounded-xl border border-dashed border-line-strong bg-canvas',
          aspect === 'square' ? 'size-28' : 'aspect-[3/1] w-full',
        )}
      >
        {previewUrl ? (
          <img src={previewUrl} alt="" className="size-full object-cover" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-6 text-subtle" />
        )}
        {isUploading && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-ink" />
            <span className="sr-only">{t('imageUpload.uploading')}</span>
          </span>
        )}
        {previewUrl && !isUploading && (
          <button
            type="button"
            aria-label={t('imageUpload.remove', { name })}
            onClick={onRemove}
            className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <label
        htmlFor={id}
        className="mt-2 inline-flex h-8 cursor-pointer items-center rounded-full border border-line-strong px-3 text-xs font-medium text-ink transition-colors hover:border-ink"
      >
        {previewUrl ? t('imageUpload.replace', { name }) : t('imageUpload.upload', { name })}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={t('imageUpload.upload', { name })}
        className="sr-only"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  );
}
