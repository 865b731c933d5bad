import type { TPicture } from '@samplebank/contracts/catalogue';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { cn } from '../../../lib/cn';

type SampleImageProps = {
  src: string | null | undefined;
  /** The image in modern formats and a few widths, when the server made them; `src` alone otherwise. */
  picture?: TPicture | null;
  alt: string;
  /** How wide the image is shown, for the browser's choice of width (the `sizes` attribute). */
  sizes?: string;
  /** Above the fold: loaded at once and first. */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
};

/** A sample photo with explicit dimensions and a quiet placeholder when it is missing or broken. */
export function SampleImage({
  src,
  picture,
  alt,
  sizes = '100vw',
  priority = false,
  width = 600,
  height = 600,
  className,
}: SampleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = picture?.src ?? src;
  const webp = picture?.sources.find((source) => source.type === 'image/webp');
  // React preloads a plain <img> on its own but not one inside <picture>: the page's main image is asked for here,
  // in the document's head, before the browser reaches it
  if (priority && webp) {
    preload(webp.srcSet.split(' ')[0]!, {
      as: 'image',
      imageSrcSet: webp.srcSet,
      imageSizes: sizes,
      type: 'image/webp',
      fetchPriority: 'high',
    });
  }
  if (!shown || failedSrc === shown) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-surface text-subtle', className)}>
        <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
        <span className="sr-only">{alt} (no image)</span>
      </div>
    );
  }
  const image = (
    <img
      src={shown}
      alt={alt}
      width={picture?.width ?? width}
      height={picture?.height ?? height}
      sizes={picture ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(shown)}
      className={cn('size-full object-cover', className)}
    />
  );
  if (!picture) return image;
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
