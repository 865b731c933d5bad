import type { TUpdateOrderStatusRequest } from '@samplebank/contracts/orders';
import { nextOrderStatuses, ORDER_STATUSES, type OrderStatus } from '@samplebank/domain/order-status';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { statusLabel } from './status-badge';

type OrderStatusControlProps = {
  status: string;
  isPending?: boolean;
  initialCarrier?: string | null;
  initialTrackingNumber?: string | null;
  onSubmit: (change: TUpdateOrderStatusRequest) => void;
};

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/**
 * Offers only the statuses the state machine allows next (packages/domain). In transit needs a carrier and a
 * tracking number; cancelling asks first, since the server returns the stock and e-mails the buyer.
 */
export function OrderStatusControl({
  status,
  isPending,
  initialCarrier,
  initialTrackingNumber,
  onSubmit,
}: OrderStatusControlProps) {
  const id = useId();
  const options = isOrderStatus(status) ? nextOrderStatuses(status) : [];
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [carrier, setCarrier] = useState(initialCarrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(initialTrackingNumber ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  if (options.length === 0) {
    return (
      <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">
        {status === 'awaiting-payment'
          ? 'This order waits for its payment; it moves to processing once the payment is confirmed.'
          : `A ${statusLabel(status).toLowerCase()} order does not change any more.`}
      </p>
    );
  }

  const submit = () => {
    if (!next) return;
    const change: TUpdateOrderStatusRequest = { status: next, ...(note.trim() ? { note: note.trim() } : {}) };
    onSubmit(
      next === 'in-transit' ? { ...change, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() } : change,
    );
    setIsConfirmingCancel(false);
  };

  return (
    <form
      noValidate
      aria-label="Change status"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!next) return;
        if (next === 'in-transit') {
          const problems = {
            carrier: carrier.trim() ? undefined : 'Carrier is required for an order in transit',
            trackingNumber: trackingNumber.trim() ? undefined : 'Tracking number is required for an order in transit',
          };
          setErrors(problems);
          if (problems.carrier || problems.trackingNumber) return;
        }
        if (next === 'cancelled') setIsConfirmingCancel(true);
        else submit();
      }}
    >
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-ink">
          Next status
        </label>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted">{statusLabel(status)}</span>
          <ArrowRight aria-hidden="true" className="size-4 text-subtle" />
          <select
            id={`${id}-status`}
            value={next}
            onChange={(event) => {
              setNext(event.target.value as OrderStatus | '');
              setErrors({});
            }}
            className={cn(inputStyles, 'h-10 flex-1 cursor-pointer')}
          >
            <option value="">Choose…</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {next === 'in-transit' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <ShipmentInput label="Carrier" value={carrier} error={errors.carrier} onChange={setCarrier} />
          <ShipmentInput
            label="Tracking number"
            value={trackingNumber}
            error={errors.trackingNumber}
            onChange={setTrackingNumber}
          />
        </div>
      )}

      {next && (
        <div>
          <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-ink">
            Note <span className="font-normal text-muted">(optional, shown on the tracking timeline)</span>
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className={cn(inputStyles, 'h-10')}
          />
        </div>
      )}

      <Button
        type="submit"
        variant="dark"
        size="sm"
        disabled={!next || isPending}
        className={next === 'cancelled' ? 'bg-danger hover:bg-danger/90' : undefined}
      >
        {isPending ? 'Saving...' : next === 'cancelled' ? 'Cancel order' : 'Update status'}
      </Button>

      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={setIsConfirmingCancel}
        title="Cancel this order?"
        description="The stock of every line goes back to the catalogue and the buyer is e-mailed. This cannot be undone."
        confirmLabel="Cancel order"
        isPending={isPending}
        onConfirm={submit}
      />
    </form>
  );
}

function ShipmentInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label} <span className="text-danger">*</span>
      </label>
      <input
        id={id}
        value={value}
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputStyles, 'h-10')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
