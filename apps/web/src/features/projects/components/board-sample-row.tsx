import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { BOARD_SCROLL_STEP_PX } from '../constants';

type BoardSampleRowProps = {
  /** the board whose samples these are: names the row and its arrows for screen readers ("Samples in {board}") */
  boardName: string;
  children: ReactNode;
};

/**
 * A board's samples in one horizontally scrolling row. The arrows and the arrow keys (with the row focused)
 * move it by the spec's 200 px step (§9); an arrow hides when there is nothing more on its side.
 */
export function BoardSampleRow({ boardName, children }: BoardSampleRowProps) {
  const t = useT('projects');
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  // the row's content changes when samples come and go: measure after every render (cheap, and bails out unchanged)
  useEffect(() => measure());

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const element = scroller.current;
    if (element && typeof element.scrollBy === 'function') {
      element.scrollBy({ left: direction * BOARD_SCROLL_STEP_PX, behavior: 'smooth' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollBy(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <div className="relative">
      <ul
        ref={scroller}
        onScroll={measure}
        onKeyDown={onKeyDown}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-label={t('row.label', { board: boardName })}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 [scrollbar-width:thin] focus-visible:outline-offset-4 md:snap-none"
      >
        {children}
      </ul>
      <ScrollButton
        direction="left"
        hidden={edges.start}
        onClick={() => scrollBy(-1)}
        label={t('row.scrollLeft', { board: boardName })}
      />
      <ScrollButton
        direction="right"
        hidden={edges.end}
        onClick={() => scrollBy(1)}
        label={t('row.scrollRight', { board: boardName })}
      />
    </div>
  );
}

function ScrollButton({
  direction,
  hidden,
  onClick,
  label,
}: {
  direction: 'left' | 'right';
  hidden: boolean;
  onClick: () => void;
  label: string;
}) {
  const Icon = direction === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      tabIndex={hidden ? -1 : 0}
      aria-hidden={hidden}
      className={cn(
        'absolute top-[calc(50%-2.5rem)] z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-raised ring-1 ring-line transition-opacity hover:bg-surface sm:flex',
        direction === 'left' ? '-left-4' : '-right-4',
        hidden && 'pointer-events-none opacity-0',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
