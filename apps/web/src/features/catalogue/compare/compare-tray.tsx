import { GitCompareArrows, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { COMPARE_LIMIT, clearCompared, removeCompared, useComparedSamples, useCompareRefusedAt } from './compare-store';

/** How long the tray says why a fifth pick was refused. */
const REFUSAL_SHOWN_MS = 6000;

/**
 * The compare tray: a bar along the bottom of the page with the picked samples (each can be taken off), how many are
 * picked of the four, "Clear" and "Compare (n)", which opens them side by side. On a phone the thumbnails scroll
 * sideways and the buttons keep their place.
 */
export function CompareTray() {
  const t = useT('compare');
  const picked = useComparedSamples();
  const refusal = useRefusalNotice();
  const canCompare = picked.length >= 2;
  const trayRef = useRef<HTMLElement>(null);
  useRoomBelowPage(trayRef);

  return (
    <section
      ref={trayRef}
      aria-label={t('tray.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 shadow-popover backdrop-blur"
      data-testid="compare-tray"
    >
      <p
        role="status"
        className={cn('bg-ink px-4 text-center text-sm text-white transition-[padding]', refusal ? 'py-2' : 'sr-only')}
      >
        {refusal ? t('tray.full', { limit: COMPARE_LIMIT }) : ''}
      </p>
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 sm:flex-nowrap">
        <ul className="flex w-full min-w-0 gap-2 overflow-x-auto sm:w-auto sm:flex-1">
          {picked.map((sample) => (
            <li
              key={sample._id}
              className="flex shrink-0 items-center gap-2 rounded-lg border border-line bg-white py-1 pr-1 pl-1"
            >
              {sample.imageUrl ? (
                <img src={sample.imageUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="size-10 rounded bg-surface" />
              )}
              <span translate="no" className="hidden max-w-32 truncate text-xs font-medium text-ink md:block">
                {sample.name}
              </span>
              <button
                type="button"
                onClick={() => removeCompared(sample._id)}
                aria-label={t('tray.remove', { name: sample.name })}
                className="flex size-8 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <p className="text-xs whitespace-nowrap text-muted">
          {t('tray.count', { count: picked.length, limit: COMPARE_LIMIT })}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <button type="button" onClick={clearCompared} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            {t('tray.clear')}
          </button>
          {canCompare ? (
            <Link
              to={paths.compare.to(picked.map((sample) => sample._id))}
              className={buttonStyles({ variant: 'dark', size: 'sm' })}
            >
              <GitCompareArrows aria-hidden="true" className="size-4" />
              {t('tray.compare', { count: picked.length })}
            </Link>
          ) : (
            <p className="max-w-40 text-xs text-muted">{t('tray.pickAnother')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** Keeps the page's end (the footer's last line) scrollable above the tray, however tall the tray is. */
function useRoomBelowPage(trayRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const tray = trayRef.current;
    if (!tray || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${tray.offsetHeight}px`;
    });
    observer.observe(tray);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [trayRef]);
}

/** Whether a refused fifth pick is being explained: for a few seconds after each refusal. */
function useRefusalNotice(): boolean {
  const refusedAt = useCompareRefusedAt();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // a refusal made on an earlier page, longer ago than that, is not said again
    const left = refusedAt + REFUSAL_SHOWN_MS - Date.now();
    if (!refusedAt || left <= 0) return;
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), left);
    return () => window.clearTimeout(timer);
  }, [refusedAt]);
  return shown;
}
