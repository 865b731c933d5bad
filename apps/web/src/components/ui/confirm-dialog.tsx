import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { ErrorMessage } from './error-message';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** what the action does; read out with the title when the dialog opens */
  description: ReactNode;
  confirmLabel: string;
  /** the confirm button's words while the action runs */
  pendingLabel?: string;
  /** the button that keeps things as they are, e.g. 'Keep order' */
  cancelLabel?: string;
  isPending?: boolean;
  /** why the action failed, shown above the buttons */
  error?: ReactNode;
  /** a destructive action is red; one that only changes something is dark */
  tone?: 'danger' | 'dark';
  onConfirm: () => void;
  children?: ReactNode;
};

/**
 * Asks before an action that is hard to undo (deleting, cancelling, making an admin). Focus starts on the button
 * that keeps things as they are, so Enter or a stray key press cannot confirm; Escape closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending = false,
  error,
  tone = 'danger',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const t = useT('common');
  // mounted only while open, so the Modal notes the button that opened it (and gives focus back to it on close)
  // rather than whatever had focus when the page first rendered this dialog closed
  if (!open) return null;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} className="sm:max-w-md">
      {children}
      {error ? <ErrorMessage className="mb-5">{error}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={() => onOpenChange(false)} disabled={isPending}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button
          variant="dark"
          className={tone === 'danger' ? 'bg-danger hover:bg-danger/90' : undefined}
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending}
        >
          {isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isPending ? (pendingLabel ?? t('actions.working')) : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
