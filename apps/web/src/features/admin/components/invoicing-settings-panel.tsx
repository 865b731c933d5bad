import {
  MYINVOIS_STATE_CODES,
  type TInvoicingSettings,
  type TMyInvoisStateCode,
  ZInvoicingSettingsSchema,
} from '@samplebank/contracts/invoicing-settings';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { useT } from '../../../lib/i18n';

/** The seller's details as typed: every one a string, the SST number blank when the platform has none. */
export type InvoicingFields = Record<Exclude<keyof TInvoicingSettings, 'state'>, string> & {
  state: TMyInvoisStateCode;
};

/** The contract's checks on the typed fields; a blank SST number is none. */
export const invoicingFormSchema = ZInvoicingSettingsSchema.extend({
  sstNumber: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(ZInvoicingSettingsSchema.shape.sstNumber),
});

export const invoicingFieldsOf = (settings: TInvoicingSettings): InvoicingFields => ({
  ...settings,
  sstNumber: settings.sstNumber ?? '',
  phone: formatPhoneNumber(settings.phone),
});

const FIELDS: Array<{ name: keyof TInvoicingSettings; wide?: boolean; optional?: boolean; max: number }> = [
  { name: 'sellerName', wide: true, max: 200 },
  { name: 'ssmNumber', max: 40 },
  { name: 'tin', max: 14 },
  { name: 'sstNumber', optional: true, max: 35 },
  { name: 'invoicePrefix', max: 8 },
  { name: 'msicCode', max: 5 },
  { name: 'businessActivity', wide: true, max: 300 },
  { name: 'addressLine', wide: true, max: 300 },
  { name: 'postcode', max: 5 },
  { name: 'city', max: 100 },
  { name: 'state', max: 2 },
  { name: 'email', max: 254 },
  { name: 'phone', max: 30 },
];

/**
 * The platform as the seller on its tax invoices and e-invoices (issue 20): each invoice copies these when it is
 * issued, so a change applies to the next one only.
 */
export function InvoicingSettingsPanel({
  register,
  errors,
}: {
  register: (name: `invoicing.${keyof InvoicingFields}`) => UseFormRegisterReturn;
  errors: FieldErrors<{ invoicing: InvoicingFields }>['invoicing'];
}) {
  const t = useT('admin');
  return (
    <Panel title={t('settings.invoicing')} description={t('settings.invoicingHint')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, wide, optional, max }) => (
          <FormField
            key={name}
            label={t(`settings.invoicing.${name}`)}
            required={!optional}
            isOptional={optional}
            error={errors?.[name]?.message}
            className={wide ? 'sm:col-span-2' : undefined}
          >
            {(control) =>
              name === 'state' ? (
                <SelectInput {...control} {...register('invoicing.state')}>
                  {(Object.keys(MYINVOIS_STATE_CODES) as TMyInvoisStateCode[]).map((code) => (
                    <option key={code} value={code}>
                      {MYINVOIS_STATE_CODES[code]}
                    </option>
                  ))}
                </SelectInput>
              ) : (
                <TextInput
                  {...control}
                  {...register(`invoicing.${name}`)}
                  maxLength={max}
                  spellCheck={false}
                  type={name === 'email' ? 'email' : 'text'}
                />
              )
            }
          </FormField>
        ))}
      </div>
    </Panel>
  );
}
