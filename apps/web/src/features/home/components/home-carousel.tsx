import type { TPicture } from '@samplebank/contracts/catalogue';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Picture } from '../../../components/ui/picture';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import linen from '../assets/sample-linen.svg';
import marble from '../assets/sample-marble.svg';
import oak from '../assets/sample-oak.svg';
import slate from '../assets/sample-slate.svg';
import terrazzo from '../assets/sample-terrazzo.svg';

/** Five bundled samples, shown when no carousel images are configured (spec §2); `alt` is a message key. */
export const FALLBACK_CAROUSEL_IMAGES: Array<{ url: string; alt: MessageKey<'home'> }> = [
  { url: oak, alt: 'carousel.oak' },
  { url: terrazzo, alt: 'carousel.terrazzo' },
  { url: marble, alt: 'carousel.marble' },
  { url: linen, alt: 'carousel.linen' },
  { url: slate, alt: 'carousel.slate' },
];

const ADVANCE_EVERY_MS = 5000;

function altFromFilename(filename: string) {
  return filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+\d*$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

type CarouselImage = { url: string; originalFilename?: string; picture?: TPicture | null };

/** The home page's image carousel: pausable, with previous and next, and still for reduced-motion users. */
export function HomeCarousel({ images }: { images?: CarouselImage[] }) {
  const t = useT('home');
  const slides =
    images && images.length > 0
      ? images.map((image) => ({
          url: image.url,
          picture: image.picture,
          alt: t('carousel.imageAlt', { name: altFromFilename(image.originalFilename ?? '') }).trim(),
        }))
      : FALLBACK_CAROUSEL_IMAGES.map((slide) => ({ url: slide.url, picture: null, alt: t(slide.alt) }));
  const [index, setIndex] = useState(0);
  // still for reduced-motion users until they press Play; the visitor's own choice wins
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean>();
  const isPaused = pausedByVisitor ?? prefersReducedMotion;
  const [isHovered, setIsHovered] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (isPaused || isHovered || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, isHovered, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <section
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={t('carousel.label')}
      className="container-page py-14 md:py-20"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsHovered(true)}
      onBlur={() => setIsHovered(false)}
    >
      <div className="relative overflow-hidden rounded-2xl bg-surface">
        <div
          className="flex transition-transform duration-700 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={isPaused ? 'polite' : 'off'}
        >
          {slides.map((slide, slideIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks each slide as a group
            <div
              key={slide.url}
              role="group"
              aria-roledescription={t('carousel.roleSlide')}
              aria-label={t('carousel.slideOf', { index: slideIndex + 1, count })}
              aria-hidden={slideIndex !== index}
              className="aspect-[16/9] w-full shrink-0 md:aspect-[16/6]"
            >
              <Picture
                src={slide.url}
                picture={slide.picture}
                sizes="(min-width: 1408px) 1408px, 100vw"
                alt={slide.alt}
                width={1600}
                height={600}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>

        {count > 1 && (
          <div className="absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-white/90 p-1 shadow-card backdrop-blur md:right-5 md:bottom-5">
            <CarouselButton label={t('carousel.previous')} onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
            </CarouselButton>
            <CarouselButton
              label={t(isPaused ? 'carousel.play' : 'carousel.pause')}
              onClick={() => setPausedByVisitor(!isPaused)}
            >
              {isPaused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </CarouselButton>
            <CarouselButton label={t('carousel.next')} onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </CarouselButton>
          </div>
        )}
      </div>
      {count > 1 && (
        <div className="mt-4 flex justify-center gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.url}
              type="button"
              aria-label={t('carousel.showSlide', { index: slideIndex + 1 })}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => setIndex(slideIndex)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={cn(
                  'h-1.5 rounded-full transition-all',
                  slideIndex === index ? 'w-6 bg-ink' : 'w-1.5 bg-line-strong',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface"
    >
      {children}
    </button>
  );
}
