import { type KeyboardEvent, useId } from 'react';
import { cn } from '../../../lib/cn';
import type { OrdersTab } from './orders-list';

const tabs: { id: OrdersTab; label: string }[] = [
  { id: 'active', label: 'Active Orders' },
  { id: 'history', label: 'Order History' },
];

type OrdersTabsProps = {
  selected: OrdersTab;
  counts: Record<OrdersTab, number>;
  onSelect: (tab: OrdersTab) => void;
  /** the id of the tab panel the tabs control */
  panelId: string;
};

/** Active Orders and Order History, each with its count, as an ARIA tab list (arrow keys move between them). */
export function OrdersTabs({ selected, counts, onSelect, panelId }: OrdersTabsProps) {
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = selected === 'active' ? 'history' : 'active';
    onSelect(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Orders" className="flex gap-1 border-b border-line">
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium transition-colors sm:px-4',
              isSelected ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}{' '}
            <span
              className={cn(
                'min-w-6 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                isSelected ? 'bg-ink text-white' : 'bg-surface text-muted',
              )}
            >
              {counts[tab.id]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
