import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AddToBoardPanel } from './add-to-board-panel';

const MOBILE_QUERY = '(max-width: 767.98px)';

type AddToBoardPickerProps = {
  /** the button that opened it: the popover is placed beside it, and a tap on it closes rather than reopens */
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  sampleId: string;
  sampleIds?: readonly string[];
  addedMessage?: string;
};

/**
 * The open ADD TO BOARD picker: a popover beside the button, a full-screen panel under 768 px (spec §2). Loaded on the
 * first open (add-to-board-button.tsx) with its dialog library, which a page's first load no longer carries.
 */
export function AddToBoardPicker({ button, onClose, sampleId, sampleIds, addedMessage }: AddToBoardPickerProps) {
  const t = useT('catalogue');
  const sample = useT('sample');
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const closeOnDismiss = (open: boolean) => {
    if (!open) onClose();
  };
  // closed, it hands focus back to the button (Radix gives it to a trigger of its own, and the button is not one),
  // unless it closed because the visitor went elsewhere: a press outside leaves focus where it went
  const wentElsewhere = useRef(false);
  const focusButton = (event: Event) => {
    event.preventDefault();
    if (!wentElsewhere.current) button.current?.focus();
  };
  const panel = (
    <AddToBoardPanel sampleId={sampleId} sampleIds={sampleIds} addedMessage={addedMessage} onDone={onClose} />
  );

  if (isMobile) {
    return (
      <Dialog.Root open onOpenChange={closeOnDismiss}>
        <Dialog.Portal>
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={focusButton}
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
            <div className="flex-1 overflow-y-auto">{panel}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open onOpenChange={closeOnDismiss}>
      <Popover.Anchor virtualRef={button} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={sample('addToBoard.title')}
          className="z-50 w-80 animate-fade-in rounded-xl border border-line bg-white shadow-popover outline-none"
          // the button toggles it: a press on it is not a press outside that closes it for the click to reopen
          onInteractOutside={(event) => {
            if (button.current?.contains(event.target as Node)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={focusButton}
        >
          <p className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">{sample('addToBoard.title')}</p>
          {panel}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
