import type { TSettings } from '@samplebank/contracts/content';
import { useState } from 'react';
import { toast } from 'sonner';
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
  const [fields, setFields] = useState(() => toFields(initial));
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const field = (name: keyof Fields, label: string, hint?: string, suffix?: string) => (
    <FormField label={label} required error={errors[name]} hint={hint}>
      {(control) => (
        <div className="relative">
          <TextInput
            {...control}
            inputMode="decimal"
            value={fields[name]}
            onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const number = (name: keyof Fields) => Number(fields[name]);
    const problems: Partial<Fields> = {};
    for (const name of Object.keys(fields) as (keyof Fields)[]) {
      if (fields[name].trim() === '' || !Number.isFinite(number(name)) || number(name) < 0)
        problems[name] = 'Enter a number of 0 or more';
    }
    for (const name of ['minLeadDays', 'maxLeadDays', 'expressLeadDays'] as const) {
      if (!problems[name] && !Number.isInteger(number(name))) problems[name] = 'Enter a whole number of days';
    }
    if (!problems.taxPercent && number('taxPercent') > 100) problems.taxPercent = 'At most 100%';
    if (!problems.maxLeadDays && number('maxLeadDays') < number('minLeadDays'))
      problems.maxLeadDays = 'Must be at least the earliest delivery';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        platformFee: number('platformFee'),
        deliverySettings: {
          standardFee: number('standardFee'),
          expressFee: number('expressFee'),
          taxRate: Math.round(number('taxPercent') * 100) / 10000,
          minLeadDays: number('minLeadDays'),
          maxLeadDays: number('maxLeadDays'),
          expressLeadDays: number('expressLeadDays'),
        },
      },
      {
        onSuccess: (saved) => {
          setFields(toFields(saved));
          toast.success('Settings saved');
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'The settings could not be saved'),
      },
    );
  };

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
        <Button variant="secondary" onClick={() => setFields(toFields(initial))}>
          Reset
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
