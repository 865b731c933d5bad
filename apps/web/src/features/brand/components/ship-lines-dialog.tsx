import { type TBrandOrder, ZShipBrandLinesRequestSchema } from '@samplebank/contracts/brand-fulfilment';
import { LoaderCircle, Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useShipBrandLines } from '../fulfilment-api';
import { CARRIER_CHOICES, type CarrierChoice, carrierOf, OTHER_CARRIER } from '../lib/fulfilment';

type Errors = Partial<Record<'carrier' | 'trackingNumber', string>>;

/**
 * Ships the chosen lines of an order in one parcel: its carrier (one of the common Malaysian ones, or another typed
 * in) and its tracking number. Mounted only while open, so each parcel starts from a clean form.
 */
export function ShipLinesDialog({
  brandId,
  order,
  itemIds,
  onClose,
  onShipped,
}: {
  brandId: string;
  order: TBrandOrder;
  itemIds: string[];
  onClose: () => void;
  onShipped: () => void;
}) {
  const t = useT('brand');
  const ship = useShipBrandLines(brandId);
  const [choice, setChoice] = useState<CarrierChoice>(CARRIER_CHOICES[0]!);
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const names = order.lines.filter((line) => itemIds.includes(line._id)).map((line) => line.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZShipBrandLinesRequestSchema.safeParse({
      itemIds,
      carrier: carrierOf(choice, otherCarrier),
      trackingNumber,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'carrier' || field === 'trackingNumber') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    ship.mutate(
      { orderId: order._id, ...parsed.data },
      {
        onSuccess: (shipped) => {
          toast.success(
            shipped.status === 'in-transit'
              ? t('fulfilment.toast.onItsWay', { number: order.number })
              : t('fulfilment.toast.shipped', {
                  count: itemIds.length,
                  number: order.number,
                  carrier: parsed.data.carrier,
                }),
          );
          onShipped();
        },
      },
    );
  };

  const failure = ship.error instanceof ApiError ? ship.error.message : ship.isError ? t('fulfilment.failed') : null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('fulfilment.ship.title', { count: itemIds.length, number: order.number })}
      description={t('fulfilment.ship.description')}
      className="sm:max-w-lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="rounded-xl bg-canvas px-4 py-3 text-sm text-ink">
          {names.map((name) => (
            <li key={name} translate="no" className="truncate py-0.5">
              {name}
            </li>
          ))}
        </ul>
        <SelectField
          label={t('fulfilment.ship.carrier')}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as CarrierChoice);
            setErrors({});
          }}
          error={choice === OTHER_CARRIER ? undefined : errors.carrier}
        >
          {CARRIER_CHOICES.map((option) => (
            <option key={option} value={option}>
              {option === OTHER_CARRIER ? t('fulfilment.ship.otherCarrier') : option}
            </option>
          ))}
        </SelectField>
        {choice === OTHER_CARRIER ? (
          <TextField
            label={t('fulfilment.ship.carrierName')}
            value={otherCarrier}
            autoComplete="off"
            maxLength={60}
            required
            error={errors.carrier}
            onChange={(event) => {
              setOtherCarrier(event.target.value);
              setErrors((current) => ({ ...current, carrier: undefined }));
            }}
          />
        ) : null}
        <TextField
          label={t('fulfilment.ship.trackingNumber')}
          hint={t('fulfilment.ship.trackingHint')}
          value={trackingNumber}
          autoComplete="off"
          spellCheck={false}
          maxLength={80}
          required
          className="font-mono"
          error={errors.trackingNumber}
          onChange={(event) => {
            setTrackingNumber(event.target.value);
            setErrors((current) => ({ ...current, trackingNumber: undefined }));
          }}
        />
        {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={ship.isPending}>
            {t('fulfilment.ship.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={ship.isPending} aria-busy={ship.isPending}>
            {ship.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Truck aria-hidden="true" className="size-4" />
            )}
            {ship.isPending ? t('fulfilment.ship.submitting') : t('fulfilment.ship.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
