import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending?: boolean;
  tone?: 'danger' | 'dark';
  onConfirm: () => void;
  children?: ReactNode;
};

/** Asks before an action that is hard to undo: making an admin, cancelling an order, deleting. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isPending,
  tone = 'danger',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="dark"
          disabled={isPending}
          className={tone === 'danger' ? 'bg-danger hover:bg-danger/90' : undefined}
          onClick={onConfirm}
        >
          {isPending ? 'Working...' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
