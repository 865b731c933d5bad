import { type WizardStep, wizardProgress } from '@samplebank/domain/onboarding';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';

type StepLabel = { steps: WizardStep[]; label: MessageKey<'onboarding'> };

/** The header's step labels (spec §2): Verify Email only when the flow started there; Review becomes Approved. */
function stepLabels(startedAtEmailVerification: boolean, step: WizardStep): StepLabel[] {
  const labels: StepLabel[] = [
    { steps: ['user-type-selection'], label: 'progress.selectType' },
    { steps: ['profile-completion'], label: 'progress.completeProfile' },
    { steps: ['pending-approval', 'completed'], label: step === 'completed' ? 'progress.approved' : 'progress.review' },
  ];
  return startedAtEmailVerification
    ? [{ steps: ['email-verification'], label: 'progress.verifyEmail' }, ...labels]
    : labels;
}

/** The wizard's steps and its progress bar. */
export function WizardProgress({
  step,
  startedAtEmailVerification,
}: {
  step: WizardStep;
  startedAtEmailVerification: boolean;
}) {
  const t = useT('onboarding');
  const labels = stepLabels(startedAtEmailVerification, step);
  const currentIndex = labels.findIndex((item) => item.steps.includes(step));
  const isFinished = step === 'completed' || step === 'pending-approval';
  const percent = wizardProgress(step, startedAtEmailVerification);

  return (
    <div>
      <ol className="flex items-center gap-2 sm:gap-3">
        {labels.map((item, index) => {
          const isDone = index < currentIndex || (isFinished && index === currentIndex && step === 'completed');
          const isCurrent = index === currentIndex;
          return (
            <li
              key={item.label}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2', index < labels.length - 1 && 'flex-1')}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isDone && 'bg-success text-white',
                  isCurrent && !isDone && 'bg-ink text-white',
                  !isDone && !isCurrent && 'border border-line-strong bg-white text-muted',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : index + 1}
                {isDone && <span className="sr-only">{t('progress.done')}</span>}
              </span>
              <span
                className={cn(
                  'truncate text-xs font-medium sm:text-sm',
                  isCurrent ? 'text-ink' : 'text-muted',
                  // phones show the current step's name in the line below instead
                  'sr-only sm:not-sr-only',
                )}
              >
                {t(item.label)}
              </span>
              {index < labels.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-line" />}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-3 text-sm text-muted sm:hidden">
        {t.rich('progress.stepOf', {
          current: currentIndex + 1,
          total: labels.length,
          label: labels[currentIndex] ? t(labels[currentIndex].label) : '',
          step: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
        })}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-1.5 overflow-hidden rounded-full bg-surface"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
