import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { useReturnFocus } from '../../../components/ui/use-return-focus';

type SideSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** stays at the bottom of the sheet, below what scrolls (a composer) */
  footer?: ReactNode;
};

/** A panel along the right edge beside the board (the whole screen on a phone), with a title and a close button. */
export function SideSheet({ open, onOpenChange, title, description, children, footer }: SideSheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-white shadow-popover outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[28rem] sm:border-l sm:border-line"
        >
          <DialogHeader title={title} description={description} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
