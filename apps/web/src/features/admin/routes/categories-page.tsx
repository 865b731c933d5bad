import type { TAdminCategoryNode } from '@samplebank/contracts/admin-catalogue';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdminCategories, useCategoryChanges } from '../catalogue-api';
import { CategoryDialog, type CategoryEditing } from '../components/category-dialog';
import { CategoryTreeList } from '../components/category-tree-list';
import { PageHeader } from '../components/page-header';

const failed = (error: unknown, fallback: string) => toast.error(error instanceof ApiError ? error.message : fallback);

/** /admin/categories: the category tree; add, rename, move, and delete a category that is empty. */
export function CategoriesPage() {
  const t = useT('adminCatalogue');
  const categories = useAdminCategories();
  const changes = useCategoryChanges();
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategoryNode | null>(null);

  return (
    <div>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button variant="dark" size="sm" onClick={() => setEditing({ mode: 'add', parent: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('categories.newTopLevel')}
          </Button>
        }
      />
      {categories.isError && <ErrorMessage>{t('categories.loadFailed')}</ErrorMessage>}
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
          onSave={({ name, nameMs, parentId }) => {
            const done = (message: string) => () => {
              toast.success(message);
              setEditing(null);
            };
            if (editing.mode === 'add')
              changes.create.mutate(
                { name, nameMs: nameMs || null, parentId: editing.parent?._id ?? null },
                {
                  onSuccess: done(t('categories.added', { name })),
                  onError: (error) => failed(error, t('categories.addFailed')),
                },
              );
            else
              changes.update.mutate(
                editing.mode === 'rename'
                  ? { categoryId: editing.node._id, name, nameMs: nameMs || null }
                  : { categoryId: editing.node._id, parentId: parentId || null },
                {
                  onSuccess: done(
                    editing.mode === 'rename'
                      ? t('categories.renamed')
                      : t('categories.moved', { name: editing.node.name }),
                  ),
                  onError: (error) => failed(error, t('categories.saveFailed')),
                },
              );
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('categories.deleteTitle', { name: deleting.name }) : t('categories.deleteTitleUnnamed')}
        description={t('categories.deleteDescription')}
        confirmLabel={t('categories.deleteConfirm')}
        isPending={changes.remove.isPending}
        onConfirm={() =>
          deleting &&
          changes.remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('categories.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => failed(error, t('categories.deleteFailed')),
          })
        }
      />
    </div>
  );
}
