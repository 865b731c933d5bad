import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<T extends string> = {
  value: T;
  label: ReactNode;
  /** a number shown in a badge after the label, e.g. how many orders the tab holds */
  count?: number;
};

type TabsProps<T extends string> = {
  /** names the tab list for screen readers, e.g. 'Order status' */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** the selected tab's panel */
  children: ReactNode;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
};

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A tab list and the selected tab's panel (the WAI-ARIA tabs pattern): one tab stop for the whole list, Left and
 * Right move between tabs (wrapping round), Home and End go to the first and last; a tab is selected as it gets
 * focus. Only the selected panel is rendered: the panels here show data that is loaded for the tab chosen.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className,
  listClassName,
  panelClassName,
}: TabsProps<T>) {
  const baseId = useId();
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    tabElements.current[next]?.focus();
    if (tab.value !== value) onChange(tab.value);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn('flex gap-1 overflow-x-auto border-b border-line', listClassName)}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabElements.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                // the focus ring sits inside the tab: the list scrolls sideways, which clips anything drawn outside it
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:-outline-offset-2 sm:px-4',
                isSelected ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <>
                  {' '}
                  <span
                    className={cn(
                      'min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
                      isSelected ? 'bg-ink text-white' : 'bg-surface text-muted',
                    )}
                  >
                    {tab.count}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
