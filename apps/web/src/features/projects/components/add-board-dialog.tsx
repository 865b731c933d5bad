import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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
  const [name, setName] = useState('');
  const invalidate = useInvalidateProjects();
  const addBoard = useMutation({
    mutationFn: (boardName: string) => projectsApi.addBoard(projectId, boardName),
    onSuccess: () => {
      toast.success(projectMessages.boardAdded);
      setName('');
      onOpenChange(false);
      return invalidate();
    },
    onError: () => toast.error(projectMessages.boardAddFailed),
  });

  const trimmed = name.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || addBoard.isPending) return;
    addBoard.mutate(trimmed);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setName('');
        onOpenChange(next);
      }}
      title="Add board"
      description="A board is a sub-group of samples, such as a room or a finish schedule."
      className="sm:max-w-md"
    >
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Board name" required>
          {(control) => (
            <TextInput
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value)}
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
          <Button type="submit" variant="dark" disabled={!trimmed || addBoard.isPending}>
            {addBoard.isPending ? 'Adding...' : 'Add board'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
