import { zodResolver } from '@hookform/resolvers/zod';
import { type TBoardNameRequest, ZBoardNameRequestSchema } from '@samplebank/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects } from '../api';
import { projectText } from '../project-text';

type AddBoardDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add Board: a name that is blank once trimmed does nothing (spec §5). */
export function AddBoardDialog({ projectId, open, onOpenChange }: AddBoardDialogProps) {
  const t = useT('projects');
  const common = useT('common');
  const form = useForm<TBoardNameRequest>({
    resolver: zodResolver(ZBoardNameRequestSchema),
    defaultValues: { name: '' },
  });
  const invalidate = useInvalidateProjects();
  const addBoard = useMutation({
    mutationFn: (boardName: string) => projectsApi.addBoard(projectId, boardName),
    onSuccess: () => {
      toast.success(t('spec.boardAdded'));
      form.reset();
      onOpenChange(false);
      return invalidate();
    },
    onError: () => toast.error(t('spec.boardAddFailed')),
  });

  const isBlank = !form.watch('name').trim();
  const nameError = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit(({ name }) => {
    if (!addBoard.isPending) addBoard.mutate(name);
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={t('board.addTitle')}
      description={t('board.addDescription')}
      className="sm:max-w-md"
    >
      <form onSubmit={onSubmit} noValidate>
        <FormField label={t('board.name')} required error={nameError && projectText(t, nameError)}>
          {(control) => (
            <TextInput
              {...control}
              {...form.register('name')}
              placeholder={t('board.namePlaceholder')}
              maxLength={120}
              autoComplete="off"
              autoFocus
            />
          )}
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={isBlank || addBoard.isPending}>
            {addBoard.isPending ? t('actions.adding') : t('board.addTitle')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
