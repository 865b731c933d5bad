import type { TPicture } from '@samplebank/contracts/catalogue';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** what the image shows, or '' when it only decorates */
  alt: string;
  /** the image as stored: shown when the server made no picture of it */
  src: string;
  /** the image in modern formats and a few widths, when the server made them */
  picture?: TPicture | null;
  /** how wide the image is shown, for the browser's choice of width (the `sizes` attribute) */
  sizes: string;
  /** above the fold: asked for at once and first, from the document's head */
  priority?: boolean;
};

/**
 * An image as a `<picture>`: AVIF or WebP by width for the browsers that read them (all current ones), the JPEG or PNG fallback
 * for the rest, and the size that keeps its box before it loads. Without a picture, the stored image as it is.
 */
export function Picture({ src, picture, sizes, priority = false, alt, width, height, ...image }: PictureProps) {
  // React preloads a plain <img> on its own but not one inside <picture>: the page's main image is asked for here, in
  // the best format offered (listed first); a browser that cannot read that type skips the preload
  const best = picture?.sources[0];
  if (priority && best) {
    preload(best.srcSet.split(' ')[0]!, {
      as: 'image',
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      type: best.type,
      fetchPriority: 'high',
    });
  }
  const img = (
    <img
      src={picture?.src ?? src}
      alt={alt}
      width={width ?? picture?.width}
      height={height ?? picture?.height}
      sizes={picture ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...image}
    />
  );
  if (!picture) return img;
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
