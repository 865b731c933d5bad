import { zodResolver } from '@hookform/resolvers/zod';
import { type TAdminCategoryNode, ZCreateCategoryRequestSchema } from '@samplebank/contracts/admin-catalogue';
import { FolderInput, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useAdminCategories, useCategoryChanges } from '../catalogue-api';
import { PageHeader } from '../components/page-header';
import { descendantIds, flattenCategories } from '../lib/category-tree';

type Editing =
  | { mode: 'add'; parent: TAdminCategoryNode | null }
  | { mode: 'rename'; node: TAdminCategoryNode }
  | { mode: 'move'; node: TAdminCategoryNode };

// a new or renamed category's name as the API checks it; a move only picks the parent ('' is the top level)
const ZNamedCategoryFormSchema = z.object({ name: ZCreateCategoryRequestSchema.shape.name, parentId: z.string() });
const ZMovedCategoryFormSchema = z.object({ name: z.string(), parentId: z.string() });
type CategoryForm = z.infer<typeof ZMovedCategoryFormSchema>;

const failed = (error: unknown, fallback: string) => toast.error(error instanceof ApiError ? error.message : fallback);

/** /admin/categories: the category tree; add, rename, move, and delete a category that is empty. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const changes = useCategoryChanges();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategoryNode | null>(null);
  const flat = flattenCategories(categories.data?.tree ?? []);

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
        <ul aria-label="Category tree">
          {flat.map(({ node, depth }) => {
            const isEmpty = node.totalSampleCount === 0 && node.children.length === 0;
            return (
              <li
                key={node._id}
                className="group flex items-center gap-3 border-b border-line px-4 py-2.5 last:border-b-0 hover:bg-canvas"
                style={{ paddingLeft: `${1 + depth * 1.75}rem` }}
              >
                <FolderTree aria-hidden="true" className={depth ? 'size-4 text-subtle' : 'size-4 text-ink'} />
                <span className={depth ? 'flex-1 text-sm text-ink' : 'flex-1 text-sm font-semibold text-ink'}>
                  {node.name}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {node.totalSampleCount} {node.totalSampleCount === 1 ? 'sample' : 'samples'}
                </span>
                <span className="flex gap-0.5 opacity-100 lg:opacity-40 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
                  <RowAction
                    label={`Add a category under ${node.name}`}
                    onClick={() => setEditing({ mode: 'add', parent: node })}
                  >
                    <Plus className="size-4" />
                  </RowAction>
                  <RowAction label={`Rename ${node.name}`} onClick={() => setEditing({ mode: 'rename', node })}>
                    <Pencil className="size-4" />
                  </RowAction>
                  <RowAction label={`Move ${node.name}`} onClick={() => setEditing({ mode: 'move', node })}>
                    <FolderInput className="size-4" />
                  </RowAction>
                  <RowAction
                    label={isEmpty ? `Delete ${node.name}` : `${node.name} is not empty and cannot be deleted`}
                    disabled={!isEmpty}
                    danger
                    onClick={() => setDeleting(node)}
                  >
                    <Trash2 className="size-4" />
                  </RowAction>
                </span>
              </li>
            );
          })}
        </ul>
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

function RowAction({
  label,
  children,
  disabled,
  danger,
  onClick,
}: {
  label: string;
  children: React.ReactNode;
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

function CategoryDialog({
  editing,
  tree,
  isPending,
  onClose,
  onSave,
}: {
  editing: Editing;
  tree: TAdminCategoryNode[];
  isPending: boolean;
  onClose: () => void;
  onSave: (name: string, parentId: string) => void;
}) {
  const form = useForm<CategoryForm>({
    resolver: zodResolver(editing.mode === 'move' ? ZMovedCategoryFormSchema : ZNamedCategoryFormSchema),
    defaultValues: {
      name: editing.mode === 'add' ? '' : editing.node.name,
      parentId: editing.mode === 'move' ? (editing.node.parentId ?? '') : '',
    },
  });
  const blocked = editing.mode === 'move' ? descendantIds(editing.node) : new Set<string>();
  const title =
    editing.mode === 'add'
      ? editing.parent
        ? `New category under ${editing.parent.name}`
        : 'New top-level category'
      : editing.mode === 'rename'
        ? `Rename ${editing.node.name}`
        : `Move ${editing.node.name}`;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ name, parentId }) => onSave(name.trim(), parentId))}
      >
        {editing.mode === 'move' ? (
          <FormField label="New parent" required hint="Samples and subcategories move with it; its address stays.">
            {(control) => (
              <SelectInput {...control} {...form.register('parentId')}>
                <option value="">Top level</option>
                {flattenCategories(tree)
                  .filter(({ node }) => !blocked.has(node._id))
                  .map(({ node, path }) => (
                    <option key={node._id} value={node._id}>
                      {path}
                    </option>
                  ))}
              </SelectInput>
            )}
          </FormField>
        ) : (
          <FormField label="Name" required error={form.formState.errors.name?.message}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={120}
                autoFocus
                {...form.register('name', { onChange: () => form.clearErrors('name') })}
              />
            )}
          </FormField>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={isPending}>
            {isPending
              ? 'Saving...'
              : editing.mode === 'add'
                ? 'Add category'
                : editing.mode === 'move'
                  ? 'Move'
                  : 'Rename'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
