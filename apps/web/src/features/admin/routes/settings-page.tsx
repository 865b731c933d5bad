// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { type TSettings, ZDeliverySettingsSchema, ZSettingsSchema } from '@samplebank/contracts/content';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { usePlatformSettings, useSavePlatformSettings } from '../content-api';

type Fields = Record<
  'platformFee' | 'standardFee' | 'expressFee' | 'taxPercent' | 'minLeadDays' | 'maxLeadDays' | 'expressLeadDays',
  string
>;

const delivery = ZDeliverySettingsSchema.shape;
// what is typed, trimmed and read as a number, then checked by the contract's rule for that setting
const numberTyped = <Output,>(rule: z.ZodType<Output, number>) =>
  z.string().trim().min(1, 'Enter a number of 0 or more').transform(Number).pipe(rule);

/** The settings as typed: the contract's bounds on each, the tax as a percentage of the rate the API keeps. */
const ZSettingsFormSchema = z
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
  })
  // the contract's cross-check, in the words of this page
  .refine((settings) => settings.maxLeadDays >= settings.minLeadDays, {
    message: 'Must be at least the earliest delivery',
    path: ['maxLeadDays'],
  });
type SettingsFormOutput = z.output<typeof ZSettingsFormSchema>;

// the contract's bounds carry no words of their own; the admin reads these
const settingsResolver = zodResolver(ZSettingsFormSchema, {
  error: (issue) => {
    if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Enter a whole number of days';
    if (issue.code === 'too_small') return `Enter a number of ${String(issue.minimum)} or more`;
    // the tax is the only setting kept as a fraction of 1
    if (issue.code === 'too_big') return issue.maximum === 1 ? 'At most 100%' : `At most ${String(issue.maximum)}`;
    return 'Enter a number of 0 or more';
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
});

/** /admin/settings: the platform fee, delivery fees, tax and delivery lead times that checkout uses. */
export function SettingsPage() {
  const settings = usePlatformSettings();
  return (
    <div>
      <PageHeader title="Settings" description="Fees, tax and delivery rules used by the cart and checkout." />
      {settings.isError && <ErrorMessage>The settings could not be loaded.</ErrorMessage>}
      {settings.isPending && <Skeleton className="h-96 w-full rounded-2xl" />}
      {settings.data && <SettingsForm initial={settings.data} />}
    </div>
  );
}

function SettingsForm({ initial }: { initial: TSettings }) {
  const save = useSavePlatformSettings();
  const form = useForm<Fields, unknown, SettingsFormOutput>({
    resolver: settingsResolver,
    defaultValues: toFields(initial),
  });
  const { errors } = form.formState;
  const field = (name: keyof Fields, label: string, hint?: string, suffix?: string) => (
    <FormField label={label} required error={errors[name]?.message} hint={hint}>
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

  const submit = form.handleSubmit(({ platformFee, taxPercent, ...deliverySettings }) => {
    save.mutate(
      { platformFee, deliverySettings: { ...deliverySettings, taxRate: taxPercent } },
      {
        onSuccess: (saved) => {
          form.reset(toFields(saved));
          toast.success('Settings saved');
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'The settings could not be saved'),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      <Panel title="Fees">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('platformFee', 'Platform fee', 'Added to each premium order.', 'RM')}
          {field('taxPercent', 'Tax', 'On the sample charge.', '%')}
          {field('standardFee', 'Standard delivery fee', undefined, 'RM')}
          {field('expressFee', 'Express delivery fee', undefined, 'RM')}
        </div>
      </Panel>
      <Panel title="Delivery dates" description="Standard deliveries are on weekdays only.">
        <div className="grid gap-4 sm:grid-cols-3">
          {field('minLeadDays', 'Earliest standard delivery', 'Days from today.', 'days')}
          {field('maxLeadDays', 'Latest standard delivery', 'Days from today.', 'days')}
          {field('expressLeadDays', 'Express delivery', 'Days from today.', 'days')}
        </div>
      </Panel>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => form.reset(toFields(initial))}>
          Reset
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
