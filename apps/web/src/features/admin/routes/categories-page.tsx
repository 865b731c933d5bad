// i18n: not yet translated (issue 16)
import type { TAdminCategoryNode } from '@samplebank/contracts/admin-catalogue';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useAdminCategories, useCategoryChanges } from '../catalogue-api';
import { CategoryDialog, type CategoryEditing } from '../components/category-dialog';
import { CategoryTreeList } from '../components/category-tree-list';
import { PageHeader } from '../components/page-header';

const failed = (error: unknown, fallback: string) => toast.error(error instanceof ApiError ? error.message : fallback);

/** /admin/categories: the category tree; add, rename, move, and delete a category that is empty. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const changes = useCategoryChanges();
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategoryNode | null>(null);

  return (
    <div>
      <PageHeader
        title="Categories"
        description="The tree shoppers browse in the Products menu and the listing's filters."
        actions={
          <Button variant="dark" size="sm" onClick={() => setEditing({ mode: 'add', parent: null })}>
            <Plus aria-hidden="true" className="size-4" />
            New top-level category
          </Button>
        }
      />
      {categories.isError && <ErrorMessage>The categories could not be loaded.</ErrorMessage>}
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-card">
        {categories.isPending && (
          <div className="space-y-2 p-4">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-9 w-full" />
            ))}
          </div>
        )}
        <CategoryTreeList tree={categories.data?.tree ?? []} onEdit={setEditing} onDelete={setDeleting} />
      </div>

      {editing && (
        <CategoryDialog
          editing={editing}
          tree={categories.data?.tree ?? []}
          isPending={changes.create.isPending || changes.update.isPending}
          onClose={() => setEditing(null)}
          onSave={(name, parentId) => {
            const done = (message: string) => () => {
              toast.success(message);
              setEditing(null);
            };
            if (editing.mode === 'add')
              changes.create.mutate(
                { name, parentId: editing.parent?._id ?? null },
                {
                  onSuccess: done(`${name} added`),
                  onError: (error) => failed(error, 'The category could not be added'),
                },
              );
            else
              changes.update.mutate(
                editing.mode === 'rename'
                  ? { categoryId: editing.node._id, name }
                  : { categoryId: editing.node._id, parentId: parentId || null },
                {
                  onSuccess: done(editing.mode === 'rename' ? 'Category renamed' : `${editing.node.name} moved`),
                  onError: (error) => failed(error, 'The category could not be saved'),
                },
              );
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'category'}?`}
        description="It has no samples and no subcategories. Links to it stop working."
        confirmLabel="Delete category"
        isPending={changes.remove.isPending}
        onConfirm={() =>
          deleting &&
          changes.remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(`${deleting.name} deleted`);
              setDeleting(null);
            },
            onError: (error) => failed(error, 'The category could not be deleted'),
          })
        }
      />
    </div>
  );
}
