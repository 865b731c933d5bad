import type { TPicture } from '@samplebank/contracts/catalogue';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Picture } from '../../../components/ui/picture';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type SampleThumbnailProps = {
  src: string | null | undefined;
  /** the image in modern formats and a few widths, when the server made them: the browser takes the width it shows */
  picture?: TPicture | null;
  /** how wide the thumbnail is shown (the `sizes` attribute), for the browser's choice among the picture's widths */
  sizes?: string;
  alt: string;
  size?: number;
  className?: string;
};

/** A lazy sample picture with explicit dimensions, and a quiet placeholder when it is missing or broken. */
export function SampleThumbnail({ src, picture, sizes, alt, size = 400, className }: SampleThumbnailProps) {
  const t = useT('projects');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = picture?.src ?? src;
  if (!shown || failedSrc === shown) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-surface text-subtle', className)}>
        <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
        {alt ? (
          <span className="sr-only">
            {t.rich('sample.noImage', { name: alt, item: (chunks) => <span translate="no">{chunks}</span> })}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <Picture
      src={shown}
      picture={picture}
      sizes={sizes ?? `${size / 2}px`}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailedSrc(shown)}
      className={cn('size-full object-cover', className)}
    />
  );
}
