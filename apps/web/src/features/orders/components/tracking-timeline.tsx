import type { TOrderShipment, TOrderStatus, TOrderTracking } from '@samplebank/contracts/orders';
import { Check, Truck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { formatOrderDateTime, ORDER_STATUS_KEYS } from '../lib/order-format';
import { useOrderMessage } from '../lib/order-messages';

/** The path an order normally takes; steps not reached yet show as upcoming. */
const USUAL_PATH: TOrderStatus[] = ['pending', 'processing', 'in-transit', 'delivered'];

type Step =
  | {
      kind: 'done' | 'current';
      status: TOrderStatus;
      at: string;
      note: string | null;
      shipment: { carrier: string | null; trackingNumber: string } | null;
    }
  | { kind: 'upcoming'; status: TOrderStatus }
  /** a parcel one of the order's brands sent (issue 18), shown at its time among the status changes */
  | { kind: 'parcel'; at: string; parcel: TOrderShipment };

const atOf = (step: Step) => (step.kind === 'upcoming' ? '' : step.at);
// at one instant (a parcel and the moves it made, in one transaction): the order started, the parcel, then on its way
const rankOf = (step: Step) =>
  step.kind === 'parcel' ? 1 : step.kind !== 'upcoming' && step.status === 'in-transit' ? 2 : 0;

/** The status changes and the parcels, oldest first, then the statuses still to come. */
export function stepsOf(tracking: TOrderTracking): Step[] {
  const events = tracking.events;
  // a brand's parcel shows its carrier and tracking number itself: the move it made does not repeat them
  const parcelNumbers = new Set(tracking.shipments.map((parcel) => parcel.trackingNumber));
  const changes: Step[] = events.map((event, index) => ({
    kind: index === events.length - 1 ? 'current' : 'done',
    status: event.status,
    at: event.at,
    note: event.note,
    shipment:
      event.trackingNumber && !parcelNumbers.has(event.trackingNumber)
        ? { carrier: event.carrier, trackingNumber: event.trackingNumber }
        : null,
  }));
  const parcels: Step[] = tracking.shipments.map((parcel) => ({ kind: 'parcel', at: parcel.shippedAt, parcel }));
  const done = [...changes, ...parcels].sort((a, b) => atOf(a).localeCompare(atOf(b)) || rankOf(a) - rankOf(b));
  if (tracking.status === 'cancelled' || tracking.status === 'delivered') return done;
  const reached = USUAL_PATH.indexOf(tracking.status);
  const upcoming: Step[] = USUAL_PATH.slice(reached + 1).map((status) => ({ kind: 'upcoming', status }));
  return [...done, ...upcoming];
}

/** Every status change of an order with its time and note, the current one highlighted. */
export function TrackingTimeline({ tracking }: { tracking: TOrderTracking }) {
  const t = useT('orders');
  const steps = stepsOf(tracking);
  return (
    <ol aria-label={t('timeline.label')} className="relative">
      {steps.map((step, index) => {
        const isLast = index === steps.length - 1;
        if (step.kind === 'parcel') {
          const line = isLast ? 'none' : steps[index + 1]?.kind === 'upcoming' ? 'upcoming' : 'done';
          return <ParcelStep key={`parcel-${step.parcel._id}`} parcel={step.parcel} line={line} />;
        }
        return (
          <li
            key={step.kind === 'upcoming' ? `upcoming-${step.status}` : `${step.status}-${step.at}`}
            aria-current={step.kind === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-8 last:pb-0"
          >
            {isLast ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5',
                  step.kind === 'done' || steps[index + 1]?.kind === 'parcel' ? 'bg-ink' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                step.kind === 'done' && 'border-ink bg-ink text-white',
                step.kind === 'current' && 'border-brand bg-brand text-white ring-4 ring-brand-soft',
                step.kind === 'upcoming' && 'border-line-strong bg-white',
              )}
            >
              {step.kind === 'upcoming' ? null : <Check className="size-4" />}
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p
                className={cn(
                  'font-semibold',
                  step.kind === 'upcoming' ? 'text-subtle' : 'text-ink',
                  step.kind === 'current' && 'text-brand-strong',
                )}
              >
                {t(ORDER_STATUS_KEYS[step.status])}
                {step.kind === 'current' ? <span className="sr-only"> {t('timeline.current')}</span> : null}
                {step.kind === 'upcoming' ? <span className="sr-only"> {t('timeline.upcoming')}</span> : null}
              </p>
              {step.kind === 'upcoming' ? (
                <p className="mt-0.5 text-sm text-subtle">{t('timeline.notYet')}</p>
              ) : (
                <>
                  <p className="mt-0.5 text-sm text-muted">
                    <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time>
                  </p>
                  {step.note ? <StepNote note={step.note} /> : null}
                  {step.shipment ? (
                    // the carrier's name as it writes it (one text, as the page's tests and readers take it)
                    <p translate={step.shipment.carrier ? 'no' : undefined} className="mt-1 text-sm text-muted">
                      {`${step.shipment.carrier ?? t('timeline.carrier')} · ${step.shipment.trackingNumber}`}
                    </p>
                  ) : null}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A parcel on the timeline: who sent it, with which carrier and tracking number, and when. */
function ParcelStep({ parcel, line }: { parcel: TOrderShipment; line: 'done' | 'upcoming' | 'none' }) {
  const t = useT('orders');
  return (
    <li className="relative flex gap-4 pb-8 last:pb-0">
      {line === 'none' ? null : (
        <span
          aria-hidden="true"
          className={cn('absolute top-8 bottom-0 left-[15px] w-0.5', line === 'done' ? 'bg-ink' : 'bg-line')}
        />
      )}
      <span
        aria-hidden="true"
        className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-ink bg-white text-ink"
      >
        <Truck className="size-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="font-semibold text-ink">
          {parcel.brandName
            ? t.rich('timeline.parcelFrom', {
                name: parcel.brandName,
                brand: (chunks) => <span translate="no">{chunks}</span>,
              })
            : t('timeline.parcel')}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          <time dateTime={parcel.shippedAt}>{formatOrderDateTime(parcel.shippedAt)}</time>
          {' · '}
          {t('shipments.samples', { count: parcel.lineCount })}
        </p>
        <p translate="no" className="mt-1 text-sm text-muted">
          {`${parcel.carrier} · ${parcel.trackingNumber}`}
        </p>
      </div>
    </li>
  );
}

/** A step's note: one of our sentences (a cancellation's reason) in the page's language, staff's own words as typed. */
function StepNote({ note }: { note: string }) {
  const describe = useOrderMessage();
  const { text, isOurs } = describe(note);
  return (
    <p translate={isOurs ? undefined : 'no'} className="mt-1.5 text-sm text-ink">
      {text}
    </p>
  );
}
