import { zodResolver } from '@hookform/resolvers/zod';
import { type TAdminCategoryNode, ZCreateCategoryRequestSchema } from '@samplebank/contracts/admin-catalogue';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { descendantIds, flattenCategories } from '../../../lib/category-tree';
import { useLocale, useT } from '../../../lib/i18n';

/** What the category dialog is doing: adding under a parent (or at the top), renaming or moving a category. */
export type CategoryEditing =
  | { mode: 'add'; parent: TAdminCategoryNode | null }
  | { mode: 'rename'; node: TAdminCategoryNode }
  | { mode: 'move'; node: TAdminCategoryNode };

// a new or renamed category's names as the API checks them; a move only picks the parent ('' is the top level)
const ZNamedCategoryFormSchema = z.object({
  name: ZCreateCategoryRequestSchema.shape.name,
  nameMs: z.string().pipe(ZCreateCategoryRequestSchema.shape.nameMs.unwrap().unwrap()),
  parentId: z.string(),
});
const ZMovedCategoryFormSchema = z.object({ name: z.string(), nameMs: z.string(), parentId: z.string() });
type CategoryForm = z.infer<typeof ZMovedCategoryFormSchema>;

/** What the dialog saves: the names (the Malay one blank for none) and, for a move, the new parent. */
export type CategoryChange = { name: string; nameMs: string; parentId: string };

/**
 * Adds, renames or moves a category: its names in English and Bahasa Malaysia side by side for the first two, a new
 * parent for a move.
 */
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
  onSave: (change: CategoryChange) => void;
}) {
  const t = useT('adminCatalogue');
  const locale = useLocale();
  const form = useForm<CategoryForm>({
    resolver: zodResolver(editing.mode === 'move' ? ZMovedCategoryFormSchema : ZNamedCategoryFormSchema),
    defaultValues: {
      name: editing.mode === 'add' ? '' : editing.node.name,
      nameMs: editing.mode === 'add' ? '' : (editing.node.nameMs ?? ''),
      parentId: editing.mode === 'move' ? (editing.node.parentId ?? '') : '',
    },
  });
  const blocked = editing.mode === 'move' ? descendantIds(editing.node) : new Set<string>();
  const title =
    editing.mode === 'add'
      ? editing.parent
        ? t('categoryDialog.titleAddUnder', { name: editing.parent.name })
        : t('categoryDialog.titleAddTop')
      : editing.mode === 'rename'
        ? t('categoryDialog.titleRename', { name: editing.node.name })
        : t('categoryDialog.titleMove', { name: editing.node.name });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ name, nameMs, parentId }) =>
          onSave({ name: name.trim(), nameMs: nameMs.trim(), parentId }),
        )}
      >
        {editing.mode === 'move' ? (
          <FormField label={t('categoryDialog.newParent')} required hint={t('categoryDialog.newParentHint')}>
            {(control) => (
              <SelectInput {...control} {...form.register('parentId')}>
                <option value="">{t('categoryDialog.topLevel')}</option>
                {flattenCategories(tree, locale)
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
          // side by side on a wider screen, stacked on a phone
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('categoryDialog.nameEnglish')} required error={form.formState.errors.name?.message}>
              {(control) => (
                <TextInput
                  {...control}
                  lang="en"
                  maxLength={120}
                  autoFocus
                  {...form.register('name', { onChange: () => form.clearErrors('name') })}
                />
              )}
            </FormField>
            <FormField
              label={t('categoryDialog.nameMalay')}
              isOptional
              hint={t('categoryDialog.nameMalayHint')}
              error={form.formState.errors.nameMs?.message}
            >
              {(control) => (
                <TextInput
                  {...control}
                  lang="ms"
                  maxLength={120}
                  {...form.register('nameMs', { onChange: () => form.clearErrors('nameMs') })}
                />
              )}
            </FormField>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={isPending}>
            {isPending
              ? t('common.saving')
              : editing.mode === 'add'
                ? t('categoryDialog.add')
                : editing.mode === 'move'
                  ? t('categoryDialog.moveAction')
                  : t('categoryDialog.renameAction')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
