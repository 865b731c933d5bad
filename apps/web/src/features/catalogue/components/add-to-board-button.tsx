import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { LayoutGrid, X } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AddToBoardPanel } from './add-to-board-panel';

const MOBILE_QUERY = '(max-width: 767.98px)';

const triggerClass = buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' });

/** ADD TO BOARD: a popover beside the button, a full-screen panel under 768 px (spec §2). */
type AddToBoardButtonProps = {
  sampleId: string;
  /** several samples added together (the comparison's "Add all to board"), with the button's and the toast's words */
  sampleIds?: readonly string[];
  buttonText?: string;
  addedMessage?: string;
};

export function AddToBoardButton({ sampleId, sampleIds, buttonText, addedMessage }: AddToBoardButtonProps) {
  const t = useT('catalogue');
  const sample = useT('sample');
  const [isOpen, setIsOpen] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const label = (
    <>
      <LayoutGrid aria-hidden="true" className="size-4" />
      {buttonText ?? sample('addToBoard.button')}
    </>
  );

  if (isMobile) {
    return (
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Trigger className={triggerClass}>{label}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-white outline-none"
          >
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <Dialog.Title className="text-base font-semibold text-ink">{sample('addToBoard.title')}</Dialog.Title>
              <Dialog.Close
                aria-label={t('close')}
                className="flex size-10 items-center justify-center rounded-full hover:bg-surface"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto">
              <AddToBoardPanel
                sampleId={sampleId}
                sampleIds={sampleIds}
                addedMessage={addedMessage}
                onDone={() => setIsOpen(false)}
              />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger className={triggerClass}>{label}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={sample('addToBoard.title')}
          className="z-50 w-80 animate-fade-in rounded-xl border border-line bg-white shadow-popover outline-none"
        >
          <p className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">{sample('addToBoard.title')}</p>
          <AddToBoardPanel
            sampleId={sampleId}
            sampleIds={sampleIds}
            addedMessage={addedMessage}
            onDone={() => setIsOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
