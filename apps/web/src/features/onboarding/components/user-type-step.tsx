import type { TUserType } from '@samplebank/contracts/auth';
import { ArrowLeft, Briefcase, Check, GraduationCap, Store } from 'lucide-react';
import { type ComponentType, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { StepActions, StepHeading, useStepEntrance } from './wizard-parts';

const USER_TYPE_OPTIONS: Array<{
  value: TUserType;
  title: MessageKey<'onboarding'>;
  description: MessageKey<'onboarding'>;
  perks: MessageKey<'onboarding'>[];
  icon: ComponentType<{ className?: string }>;
}> = [
  {
    value: 'professional',
    title: 'userType.professional.title',
    description: 'userType.professional.description',
    perks: ['userType.professional.perk1', 'userType.professional.perk2'],
    icon: Briefcase,
  },
  {
    value: 'non-professional',
    title: 'userType.nonProfessional.title',
    description: 'userType.nonProfessional.description',
    perks: ['userType.nonProfessional.perk1', 'userType.nonProfessional.perk2'],
    icon: Store,
  },
  {
    value: 'student',
    title: 'userType.student.title',
    description: 'userType.student.description',
    perks: ['userType.student.perk1', 'userType.student.perk2', 'userType.student.perk3'],
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
  const t = useT('onboarding');
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
      <StepHeading title={t('userType.title')} description={t('userType.description')} />
      <fieldset>
        <legend className="sr-only">{t('userType.legend')}</legend>
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
                <span className="mt-4 text-base font-semibold text-ink">{t(option.title)}</span>
                <span className="mt-1 text-sm text-muted">{t(option.description)}</span>
                <span className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4">
                  {option.perks.map((perk) => (
                    <span key={perk} className="flex items-start gap-2 text-xs text-ink">
                      <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
                      {t(perk)}
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
              {t('actions.back')}
            </Button>
          )
        }
        forward={
          <Button type="submit" variant="dark" size="lg" disabled={!value || isBusy} className="sm:min-w-40">
            {isBusy ? t('actions.processing') : t('actions.continue')}
          </Button>
        }
      />
    </form>
  );
}
