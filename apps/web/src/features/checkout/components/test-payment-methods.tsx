import type { TCheckout, TPaymentMethod } from '@samplebank/contracts/checkout';
import { useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n';
import { TestCardForm } from './test-card-form';
import { TestFpxForm } from './test-fpx-form';

/**
 * The built-in test processor's ways to pay, as Stripe's Payment Element offers them: card, or FPX online banking.
 * A checkout resumes on the way its buyer last chose.
 */
export function TestPaymentMethods({
  checkout,
  clientSecret,
  amountLabel,
  defaults,
  onPaid,
  onStale,
}: {
  checkout: TCheckout;
  clientSecret: string;
  amountLabel: string;
  defaults: { email: string; phone: string };
  onPaid: () => void;
  onStale: () => void;
}) {
  const t = useT('checkout');
  const [method, setMethod] = useState<TPaymentMethod>(checkout.paymentMethod ?? 'card');
  const atCardStep = checkout.paymentStatus === 'requires_action' && checkout.paymentMethod !== 'fpx';
  return (
    <Tabs
      label={t('method.label')}
      tabs={[
        { value: 'card', label: t('method.card') },
        { value: 'fpx', label: t('method.fpx') },
      ]}
      value={method}
      onChange={setMethod}
      panelClassName="pt-5"
    >
      {method === 'card' ? (
        <TestCardForm
          // a new status from the server (another tab paid a try, or asked for authentication) starts the form afresh
          key={checkout.paymentStatus ?? 'none'}
          clientSecret={clientSecret}
          amountLabel={amountLabel}
          defaults={defaults}
          initialStep={atCardStep ? 'authenticate' : 'card'}
          initialFailure={checkout.paymentMethod === 'fpx' ? null : checkout.paymentFailure}
          onPaid={onPaid}
          onStale={onStale}
        />
      ) : (
        <TestFpxForm
          key={checkout.paymentStatus ?? 'none'}
          checkout={checkout}
          clientSecret={clientSecret}
          amountLabel={amountLabel}
          onStale={onStale}
        />
      )}
    </Tabs>
  );
}
