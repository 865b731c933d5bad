import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

type SampleImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Above the fold: loaded at once and first. */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
};

/** A sample photo with explicit dimensions and a quiet placeholder when it is missing or broken. */
export function SampleImage({ src, alt, priority = false, width = 600, height = 600, className }: SampleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-surface text-subtle', className)}>
        <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
        <span className="sr-only">{alt} (no image)</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('size-full object-cover', className)}
    />
  );
}
