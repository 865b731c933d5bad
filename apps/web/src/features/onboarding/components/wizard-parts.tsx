import type { ReactNode } from 'react';
import type { SessionUser } from '../../../lib/session';
import type { TokenUserResponse } from '../../auth/api';

/** What every profile form of the wizard receives. */
export type ProfileStepProps = {
  email: string;
  user: SessionUser | null;
  onBack: () => void;
  onSubmitted: (result: TokenUserResponse) => void;
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
      <h3 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{title}</h3>
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
