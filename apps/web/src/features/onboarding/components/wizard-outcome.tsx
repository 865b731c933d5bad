import { CircleCheck, Clock3, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useStepEntrance } from './wizard-parts';

/** Account Pending Review: what happens next, and the way back to the main page. */
export function PendingApprovalStep({ name, email, onReturn }: { name?: string; email: string; onReturn: () => void }) {
  const t = useT('onboarding');
  const entrance = useStepEntrance<HTMLDivElement>('pending-approval');
  const strong = (chunks: ReactNode[]) => <span className="font-semibold text-ink">{chunks}</span>;
  return (
    <div ref={entrance} className="mx-auto flex max-w-lg flex-col items-center py-6 text-center sm:py-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-warning-soft text-warning">
        <Clock3 aria-hidden="true" className="size-8" />
      </span>
      <h3 tabIndex={-1} className="mt-6 text-2xl font-semibold tracking-tight text-ink outline-none">
        {t('outcome.pendingTitle')}
      </h3>
      <p className="mt-3 text-muted">
        {name
          ? t.rich('outcome.thanksNamed', { name, person: (chunks) => <span translate="no">{chunks}</span>, strong })
          : t.rich('outcome.thanks', { strong })}
      </p>
      <div className="mt-6 flex w-full items-start gap-3 rounded-xl bg-canvas p-4 text-left text-sm">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <p className="text-muted">
          {t.rich('outcome.pendingEmail', {
            email,
            mail: (chunks) => <span className="font-medium [overflow-wrap:anywhere] text-ink">{chunks}</span>,
          })}
        </p>
      </div>
      <Button variant="dark" size="lg" className="mt-8 w-full sm:w-auto" onClick={onReturn}>
        {t('outcome.returnHome')}
      </Button>
    </div>
  );
}

/** The account is approved: a short confirmation before the redirect to /samples. */
export function CompletedStep() {
  const t = useT('onboarding');
  const entrance = useStepEntrance<HTMLDivElement>('completed');
  return (
    <div ref={entrance} role="status" className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h3 tabIndex={-1} className="mt-6 text-2xl font-semibold tracking-tight text-ink outline-none">
        {t('outcome.approvedTitle')}
      </h3>
      <p className="mt-3 text-muted">{t('outcome.approvedBody')}</p>
    </div>
  );
}
