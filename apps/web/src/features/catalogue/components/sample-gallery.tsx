import type { TPicture } from '@samplebank/contracts/catalogue';
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { SampleImage } from './sample-image';

// the lightbox's code (zoom, gestures) is fetched when a photo is first opened, not with the page
const SampleLightbox = lazy(() => import('./sample-lightbox').then((module) => ({ default: module.SampleLightbox })));

/**
 * How wide the main photo is shown: the phone's row of photos (85% of the screen) and the desktop's main photo (half
 * the page) say the same, so both ask for one file, and the page preloads only that one.
 */
const HERO_SIZES = '(min-width: 1408px) 640px, (min-width: 768px) 46vw, 85vw';

export type GalleryPhoto = { url: string; alt?: string | undefined; picture?: TPicture | null | undefined };

type SampleGalleryProps = { name: string; photos: GalleryPhoto[] };

/**
 * A sample's photos: a row to swipe on a phone, the main photo and its thumbnails on a desktop. A photo opens full
 * screen to zoom into (a click, a tap, Enter).
 */
export function SampleGallery({ name, photos }: SampleGalleryProps) {
  const t = useT('sample');
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const shown = photos[selected];
  const count = photos.length;
  const photoAlt = (index: number) => (count > 1 ? t('gallery.photoAlt', { name, index: index + 1, count }) : name);
  const zoomLabel = (index: number) => t('gallery.zoomInto', { photo: photos[index]?.alt ?? photoAlt(index) });
  const zoomButton = 'group relative block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-ink';
  const zoomHint = (
    <span className="pointer-events-none absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm opacity-80 group-hover:opacity-100">
      <Maximize2 aria-hidden="true" className="size-4" />
    </span>
  );
  return (
    <div>
      {/* phone: swipe through the photos */}
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 md:hidden">
        {(count ? photos : [null]).map((photo, index) => {
          const image = (
            <SampleImage
              src={photo?.url}
              picture={photo?.picture}
              // the first photo is the desktop's main one too: the same sizes make it one file on any screen
              sizes={index === 0 ? HERO_SIZES : '(min-width: 768px) 1px, 85vw'}
              alt={photoAlt(index)}
              priority={index === 0}
              // the next photo peeks in beside the first: it waits for it
              fetchPriority={index === 0 ? undefined : 'low'}
              width={800}
              height={800}
            />
          );
          return (
            <li
              key={photo?.url ?? 'none'}
              className="aspect-square w-[85%] shrink-0 snap-center overflow-hidden rounded-xl bg-surface"
            >
              {photo ? (
                <button
                  type="button"
                  className={zoomButton}
                  translate="no"
                  aria-label={zoomLabel(index)}
                  onClick={() => setOpened(index)}
                >
                  {image}
                  {zoomHint}
                </button>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {/* desktop: the main photo and its thumbnails */}
      <div className="hidden aspect-square overflow-hidden rounded-xl bg-surface md:block">
        {shown ? (
          <button
            type="button"
            className={zoomButton}
            translate="no"
            aria-label={zoomLabel(selected)}
            onClick={() => setOpened(selected)}
          >
            <SampleImage
              src={shown.url}
              picture={shown.picture}
              // hidden on a phone, where it asks for the same file as the first photo of the row shown instead
              sizes={HERO_SIZES}
              alt={name}
              priority
              width={800}
              height={800}
            />
            {zoomHint}
          </button>
        ) : (
          <SampleImage src={undefined} alt={name} sizes={HERO_SIZES} width={800} height={800} />
        )}
      </div>
      {count > 1 && (
        <ul className="mt-4 hidden grid-cols-5 gap-3 md:grid">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('gallery.showImage', { index: index + 1, count })}
                aria-pressed={index === selected}
                className={cn(
                  'aspect-square w-full overflow-hidden rounded-md ring-2 ring-offset-2',
                  index === selected ? 'ring-ink' : 'ring-transparent hover:ring-line-strong',
                )}
              >
                <SampleImage src={photo.url} picture={photo.picture} sizes="120px" alt="" width={120} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened !== null ? (
        <Suspense fallback={null}>
          <SampleLightbox
            title={name}
            photos={photos.map((photo, index) => ({ ...photo, alt: photo.alt ?? photoAlt(index) }))}
            index={opened}
            onIndexChange={(index) => {
              setOpened(index);
              setSelected(index);
            }}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
