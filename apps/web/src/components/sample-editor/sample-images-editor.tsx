import { ChevronLeft, ChevronRight, ImagePlus, LoaderCircle, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { IconButton } from '../ui/icon-button';
import { IMAGE_ACCEPT, storedImageUrl, useImageUpload } from './use-image-upload';

export type SampleImage = { key: string; url: string; alt?: string };

const MAX_IMAGES = 12;

/** A sample's images in order: upload several, move them, remove them; the first one is the main image. */
export function SampleImagesEditor({
  images,
  onChange,
  hasMainImage = true,
  note,
}: {
  images: SampleImage[];
  onChange: (images: SampleImage[]) => void;
  /** a sample's first image is its main one; a collage or carousel only has an order */
  hasMainImage?: boolean;
  note?: string;
}) {
  const t = useT('adminCatalogue');
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const imageUpload = useImageUpload();

  const upload = async (files: File[]) => {
    const room = MAX_IMAGES - images.length;
    if (files.length > room) toast.error(t('images.tooMany', { max: MAX_IMAGES }));
    const chosen = files.slice(0, Math.max(0, room));
    setUploading(chosen.length);
    const added: SampleImage[] = [];
    for (const file of chosen) {
      const result = await imageUpload.upload(file);
      if (result.status === 'uploaded') added.push({ key: result.slot.key, url: storedImageUrl(result.slot) });
      else if (result.status === 'refused')
        toast.error(t('images.fileProblem', { file: file.name, problem: result.message }));
      else if (result.status === 'cancelled') {
        // cancelling the one under way stops the files after it too
        setUploading(0);
        break;
      } else if (result.status === 'failed') {
        toast.error(
          result.error instanceof ApiError
            ? t('images.fileProblem', { file: file.name, problem: result.error.message })
            : t('images.fileFailed', { file: file.name }),
        );
      }
      setUploading((count) => count - 1);
    }
    if (added.length) onChange([...images, ...added]);
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    if (image) next.splice(to, 0, image);
    onChange(next);
  };

  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('images.label')}>
        {images.map((image, index) => (
          <li
            key={image.key}
            className={cn(
              'group relative overflow-hidden rounded-xl border bg-canvas',
              hasMainImage && index === 0 ? 'border-ink ring-1 ring-ink' : 'border-line',
            )}
          >
            <img
              src={image.url}
              alt={image.alt ?? t('images.alt', { number: index + 1 })}
              className="aspect-square w-full object-cover"
            />
            {hasMainImage && index === 0 && (
              <span className="absolute top-2 left-2 rounded-full bg-ink px-2 py-0.5 text-[11px] font-semibold text-white">
                {t('images.main')}
              </span>
            )}
            <div className="flex items-center justify-between gap-1 border-t border-line bg-white p-1">
              <IconButton
                compact
                label={t('images.earlier', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ChevronLeft className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={t('images.makeMain', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, 0)}
              >
                <Star className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={t('images.later', { number: index + 1 })}
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ChevronRight className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={t('images.remove', { number: index + 1 })}
                danger
                onClick={() => onChange(images.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" />
              </IconButton>
            </div>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => {
          // the files go one after another: the first placeholder is the one under way, with its progress
          const current = index === 0 && imageUpload.state.status === 'uploading' ? imageUpload.state : null;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while files upload
              key={`uploading-${index}`}
              className="flex aspect-square flex-col items-center justify-center gap-2 rounded-xl border border-line bg-canvas p-3 text-center"
            >
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted" />
              {current ? (
                <>
                  <span className="w-full truncate text-xs text-muted" translate="no">
                    {current.filename}
                  </span>
                  <progress
                    max={100}
                    value={current.progress}
                    aria-label={t('images.uploadingFile', { file: current.filename, percent: current.progress })}
                    className="h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand"
                  />
                  <button
                    type="button"
                    onClick={imageUpload.cancel}
                    className="rounded-full px-2 py-0.5 text-xs font-medium text-ink underline-offset-2 hover:underline focus-visible:outline-2"
                  >
                    {t('images.cancelUpload')}
                  </button>
                </>
              ) : (
                <span className="text-xs text-muted">{t('images.waiting')}</span>
              )}
            </li>
          );
        })}
        {images.length + uploading < MAX_IMAGES && (
          <li>
            <label
              htmlFor={id}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong bg-canvas text-sm text-muted transition-colors hover:border-ink hover:text-ink"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {t('images.add')}
            </label>
            <input
              id={id}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              aria-label={t('images.upload')}
              className="sr-only"
              onChange={(event) => {
                void upload(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-muted">{note ?? t('images.note')}</p>
    </div>
  );
}
