import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DialogHeader } from './dialog-header';
import { useReturnFocus } from './use-return-focus';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A centred dialog (a bottom sheet on phones) with a title, an optional description and a close button. */
export function Modal({ open, onOpenChange, title, description, children, className }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            // start on the control marked to take focus (a confirmation's Cancel), else in the first field of a form,
            // rather than on the close button
            const content = event.currentTarget as HTMLElement | null;
            const field =
              content?.querySelector<HTMLElement>('[data-autofocus]') ??
              content?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] animate-fade-in overflow-y-auto rounded-t-2xl bg-white shadow-popover outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            className,
          )}
        >
          <DialogHeader title={title} description={description} className="sticky top-0 z-10 sm:px-6" />
          <div className="px-5 py-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
