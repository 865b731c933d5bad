// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { type TBoardNameRequest, ZBoardNameRequestSchema } from '@samplebank/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { projectsApi, useInvalidateProjects } from '../api';
import { projectMessages } from '../constants';

type AddBoardDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add Board: a name that is blank once trimmed does nothing (spec §5). */
export function AddBoardDialog({ projectId, open, onOpenChange }: AddBoardDialogProps) {
  const form = useForm<TBoardNameRequest>({
    resolver: zodResolver(ZBoardNameRequestSchema),
    defaultValues: { name: '' },
  });
  const invalidate = useInvalidateProjects();
  const addBoard = useMutation({
    mutationFn: (boardName: string) => projectsApi.addBoard(projectId, boardName),
    onSuccess: () => {
      toast.success(projectMessages.boardAdded);
      form.reset();
      onOpenChange(false);
      return invalidate();
    },
    onError: () => toast.error(projectMessages.boardAddFailed),
  });

  const isBlank = !form.watch('name').trim();
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
      title="Add board"
      description="A board is a sub-group of samples, such as a room or a finish schedule."
      className="sm:max-w-md"
    >
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Board name" required error={form.formState.errors.name?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...form.register('name')}
              placeholder="e.g. Master bedroom"
              maxLength={120}
              autoComplete="off"
              autoFocus
            />
          )}
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={isBlank || addBoard.isPending}>
            {addBoard.isPending ? 'Adding...' : 'Add board'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
