// i18n: not yet translated (issue 16)
import type { TAdminCategoryNode } from '@samplebank/contracts/admin-catalogue';
import { FolderInput, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { flattenCategories } from '../lib/category-tree';
import type { CategoryEditing } from './category-dialog';

type CategoryTreeListProps = {
  tree: TAdminCategoryNode[];
  onEdit: (editing: CategoryEditing) => void;
  onDelete: (node: TAdminCategoryNode) => void;
};

/** The category tree, one row per category with its sample count and its actions; only an empty one can go. */
export function CategoryTreeList({ tree, onEdit, onDelete }: CategoryTreeListProps) {
  return (
    <ul aria-label="Category tree">
      {flattenCategories(tree).map(({ node, depth }) => {
        const isEmpty = node.totalSampleCount === 0 && node.children.length === 0;
        return (
          <li
            key={node._id}
            // on a phone the indent is narrower and the actions wrap under a long name instead of leaving the screen
            className="group flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line py-2.5 pr-4 pl-[calc(1rem+var(--depth)*0.75rem)] last:border-b-0 hover:bg-canvas sm:pl-[calc(1rem+var(--depth)*1.75rem)]"
            style={{ '--depth': depth } as CSSProperties}
          >
            <FolderTree aria-hidden="true" className={depth ? 'size-4 text-subtle' : 'size-4 text-ink'} />
            <span className={depth ? 'flex-1 text-sm text-ink' : 'flex-1 text-sm font-semibold text-ink'}>
              {node.name}
            </span>
            <span className="shrink-0 whitespace-nowrap text-xs text-muted tabular-nums">
              {node.totalSampleCount} {node.totalSampleCount === 1 ? 'sample' : 'samples'}
            </span>
            <span className="ml-auto flex shrink-0 gap-0.5 opacity-100 lg:opacity-40 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
              <RowAction
                label={`Add a category under ${node.name}`}
                onClick={() => onEdit({ mode: 'add', parent: node })}
              >
                <Plus className="size-4" />
              </RowAction>
              <RowAction label={`Rename ${node.name}`} onClick={() => onEdit({ mode: 'rename', node })}>
                <Pencil className="size-4" />
              </RowAction>
              <RowAction label={`Move ${node.name}`} onClick={() => onEdit({ mode: 'move', node })}>
                <FolderInput className="size-4" />
              </RowAction>
              <RowAction
                label={isEmpty ? `Delete ${node.name}` : `${node.name} is not empty and cannot be deleted`}
                disabled={!isEmpty}
                danger
                onClick={() => onDelete(node)}
              >
                <Trash2 className="size-4" />
              </RowAction>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function RowAction({
  label,
  children,
  disabled,
  danger,
  onClick,
}: {
  label: string;
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={
        danger
          ? 'flex size-8 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger disabled:opacity-30 disabled:hover:bg-transparent'
          : 'flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink'
      }
    >
      {children}
    </button>
  );
}
