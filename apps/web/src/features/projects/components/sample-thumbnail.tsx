import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

type SampleThumbnailProps = {
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
};

/** A lazy sample picture with explicit dimensions, and a quiet placeholder when it is missing or broken. */
export function SampleThumbnail({ src, alt, size = 400, className }: SampleThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-surface text-subtle', className)}>
        <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
        {alt ? <span className="sr-only">{alt} (no image)</span> : null}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('size-full object-cover', className)}
    />
  );
}
