import type { TTokenUserResponse } from '@samplebank/contracts/auth';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SessionUser } from '../../../lib/session';

/** What every profile form of the wizard receives. */
export type ProfileStepProps = {
  email: string;
  user: SessionUser | null;
  onBack: () => void;
  onSubmitted: (result: TTokenUserResponse) => void;
  /** shows the wizard's "Processing..." overlay */
  setBusy: (isBusy: boolean) => void;
};

export function StepHeading({
  title,
  description,
  eyebrow,
}: {
  title: string;
  description?: string;
  eyebrow?: string;
}) {
  return (
    <div className="mb-6">
      {eyebrow && <p className="mb-1 text-xs font-semibold tracking-wider text-brand uppercase">{eyebrow}</p>}
      {/* focusable from script: a step without fields starts here (useStepEntrance) */}
      <h3 tabIndex={-1} className="text-xl font-semibold tracking-tight text-ink outline-none sm:text-2xl">
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
    </div>
  );
}

/** The step's buttons: Back on the left, the way forward on the right (stacked, forward first, on phones). */
export function StepActions({ back, forward }: { back?: ReactNode; forward: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex">{back}</div>
      <div className="flex flex-col gap-3 sm:flex-row">{forward}</div>
    </div>
  );
}

// the fields a step can start on; a file input is left out (its visible control is the label beside it)
const FIRST_FIELD =
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled])';

/**
 * Each new step (or sub-step, named by `key`) opens at its top with focus on its first field, or on its heading
 * when it has none, so keyboard and screen-reader users start where the step starts (issue 12). Attach the ref
 * to the step's outermost element, inside the wizard's scrolling area.
 */
export function useStepEntrance<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, which `key` names
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const scroller = root.closest<HTMLElement>('[data-wizard-scroll]');
    if (scroller) scroller.scrollTop = 0;
    const first = root.querySelector<HTMLElement>(FIRST_FIELD);
    // in a radio group, the chosen option is where a keyboard user would be
    const chosen =
      first instanceof HTMLInputElement && first.type === 'radio'
        ? Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')).find(
            (radio) => radio.name === first.name,
          )
        : undefined;
    (chosen ?? first ?? root.querySelector<HTMLElement>('h3'))?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
