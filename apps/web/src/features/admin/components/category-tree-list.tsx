import type { TAdminCategoryNode } from '@samplebank/contracts/admin-catalogue';
import { FolderInput, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CSSProperties } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { flattenCategories } from '../../../lib/category-tree';
import { useT } from '../../../lib/i18n';
import type { CategoryEditing } from './category-dialog';

type CategoryTreeListProps = {
  tree: TAdminCategoryNode[];
  onEdit: (editing: CategoryEditing) => void;
  onDelete: (node: TAdminCategoryNode) => void;
};

/** The category tree, one row per category with its sample count and its actions; only an empty one can go. */
export function CategoryTreeList({ tree, onEdit, onDelete }: CategoryTreeListProps) {
  const t = useT('adminCatalogue');
  return (
    <ul aria-label={t('categoryTree.label')}>
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
              <span lang="en" translate="no">
                {node.name}
              </span>
              {/* the name /ms pages show, or a quiet note that they show the English one */}
              {node.nameMs ? (
                <span lang="ms" className="ml-2 font-normal text-muted">
                  {node.nameMs}
                </span>
              ) : (
                <span className="ml-2 text-xs font-normal text-subtle italic">{t('categoryTree.noMalayName')}</span>
              )}
              {/* what the CSV import's category column may name it by, besides its path */}
              <code className="mt-0.5 block font-mono text-xs font-normal wrap-anywhere text-subtle" translate="no">
                {node.slug}
              </code>
            </span>
            <span className="shrink-0 whitespace-nowrap text-xs text-muted tabular-nums">
              {t('categoryTree.sampleCount', { count: node.totalSampleCount })}
            </span>
            <span className="ml-auto flex shrink-0 gap-0.5 opacity-100 lg:opacity-40 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
              <IconButton
                compact
                label={t('categoryTree.add', { name: node.name })}
                onClick={() => onEdit({ mode: 'add', parent: node })}
              >
                <Plus className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={t('categoryTree.rename', { name: node.name })}
                onClick={() => onEdit({ mode: 'rename', node })}
              >
                <Pencil className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={t('categoryTree.move', { name: node.name })}
                onClick={() => onEdit({ mode: 'move', node })}
              >
                <FolderInput className="size-4" />
              </IconButton>
              <IconButton
                compact
                label={
                  isEmpty
                    ? t('categoryTree.delete', { name: node.name })
                    : t('categoryTree.notEmpty', { name: node.name })
                }
                disabled={!isEmpty}
                danger
                onClick={() => onDelete(node)}
              >
                <Trash2 className="size-4" />
              </IconButton>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
