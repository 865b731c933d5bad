import { CHECKOUT_MESSAGES, FPX_BANKS, type TCheckout, type TFpxBank } from '@samplebank/contracts/checkout';
import { Landmark, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { checkoutApi } from '../api';
import { useCheckoutMessage } from '../lib/checkout-messages';

const BANK_CODES = Object.keys(FPX_BANKS) as TFpxBank[];

/**
 * FPX online banking with the built-in test processor (issue 20): the buyer chooses a bank and goes to its simulated
 * page to approve the payment, as FPX sends them to their bank. A payment left at the bank page offers to go back.
 */
export function TestFpxForm({
  checkout,
  clientSecret,
  amountLabel,
  onStale,
}: {
  checkout: TCheckout;
  clientSecret: string;
  amountLabel: string;
  onStale?: () => void;
}) {
  const t = useT('checkout');
  const describe = useCheckoutMessage();
  const navigate = useNavigate();
  const atBank = checkout.paymentStatus === 'requires_action' && checkout.paymentMethod === 'fpx';
  const [bank, setBank] = useState<TFpxBank | ''>(checkout.bank ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(
    checkout.paymentMethod === 'fpx' ? checkout.paymentFailure : null,
  );
  const [isStarting, setStarting] = useState(false);

  const goToBank = async () => {
    if (!bank) {
      setError(t('fpx.chooseBank'));
      return;
    }
    setError(null);
    setFailure(null);
    setStarting(true);
    try {
      await checkoutApi.startTestFpx(clientSecret, bank);
      navigate(paths.testBank.to(checkout.orderId));
    } catch (caught) {
      const isRefusal = caught instanceof ApiError && caught.status >= 400 && caught.status < 500;
      setFailure(isRefusal ? caught.message : describe(CHECKOUT_MESSAGES.paymentFailed));
      if (caught instanceof ApiError && caught.status === 409) onStale?.();
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="space-y-4">
      {atBank && checkout.bank ? (
        <p role="status" className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink">
          {t('fpx.leftAtBank', { bank: FPX_BANKS[checkout.bank], amount: amountLabel })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {describe(failure)}
        </p>
      ) : null}
      <FormField label={t('fpx.bank')} required error={error ?? undefined} hint={t('fpx.bankHint')}>
        {(control) => (
          <SelectInput
            {...control}
            value={bank}
            onChange={(event) => {
              setBank(event.target.value as TFpxBank | '');
              setError(null);
            }}
          >
            <option value="">{t('fpx.chooseBankOption')}</option>
            {BANK_CODES.map((code) => (
              <option key={code} value={code}>
                {FPX_BANKS[code]}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <Button onClick={goToBank} disabled={isStarting} className="w-full">
        {isStarting ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Landmark aria-hidden="true" className="size-4" />
        )}
        {bank ? t('fpx.continueTo', { bank: FPX_BANKS[bank], amount: amountLabel }) : t('fpx.continue')}
      </Button>
      <p className="text-xs text-muted">{t('fpx.testNote')}</p>
    </div>
  );
}
