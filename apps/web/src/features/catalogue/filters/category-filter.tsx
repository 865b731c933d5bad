import type { TSampleCategory } from '@samplebank/contracts/catalogue';
import { ChevronRight } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSampleCategories } from '../api';
import { useCategoryName } from '../category-name';
import type { CountOf } from './facet-count';
import { CheckboxRow } from './filter-section';

type CategoryFilterProps = {
  selectedIds: string[];
  onToggle: (categoryId: string) => void;
  /** how many samples each category would list (its subcategories' included) */
  countOf?: CountOf;
};

/** The category tree as checkboxes; several may be chosen (spec §4). */
export function CategoryFilter({ selectedIds, onToggle, countOf }: CategoryFilterProps) {
  const t = useT('catalogue');
  const categoriesQuery = useSampleCategories();
  // a hundred checkboxes drawn in slices when the categories arrive, not in one task a phone stalls on
  const categories = useDeferredValue(categoriesQuery.data);

  if (categoriesQuery.isError) {
    return (
      <p className="text-sm text-danger">{t('filters.categoriesError', { message: categoriesQuery.error.message })}</p>
    );
  }
  if (!categories) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('filters.loadingCategories')}
      </p>
    );
  }
  const tree = categories.tree;
  if (tree.length === 0) return <p className="text-sm text-muted">{t('filters.noCategories')}</p>;

  return (
    <ul className="space-y-0.5">
      {tree.map((node) => (
        <CategoryNode
          key={node._id}
          node={node}
          depth={0}
          selectedIds={selectedIds}
          onToggle={onToggle}
          countOf={countOf}
        />
      ))}
    </ul>
  );
}

function containsSelected(node: TSampleCategory, selectedIds: string[]): boolean {
  return node.children.some((child) => selectedIds.includes(child._id) || containsSelected(child, selectedIds));
}

function CategoryNode({
  node,
  depth,
  selectedIds,
  onToggle,
  countOf,
}: CategoryFilterProps & { node: TSampleCategory; depth: number }) {
  const id = useId();
  const t = useT('catalogue');
  const categoryName = useCategoryName();
  const name = categoryName(node);
  const hasChildren = node.children.length > 0;
  // the two top levels start open; deeper branches open when they hold a choice
  const [isExpanded, setIsExpanded] = useState(() => depth === 0 || containsSelected(node, selectedIds));

  return (
    <li>
      <div className="flex items-center gap-1">
        {hasChildren ? (
          <button
            type="button"
            onClick={() => setIsExpanded((expanded) => !expanded)}
            aria-expanded={isExpanded}
            aria-controls={`${id}-children`}
            aria-label={t(isExpanded ? 'filters.collapseCategory' : 'filters.expandCategory', { name })}
            className="flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-surface hover:text-ink"
          >
            <ChevronRight aria-hidden="true" className={cn('size-4 transition-transform', isExpanded && 'rotate-90')} />
          </button>
        ) : (
          <span aria-hidden="true" className="size-6 shrink-0" />
        )}
        <CheckboxRow
          id={`${id}-checkbox`}
          label={name}
          checked={selectedIds.includes(node._id)}
          onChange={() => onToggle(node._id)}
          count={countOf?.('sampleCategoryIds', node._id)}
        />
      </div>
      {hasChildren && (
        <ul id={`${id}-children`} hidden={!isExpanded} className="ml-3 space-y-0.5 border-l border-line pl-2">
          {node.children.map((child) => (
            <CategoryNode
              key={child._id}
              node={child}
              depth={depth + 1}
              selectedIds={selectedIds}
              onToggle={onToggle}
              countOf={countOf}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
