import {
  BOARD_DECISIONS,
  type TBoardDecisionKind,
  type TDecideRequest,
  type TSharedSample,
} from '@samplebank/contracts/board-sharing';
import { formatDateTime, formatRinggit } from '@samplebank/domain/format';
import { type FormEvent, useId, useState } from 'react';
import { DecisionBadge } from '../../../components/decision-badge';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Picture } from '../../../components/ui/picture';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { rememberClientName, rememberedClientName } from '../client-name';

const choiceLabels: Record<TBoardDecisionKind, MessageKey<'sharing'>> = {
  approved: 'decide.approve',
  rejected: 'decide.reject',
  alternative: 'decide.alternative',
};

const choiceLooks: Record<TBoardDecisionKind, string> = {
  approved: 'peer-checked:bg-success peer-checked:text-white peer-checked:ring-success',
  rejected: 'peer-checked:bg-danger peer-checked:text-white peer-checked:ring-danger',
  alternative: 'peer-checked:bg-warning peer-checked:text-white peer-checked:ring-warning',
};

type SharedSampleCardProps = {
  sample: TSharedSample;
  showPrices: boolean;
  onDecide: (body: TDecideRequest) => Promise<unknown>;
};

/** A sample as the client's printed-looking sheet shows it, with their decision and the way to make or change it. */
export function SharedSampleCard({ sample, showPrices, onDecide }: SharedSampleCardProps) {
  const t = useT('sharing');
  const [isDeciding, setIsDeciding] = useState(sample.current === null);
  const image = sample.imageUrls[0];

  return (
    <article className="grid gap-5 border-line border-t py-8 first:border-t-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8 print:break-inside-avoid">
      <div className="aspect-square overflow-hidden rounded-lg bg-surface ring-1 ring-line">
        {image ? (
          <Picture
            src={image}
            picture={sample.mainPicture}
            alt={sample.name}
            sizes="(min-width: 768px) 320px, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted">{t('sample.noImage')}</div>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p translate="no" className="text-xs font-semibold tracking-wider text-muted uppercase">
              {sample.brand.name}
            </p>
            <h2 translate="no" className="mt-1 text-xl font-semibold tracking-tight text-ink md:text-2xl">
              {sample.name}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {t('sample.sku', { sku: sample.sku })}
              {showPrices && sample.price !== null ? (
                <>
                  <span aria-hidden="true"> · </span>
                  {t('sample.price', { price: formatRinggit(sample.price) })}
                </>
              ) : null}
            </p>
          </div>
          <DecisionBadge decision={sample.current?.decision ?? null} />
        </div>
        <SampleFacts sample={sample} />
        <div className="mt-5 print:hidden">
          {isDeciding ? (
            <DecisionForm
              sample={sample}
              onDecide={async (body) => {
                await onDecide(body);
                setIsDeciding(false);
              }}
              onCancel={sample.current ? () => setIsDeciding(false) : undefined}
            />
          ) : (
            <CurrentDecision sample={sample} onChange={() => setIsDeciding(true)} />
          )}
        </div>
      </div>
    </article>
  );
}

/** A brand's own specification name as a label: `waterAbsorption` reads "Water absorption". */
function specificationLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SampleFacts({ sample }: { sample: TSharedSample }) {
  const t = useT('sharing');
  const { specs } = sample;
  const rows: [string, string][] = [];
  if (sample.material) rows.push([t('sample.material'), sample.material]);
  if (sample.color.label) rows.push([t('sample.colour'), sample.color.label]);
  const fire = [specs.fireBs476, specs.fireEuroclass].filter(Boolean).join(' · ');
  if (fire) rows.push([t('sample.fire'), fire]);
  const slip = [specs.slipRating, specs.slipPtv !== null ? `PTV ${specs.slipPtv}` : null].filter(Boolean).join(' · ');
  if (slip) rows.push([t('sample.slip'), slip]);
  if (specs.vocLevel) rows.push([t('sample.voc'), specs.vocLevel]);
  if (specs.recycledPercent !== null)
    rows.push([t('sample.recycled'), t('sample.recycledValue', { percent: specs.recycledPercent })]);
  if (specs.leadTimeDays !== null)
    rows.push([t('sample.leadTime'), t('sample.leadTimeValue', { days: specs.leadTimeDays })]);
  const shown = new Set(rows.map(([name]) => name.toLowerCase()));
  for (const [name, value] of Object.entries(sample.specifications).slice(0, 8)) {
    const label = specificationLabel(name);
    if (!shown.has(label.toLowerCase())) rows.push([label, String(value)]);
  }
  const certificates = specs.certifications.filter((certificate) => certificate.valid);

  return (
    <div className="mt-4 space-y-3">
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted">{name}</dt>
              <dd translate="no" className="text-ink">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {certificates.length > 0 || specs.madeInMalaysia ? (
        <ul aria-label={t('sample.certifications')} className="flex flex-wrap gap-1.5">
          {certificates.map((certificate) => (
            <li
              key={`${certificate.scheme}-${certificate.certificateNumber}`}
              translate="no"
              className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-line"
            >
              {certificate.scheme}
            </li>
          ))}
          {specs.madeInMalaysia ? (
            <li className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-line">
              {t('sample.madeInMalaysia')}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

function CurrentDecision({ sample, onChange }: { sample: TSharedSample; onChange: () => void }) {
  const t = useT('sharing');
  const current = sample.current;
  if (!current) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-canvas px-4 py-3 ring-1 ring-line">
      <div className="min-w-0 text-sm">
        <p className="text-muted">
          {t('decide.by', { name: current.decidedBy, date: formatDateTime(current.createdAt) })}
        </p>
        {current.comment ? <p className="mt-1 break-words text-ink">“{current.comment}”</p> : null}
      </div>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {t('decide.change')}
      </Button>
    </div>
  );
}

function DecisionForm({
  sample,
  onDecide,
  onCancel,
}: {
  sample: TSharedSample;
  onDecide: (body: TDecideRequest) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useT('sharing');
  const groupId = useId();
  const [decision, setDecision] = useState<TBoardDecisionKind | null>(null);
  const [name, setName] = useState(rememberedClientName);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ name?: string; comment?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      name: !trimmed ? t('decide.nameRequired') : trimmed.length > 100 ? t('decide.nameTooLong') : undefined,
      comment: comment.trim().length > 1000 ? t('decide.commentTooLong') : undefined,
    };
    setProblem(found);
    if (!decision || found.name || found.comment) return;
    setIsSending(true);
    try {
      rememberClientName(trimmed);
      await onDecide({ decision, name: trimmed, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setComment('');
      setDecision(null);
    } catch (error) {
      setProblem({ form: error instanceof ApiError && error.status === 429 ? error.message : t('decide.failed') });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="sr-only">{t('decide.legend', { sample: sample.name })}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {BOARD_DECISIONS.map((kind) => (
            <label key={kind} className="relative">
              <input
                type="radio"
                name={groupId}
                value={kind}
                checked={decision === kind}
                onChange={() => {
                  setDecision(kind);
                  // a name typed on another sample since this form appeared
                  if (!name) setName(rememberedClientName());
                }}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-center bg-white px-3 text-sm font-semibold text-ink ring-1 ring-line-strong transition-colors hover:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
                  choiceLooks[kind],
                )}
              >
                {t(choiceLabels[kind])}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {decision ? (
        <>
          <TextField
            label={t('decide.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={100}
            required
            error={problem.name}
          />
          <TextAreaField
            label={t('decide.comment')}
            isOptional
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('decide.commentPlaceholder')}
            rows={3}
            error={problem.comment}
          />
          {problem.form ? <FormAlert>{problem.form}</FormAlert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="dark" disabled={isSending}>
              {isSending ? t('decide.sending') : t('decide.submit')}
            </Button>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t('decide.cancel')}
              </Button>
            ) : null}
          </div>
        </>
      ) : onCancel ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('decide.cancel')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
