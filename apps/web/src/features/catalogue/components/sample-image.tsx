import type { TPicture } from '@samplebank/contracts/catalogue';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Picture } from '../../../components/ui/picture';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type SampleImageProps = {
  src: string | null | undefined;
  /** The image in modern formats and a few widths, when the server made them; `src` alone otherwise. */
  picture?: TPicture | null;
  alt: string;
  /** How wide the image is shown, for the browser's choice of width (the `sizes` attribute). */
  sizes?: string;
  /** Above the fold: loaded at once and first. */
  priority?: boolean;
  /** 'low' for a picture in view that is not the first (a gallery's next photo): it waits for the others. */
  fetchPriority?: 'low';
  width?: number;
  height?: number;
  className?: string;
};

/**
 * A sample photo with explicit dimensions and a quiet placeholder when it is missing or broken. Its alt text names the
 * sample, a name that stays as written (`translate="no"`).
 */
export function SampleImage({
  src,
  picture,
  alt,
  sizes = '100vw',
  priority = false,
  fetchPriority,
  width = 600,
  height = 600,
  className,
}: SampleImageProps) {
  const t = useT('catalogue');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = picture?.src ?? src;
  if (!shown || failedSrc === shown) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-surface text-subtle', className)}>
        <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
        <span className="sr-only">
          <span translate="no">{alt}</span> {t('image.none')}
        </span>
      </div>
    );
  }
  return (
    // `contents`: the wrapper takes no box, so the picture fills its frame as before
    <span translate="no" className="contents">
      <Picture
        src={shown}
        picture={picture}
        sizes={sizes}
        priority={priority}
        {...(fetchPriority ? { fetchPriority } : {})}
        alt={alt}
        width={width}
        height={height}
        onError={() => setFailedSrc(shown)}
        className={cn('size-full object-cover', className)}
      />
    </span>
  );
}
