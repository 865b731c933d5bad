import type { TCartResponse } from '@samplebank/contracts/cart';
import type { TDeliverySettings } from '@samplebank/contracts/content';
import { expressDeliveryDate, type IsoDate } from '@samplebank/domain/delivery';
import { formatRinggit } from '@samplebank/domain/format';
import type { Charges } from '@samplebank/domain/pricing';
import { CircleAlert, LoaderCircle, Zap } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { chargesFor } from '../lib/checkout-charges';
import { formatDeliveryDate } from '../lib/delivery-dates';
import { ChargeSummary } from './charge-summary';
import { DeliveryDatePicker } from './delivery-date-picker';
import { ShippingAddress } from './shipping-address';

export type CheckoutChoice = { deliveryDate: IsoDate; isExpressDelivery: boolean; charges: Charges };

type CheckoutPanelProps = {
  cart: TCartResponse;
  isPremium: boolean;
  settings: TDeliverySettings;
  isSubmitting: boolean;
  submitError: ReactNode;
  onCheckout: (choice: CheckoutChoice) => void;
  /** the clock, for tests */
  now?: Date;
};

/**
 * The cart's side panel (spec §2): where it ships, when (a weekday in the bookable window, or express for premium
 * members), what it costs, and the button that places the order.
 */
export function CheckoutPanel({
  cart,
  isPremium,
  settings,
  isSubmitting,
  submitError,
  onCheckout,
  now = new Date(),
}: CheckoutPanelProps) {
  const t = useT('cart');
  const [deliveryDate, setDeliveryDate] = useState<IsoDate | null>(null);
  const [isExpressDelivery, setExpressDelivery] = useState(false);
  const dateId = useId();
  const dateHintId = useId();
  const missingDateId = useId();

  const charges = chargesFor(cart, { isPremium, isExpressDelivery, settings });
  const expressDate = expressDeliveryDate(now, settings);
  const hasAddress = cart.shippingAddress !== null;

  // spec §4: express moves the date to today + 2 and locks the picker; turning it off clears the date
  const toggleExpress = () => {
    const next = !isExpressDelivery;
    setExpressDelivery(next);
    setDeliveryDate(next ? expressDate : null);
  };

  const canSubmit = deliveryDate !== null && hasAddress && !isSubmitting;
  const submit = () => {
    if (deliveryDate) onCheckout({ deliveryDate, isExpressDelivery, charges });
  };

  return (
    <aside aria-label={t('panel.label')} className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <PanelSection title={t('panel.shippingAddress')}>
        <ShippingAddress address={cart.shippingAddress} />
      </PanelSection>

      <PanelSection title={t('panel.deliveryDate')} titleFor={dateId}>
        <DeliveryDatePicker
          id={dateId}
          value={deliveryDate}
          onChange={setDeliveryDate}
          disabled={isExpressDelivery || isSubmitting}
          now={now}
          settings={settings}
          aria-describedby={dateHintId}
        />
        <p id={dateHintId} className="mt-1.5 text-xs text-muted">
          {isExpressDelivery
            ? t('panel.expressHint')
            : t('panel.standardHint', { min: settings.minLeadDays, max: settings.maxLeadDays })}
        </p>
        {isPremium ? (
          <ExpressToggle
            checked={isExpressDelivery}
            disabled={isSubmitting}
            onToggle={toggleExpress}
            label={t('panel.express')}
            detail={t('panel.expressDetail', {
              date: formatDeliveryDate(expressDate),
              fee: formatRinggit(settings.expressFee),
            })}
          />
        ) : null}
      </PanelSection>

      <PanelSection title={t('panel.summary')}>
        <ChargeSummary charges={charges} taxRate={settings.taxRate} isExpressDelivery={isExpressDelivery} />
        {isPremium ? null : (
          <p className="mt-3 rounded-lg bg-success-soft px-3 py-2 text-xs text-success">{t('panel.freePlan')}</p>
        )}
      </PanelSection>

      <div className="mt-6">
        <Button
          size="lg"
          className="w-full"
          disabled={!canSubmit}
          aria-describedby={deliveryDate ? undefined : missingDateId}
          onClick={submit}
        >
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t(isSubmitting ? 'panel.placing' : isPremium ? 'panel.proceed' : 'panel.request')}
        </Button>
        {deliveryDate ? null : (
          <p id={missingDateId} className="mt-2 flex items-start gap-1.5 text-sm text-warning">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('panel.missingDate')}
          </p>
        )}
        {hasAddress ? null : <p className="mt-2 text-sm text-muted">{t('panel.noAddress')}</p>}
        {submitError ? (
          <div role="alert" className="mt-3 rounded-lg border border-danger/20 bg-danger-soft p-3 text-sm text-danger">
            {submitError}
          </div>
        ) : null}
      </div>
    </aside>
  );
}

function PanelSection({ title, titleFor, children }: { title: string; titleFor?: string; children: ReactNode }) {
  const headingClass = 'mb-2.5 block text-sm font-semibold text-ink';
  return (
    <section className="border-b border-line py-5 first:pt-0 last:border-b-0 last:pb-0">
      {titleFor ? (
        <label htmlFor={titleFor} className={headingClass}>
          {title}
        </label>
      ) : (
        <h2 className={headingClass}>{title}</h2>
      )}
      {children}
    </section>
  );
}

function ExpressToggle({
  checked,
  disabled,
  onToggle,
  label,
  detail,
}: {
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  label: string;
  detail: string;
}) {
  const labelId = useId();
  const detailId = useId();
  return (
    <div
      className={cn(
        'mt-3 flex items-center gap-3 rounded-xl border p-3 transition-colors',
        checked ? 'border-brand bg-brand-soft' : 'border-line',
      )}
    >
      <Zap aria-hidden="true" className={cn('size-5 shrink-0', checked ? 'text-brand' : 'text-muted')} />
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={detailId} className="text-xs text-muted">
          {detail}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={detailId}
        disabled={disabled}
        onClick={onToggle}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-brand' : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-card transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
