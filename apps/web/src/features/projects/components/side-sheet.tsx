import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useT } from '../../../lib/i18n';

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
  const t = useT('common');
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
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm break-words text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
