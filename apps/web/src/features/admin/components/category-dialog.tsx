// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { type TAdminCategoryNode, ZCreateCategoryRequestSchema } from '@samplebank/contracts/admin-catalogue';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { descendantIds, flattenCategories } from '../lib/category-tree';

/** What the category dialog is doing: adding under a parent (or at the top), renaming or moving a category. */
export type CategoryEditing =
  | { mode: 'add'; parent: TAdminCategoryNode | null }
  | { mode: 'rename'; node: TAdminCategoryNode }
  | { mode: 'move'; node: TAdminCategoryNode };

// a new or renamed category's name as the API checks it; a move only picks the parent ('' is the top level)
const ZNamedCategoryFormSchema = z.object({ name: ZCreateCategoryRequestSchema.shape.name, parentId: z.string() });
const ZMovedCategoryFormSchema = z.object({ name: z.string(), parentId: z.string() });
type CategoryForm = z.infer<typeof ZMovedCategoryFormSchema>;

/** Adds, renames or moves a category: a name for the first two, a new parent for a move. */
export function CategoryDialog({
  editing,
  tree,
  isPending,
  onClose,
  onSave,
}: {
  editing: CategoryEditing;
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
