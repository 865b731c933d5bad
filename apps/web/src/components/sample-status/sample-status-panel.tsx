import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import type { PublishRequirement, SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { Archive, CircleCheck, CircleDashed, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type SampleStatusPanelProps = {
  sample: Pick<TAdminSample, 'name' | 'status' | 'publishProblems'>;
  /** moves the sample; the caller's mutation (the back office's or a brand portal's) */
  onChange: (status: SampleStatus) => void;
  isPending: boolean;
  /** why the last move failed, in the person's words */
  error?: string;
};

/** A page's call that moves a sample (the back office's or a brand portal's), as `SampleStatusControl` drives it. */
type StatusMove = {
  mutate: (status: SampleStatus, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
};

/** The panel moved by a page's call: a failure said in the person's words, a move that worked told in a toast. */
export function SampleStatusControl({ sample, move }: { sample: SampleStatusPanelProps['sample']; move: StatusMove }) {
  const t = useT('lifecycle');
  return (
    <SampleStatusPanel
      sample={sample}
      isPending={move.isPending}
      error={move.error ? (move.error instanceof ApiError ? move.error.message : t('changeFailed')) : undefined}
      onChange={(status) => move.mutate(status, { onSuccess: () => toast.success(t(`changed.${status}`)) })}
    />
  );
}

const STATUS_STYLES: Record<SampleStatus, string> = {
  draft: 'bg-warning-soft text-warning',
  published: 'bg-success-soft text-success',
  discontinued: 'bg-surface text-muted',
};

/**
 * A sample's place in the catalogue and the moves it allows (issue 18), for staff and brands alike: what it lacks
 * before it may be published, Publish, Withdraw to a draft, and Discontinue, which asks first (its keepers are told).
 */
export function SampleStatusPanel({ sample, onChange, isPending, error }: SampleStatusPanelProps) {
  const t = useT('lifecycle');
  const [confirming, setConfirming] = useState(false);
  const problems = sample.publishProblems as PublishRequirement[];
  const canPublish = sample.status !== 'published' && problems.length === 0;
  return (
    <section
      aria-labelledby="sample-status-heading"
      className="mb-6 rounded-2xl border border-line bg-white p-4 md:p-5"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="sample-status-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
            {t('panel.title')}
            <SampleStatusBadge status={sample.status} />
          </h2>
          <p className="mt-1 text-sm text-muted">{t(`explain.${sample.status}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {sample.status !== 'published' && (
            <Button variant="dark" size="sm" disabled={!canPublish || isPending} onClick={() => onChange('published')}>
              <Eye aria-hidden="true" className="size-4" />
              {t('action.publish')}
            </Button>
          )}
          {sample.status === 'published' && (
            <Button variant="secondary" size="sm" disabled={isPending} onClick={() => onChange('draft')}>
              <EyeOff aria-hidden="true" className="size-4" />
              {t('action.withdraw')}
            </Button>
          )}
          {sample.status === 'published' && (
            <Button variant="secondary" size="sm" disabled={isPending} onClick={() => setConfirming(true)}>
              <Archive aria-hidden="true" className="size-4" />
              {t('action.discontinue')}
            </Button>
          )}
        </div>
      </div>
      {sample.status !== 'published' && (
        <ul aria-label={t('panel.checklist')} className="mt-4 grid gap-1.5 text-sm sm:grid-cols-2">
          {(['image', 'category', 'description', 'colour'] as const).map((requirement) => {
            const missing = problems.includes(requirement);
            return (
              <li key={requirement} className={cn('flex items-center gap-2', missing ? 'text-ink' : 'text-muted')}>
                {missing ? (
                  <CircleDashed aria-hidden="true" className="size-4 text-warning" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-4 text-success" />
                )}
                {t(`requirement.${requirement}`)}
                <span className="sr-only"> {missing ? t('panel.missing') : t('panel.done')}</span>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('discontinue.title', { name: sample.name })}
        description={t('discontinue.text')}
        confirmLabel={t('action.discontinue')}
        isPending={isPending}
        onConfirm={() => {
          onChange('discontinued');
          setConfirming(false);
        }}
      />
    </section>
  );
}

/** Draft, Published or Discontinued, as a small label. */
export function SampleStatusBadge({ status }: { status: SampleStatus }) {
  const t = useT('lifecycle');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
