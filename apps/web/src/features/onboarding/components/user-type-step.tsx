// i18n: not yet translated (issue 16)
import type { TUserType } from '@samplebank/contracts/auth';
import { ArrowLeft, Briefcase, Check, GraduationCap, Store } from 'lucide-react';
import { type ComponentType, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { StepActions, StepHeading, useStepEntrance } from './wizard-parts';

const USER_TYPE_OPTIONS: Array<{
  value: TUserType;
  title: string;
  description: string;
  perks: string[];
  icon: ComponentType<{ className?: string }>;
}> = [
  {
    value: 'professional',
    title: 'Professional',
    description: 'Designers, architects and industry professionals.',
    perks: ['Order and request samples for client projects', 'Business verification with company documents'],
    icon: Briefcase,
  },
  {
    value: 'non-professional',
    title: 'Non-Professional',
    description:
      'Business owners or personal use, including small businesses, freelancers and independent contractors.',
    perks: ['Samples for your own renovation or venture', 'Business verification with registration documents'],
    icon: Store,
  },
  {
    value: 'student',
    title: 'Student',
    description: 'University students in design, architecture and related courses.',
    perks: ['Educational pricing', 'Sample libraries for your projects', 'Learning resources'],
    icon: GraduationCap,
  },
];

type UserTypeStepProps = {
  value: TUserType | null;
  onChange: (userType: TUserType) => void;
  onContinue: () => void;
  isBusy: boolean;
  /** absent when the flow started at this step (spec §2) */
  onBack?: () => void;
};

/** Choose Your Account Type: three radio cards and Continue. */
export function UserTypeStep({ value, onChange, onContinue, isBusy, onBack }: UserTypeStepProps) {
  const name = useId();
  const entrance = useStepEntrance<HTMLFormElement>('user-type-selection');
  return (
    <form
      ref={entrance}
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onContinue();
      }}
    >
      <StepHeading title="Choose Your Account Type" description="Select your user type to continue" />
      <fieldset>
        <legend className="sr-only">Account type</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {USER_TYPE_OPTIONS.map((option) => {
            const isChosen = value === option.value;
            const Icon = option.icon;
            return (
              <label
                key={option.value}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border bg-white p-5 transition-all hover:border-ink',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                  isChosen ? 'border-ink shadow-raised ring-1 ring-ink' : 'border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={isChosen}
                  onChange={() => onChange(option.value)}
                  className="sr-only"
                />
                <span className="flex items-start justify-between gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-11 items-center justify-center rounded-xl',
                      isChosen ? 'bg-ink text-white' : 'bg-brand-soft text-brand',
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 items-center justify-center rounded-full border',
                      isChosen ? 'border-ink bg-ink text-white' : 'border-line-strong',
                    )}
                  >
                    {isChosen && <Check className="size-3" strokeWidth={3} />}
                  </span>
                </span>
                <span className="mt-4 text-base font-semibold text-ink">{option.title}</span>
                <span className="mt-1 text-sm text-muted">{option.description}</span>
                <span className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4">
                  {option.perks.map((perk) => (
                    <span key={perk} className="flex items-start gap-2 text-xs text-ink">
                      <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
                      {perk}
                    </span>
                  ))}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <StepActions
        back={
          onBack && (
            <Button variant="ghost" onClick={onBack} disabled={isBusy}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          )
        }
        forward={
          <Button type="submit" variant="dark" size="lg" disabled={!value || isBusy} className="sm:min-w-40">
            {isBusy ? 'Processing...' : 'Continue'}
          </Button>
        }
      />
    </form>
  );
}
