import * as Dialog from '@radix-ui/react-dialog';
import type { TPicture } from '@samplebank/contracts/catalogue';
import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useT } from '../../../lib/i18n';
import { FITTED, MAX_SCALE, type Point, panBy, pinch, type Size, toggleZoom, type ZoomView, zoomAt } from './zoom-view';

export type LightboxPhoto = { url: string; alt: string; picture?: TPicture | null | undefined };

type SampleLightboxProps = {
  /** the sample's name: the dialog's title */
  title: string;
  photos: LightboxPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

// a second tap this soon and this near the first is a double tap
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
// a pointer that moved further than this was dragging, not clicking
const CLICK_SLOP_PX = 6;

/**
 * A sample's photos full screen: the largest picture, zoomed by a pinch, a double tap, the wheel, a click or the
 * + and - keys, moved by dragging; the arrows go from photo to photo; Escape or the close button closes it.
 */
export function SampleLightbox({ title, photos, index, onIndexChange, onClose }: SampleLightboxProps) {
  const t = useT('catalogue');
  const sample = useT('sample');
  const returnFocus = useReturnFocus();
  const photo = photos[index] ?? photos[0];
  const [view, setView] = useState<ZoomView>(FITTED);
  const frameRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{
    pinch?: { start: ZoomView; from: Point; distance: number };
    last?: Point;
    moved: number;
    lastTap?: { at: number; point: Point };
  }>({ moved: 0 });
  const viewRef = useRef(view);
  viewRef.current = view;

  const frame = (): Size => ({
    width: frameRef.current?.clientWidth ?? 1,
    height: frameRef.current?.clientHeight ?? 1,
  });
  const pointIn = (clientX: number, clientY: number): Point => {
    const box = frameRef.current?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  };
  const centre = (): Point => ({ x: frame().width / 2, y: frame().height / 2 });

  const go = (step: number) => {
    if (photos.length < 2) return;
    setView(FITTED);
    onIndexChange((index + step + photos.length) % photos.length);
  };

  // the wheel zooms the photo rather than scrolling the page behind it, so it needs a listener that may cancel
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      const size = { width: element.clientWidth, height: element.clientHeight };
      setView((current) => zoomAt(current, Math.exp(-event.deltaY * 0.002), at, size));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pointIn(event.clientX, event.clientY));
    const state = gesture.current;
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      state.pinch = {
        start: viewRef.current,
        from: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
        distance: Math.hypot(a.x - b.x, a.y - b.y),
      };
      state.moved = CLICK_SLOP_PX + 1;
    } else {
      state.last = pointIn(event.clientX, event.clientY);
      state.moved = 0;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointIn(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    const state = gesture.current;
    if (state.pinch && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const to = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const { start, from, distance } = state.pinch;
      setView(pinch(start, from, distance, to, Math.hypot(a.x - b.x, a.y - b.y), frame()));
      return;
    }
    if (!state.last) return;
    const dx = point.x - state.last.x;
    const dy = point.y - state.last.y;
    state.moved += Math.abs(dx) + Math.abs(dy);
    state.last = point;
    if (viewRef.current.scale > 1) setView((current) => panBy(current, dx, dy, frame()));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const state = gesture.current;
    if (state.pinch) {
      // the finger left on the glass goes on panning from where it is
      if (pointers.current.size < 2) state.pinch = undefined;
      const rest = [...pointers.current.values()][0];
      state.last = rest;
      return;
    }
    state.last = undefined;
    if (state.moved > CLICK_SLOP_PX) return;
    const point = pointIn(event.clientX, event.clientY);
    if (event.pointerType === 'mouse') {
      setView((current) => toggleZoom(current, point, frame()));
      return;
    }
    const previous = state.lastTap;
    const now = event.timeStamp;
    if (
      previous &&
      now - previous.at < DOUBLE_TAP_MS &&
      Math.hypot(point.x - previous.point.x, point.y - previous.point.y) < DOUBLE_TAP_PX
    ) {
      state.lastTap = undefined;
      setView((current) => toggleZoom(current, point, frame()));
    } else state.lastTap = { at: now, point };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') setView((current) => zoomAt(current, 1.5, centre(), frame()));
    else if (event.key === '-') setView((current) => zoomAt(current, 1 / 1.5, centre(), frame()));
    else if (event.key === '0') setView(FITTED);
    else return;
    event.preventDefault();
  };

  if (!photo) return null;
  const largest = photo.picture?.sources[0];
  const zoomed = view.scale > 1.01;
  const controlClass =
    'flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-[rgb(12_12_14)]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-[100] flex animate-fade-in flex-col bg-[rgb(12_12_14)] outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <div className="min-w-0">
              <Dialog.Title translate="no" className="truncate text-base font-semibold">
                {title}
              </Dialog.Title>
              <p className="truncate text-sm text-white/70" aria-live="polite">
                {photos.length > 1 ? sample('lightbox.photoOf', { index: index + 1, count: photos.length }) : ''}
                <span translate="no">{photo.alt}</span>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <button
                type="button"
                className={controlClass}
                aria-label={sample('lightbox.zoomOut')}
                disabled={!zoomed}
                onClick={() => setView((current) => zoomAt(current, 1 / 1.5, centre(), frame()))}
              >
                <Minus aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                className={controlClass}
                aria-label={sample('lightbox.zoomIn')}
                disabled={view.scale >= MAX_SCALE}
                onClick={() => setView((current) => zoomAt(current, 1.5, centre(), frame()))}
              >
                <Plus aria-hidden="true" className="size-5" />
              </button>
              <Dialog.Close aria-label={t('close')} className={controlClass}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={frameRef}
              data-testid="lightbox-frame"
              data-zoom={view.scale.toFixed(2)}
              className="absolute inset-0 touch-none overflow-hidden select-none"
              style={{ cursor: zoomed ? 'zoom-out' : 'zoom-in' }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <picture className="contents">
                {photo.picture?.sources.map((source) => (
                  <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="1280px" />
                ))}
                <img
                  // the largest picture there is: the photo is there to be looked at closely
                  src={photo.picture?.src ?? photo.url}
                  sizes={largest ? '1280px' : undefined}
                  alt={photo.alt}
                  translate="no"
                  draggable={false}
                  className="size-full origin-top-left object-contain"
                  style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
                />
              </picture>
            </div>
            {photos.length > 1 ? (
              <>
                <button
                  type="button"
                  className={`${controlClass} absolute top-1/2 left-3 -translate-y-1/2`}
                  aria-label={sample('lightbox.previous')}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  className={`${controlClass} absolute top-1/2 right-3 -translate-y-1/2`}
                  aria-label={sample('lightbox.next')}
                  onClick={() => go(1)}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            ) : null}
          </div>
          <p className="px-4 py-3 text-center text-xs text-white/60">{sample('lightbox.hint')}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
