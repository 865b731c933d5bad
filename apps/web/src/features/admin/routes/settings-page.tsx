import { zodResolver } from '@hookform/resolvers/zod';
import { type TSettings, ZDeliverySettingsSchema, ZSettingsSchema } from '@samplebank/contracts/content';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  type InvoicingFields,
  InvoicingSettingsPanel,
  invoicingFieldsOf,
  invoicingFormSchema,
} from '../components/invoicing-settings-panel';
import { PageHeader } from '../components/page-header';
import { usePlatformSettings, useSavePlatformSettings } from '../content-api';

type NumberField =
  | 'platformFee'
  | 'standardFee'
  | 'expressFee'
  | 'taxPercent'
  | 'minLeadDays'
  | 'maxLeadDays'
  | 'expressLeadDays';
type Fields = Record<NumberField, string> & { invoicing: InvoicingFields };

const delivery = ZDeliverySettingsSchema.shape;
// amounts are in ringgit in both languages
const RINGGIT = 'RM'; // i18n-ignore: the currency's symbol

/** The settings as typed: the contract's bounds on each, the tax as a percentage of the rate the API keeps. */
const settingsFormSchema = (t: Translate<'admin'>) => {
  // what is typed, trimmed and read as a number, then checked by the contract's rule for that setting
  const numberTyped = <Output,>(rule: z.ZodType<Output, number>) =>
    z.string().trim().min(1, t('settings.errorNumber')).transform(Number).pipe(rule);
  return (
    z
      .object({
        platformFee: numberTyped(ZSettingsSchema.shape.platformFee),
        standardFee: numberTyped(delivery.standardFee),
        expressFee: numberTyped(delivery.expressFee),
        taxPercent: numberTyped(z.number().transform((percent) => Math.round(percent * 100) / 10000)).pipe(
          delivery.taxRate,
        ),
        minLeadDays: numberTyped(delivery.minLeadDays),
        maxLeadDays: numberTyped(delivery.maxLeadDays),
        expressLeadDays: numberTyped(delivery.expressLeadDays),
        invoicing: invoicingFormSchema,
      })
      // the contract's cross-check, in the words of this page
      .refine((settings) => settings.maxLeadDays >= settings.minLeadDays, {
        message: t('settings.errorMaxLead'),
        path: ['maxLeadDays'],
      })
  );
};
type SettingsFormOutput = z.output<ReturnType<typeof settingsFormSchema>>;

// the contract's bounds carry no words of their own; the admin reads these
const settingsResolver = (t: Translate<'admin'>) =>
  zodResolver(settingsFormSchema(t), {
    error: (issue) => {
      if (issue.code === 'invalid_type' && issue.expected === 'int') return t('settings.errorWholeDays');
      if (issue.code === 'too_small') return t('settings.errorMin', { min: String(issue.minimum) });
      // the tax is the only setting kept as a fraction of 1
      if (issue.code === 'too_big')
        return issue.maximum === 1
          ? t('settings.errorMaxPercent')
          : t('settings.errorMax', { max: String(issue.maximum) });
      return t('settings.errorNumber');
    },
  });

const toFields = (settings: TSettings): Fields => ({
  platformFee: String(settings.platformFee),
  standardFee: String(settings.deliverySettings.standardFee),
  expressFee: String(settings.deliverySettings.expressFee),
  taxPercent: String(Math.round(settings.deliverySettings.taxRate * 10000) / 100),
  minLeadDays: String(settings.deliverySettings.minLeadDays),
  maxLeadDays: String(settings.deliverySettings.maxLeadDays),
  expressLeadDays: String(settings.deliverySettings.expressLeadDays),
  invoicing: invoicingFieldsOf(settings.invoicing),
});

/** /admin/settings: the platform fee, delivery fees, tax and delivery lead times that checkout uses. */
export function SettingsPage() {
  const t = useT('admin');
  const settings = usePlatformSettings();
  return (
    <div>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isError && <ErrorMessage>{t('settings.loadFailed')}</ErrorMessage>}
      {settings.isPending && <Skeleton className="h-96 w-full rounded-2xl" />}
      {settings.data && <SettingsForm initial={settings.data} />}
    </div>
  );
}

function SettingsForm({ initial }: { initial: TSettings }) {
  const t = useT('admin');
  const save = useSavePlatformSettings();
  const resolver = useMemo(() => settingsResolver(t), [t]);
  const form = useForm<Fields, unknown, SettingsFormOutput>({
    resolver,
    defaultValues: toFields(initial),
  });
  const { errors } = form.formState;
  // each setting's label is `settings.<name>`
  const field = (name: NumberField, hint?: MessageKey<'admin'>, suffix?: string) => (
    <FormField label={t(`settings.${name}`)} required error={errors[name]?.message} hint={hint ? t(hint) : undefined}>
      {(control) => (
        <div className="relative">
          <TextInput
            {...control}
            inputMode="decimal"
            {...form.register(name)}
            className={suffix ? 'pr-14' : undefined}
          />
          {suffix && (
            <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-muted">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );

  const submit = form.handleSubmit(({ platformFee, taxPercent, invoicing, ...deliverySettings }) => {
    save.mutate(
      { platformFee, deliverySettings: { ...deliverySettings, taxRate: taxPercent }, invoicing },
      {
        onSuccess: (saved) => {
          form.reset(toFields(saved));
          toast.success(t('settings.saved'));
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('settings.saveFailed')),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      <Panel title={t('settings.fees')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('platformFee', 'settings.platformFeeHint', RINGGIT)}
          {field('taxPercent', 'settings.taxHint', '%')}
          {field('standardFee', undefined, RINGGIT)}
          {field('expressFee', undefined, RINGGIT)}
        </div>
      </Panel>
      <Panel title={t('settings.deliveryDates')} description={t('settings.deliveryDatesHint')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {field('minLeadDays', 'settings.daysHint', t('settings.days'))}
          {field('maxLeadDays', 'settings.daysHint', t('settings.days'))}
          {field('expressLeadDays', 'settings.daysHint', t('settings.days'))}
        </div>
      </Panel>
      <InvoicingSettingsPanel register={form.register} errors={errors.invoicing} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => form.reset(toFields(initial))}>
          {t('settings.reset')}
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
