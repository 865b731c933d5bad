import { LayoutGrid } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';

// the picker and its dialog library load on the first open (or as the pointer or focus comes to the button), keeping
// them out of a sample page's first load: evaluated as the page hydrated, they were its longest tasks on a phone
const loadPicker = () => import('./add-to-board-picker');
const AddToBoardPicker = lazy(() => loadPicker().then((module) => ({ default: module.AddToBoardPicker })));

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
  const sample = useT('sample');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadPicker().catch(() => undefined);
  };
  const close = () => setIsOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={triggerClass}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setIsOpen((open) => !open)}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        {buttonText ?? sample('addToBoard.button')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AddToBoardPicker
            button={buttonRef}
            onClose={close}
            sampleId={sampleId}
            sampleIds={sampleIds}
            addedMessage={addedMessage}
          />
        </Suspense>
      )}
    </>
  );
}
