import { zodResolver } from '@hookform/resolvers/zod';
import {
  PARTNER_APPLICATION_LIMITS,
  type TPartnerApplicationInput,
  type TPartnerApplicationRequest,
  ZPartnerApplicationRequestSchema,
} from '@samplebank/contracts/partner-applications';
import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useLocale, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApplyAsPartner, usePartnerCategories } from '../partner-application-api';
import { CATALOGUE_SIZE_LABELS, CATALOGUE_SIZES, categoryGroups } from '../partner-application-choices';
import { PartnerApplicationSent } from './partner-application-sent';

type FormInput = TPartnerApplicationRequest;
type Form = UseFormReturn<FormInput, unknown, TPartnerApplicationInput>;
const L = PARTNER_APPLICATION_LIMITS;

// the fields in the order the form shows them, so a refusal focuses the first one it names
const FIELD_ORDER = [
  'companyName',
  'ssmNumber',
  'contactName',
  'email',
  'phone',
  'website',
  'categories',
  'catalogueSize',
  'message',
] as const satisfies readonly (keyof FormInput)[];

/**
 * "Become a brand partner": the company, its SSM number, who to talk to, what it makes and how much of it. Checked with
 * the contract's schema, whose words follow the page's language; the server's refusals land on their fields too.
 */
export function PartnerApplicationForm() {
  const t = useT('content');
  const apply = useApplyAsPartner();
  const [sent, setSent] = useState<{ companyName: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form: Form = useForm<FormInput, unknown, TPartnerApplicationInput>({
    resolver: zodResolver(ZPartnerApplicationRequestSchema),
    defaultValues: {
      companyName: '',
      ssmNumber: '',
      contactName: '',
      email: '',
      phone: '',
      website: '',
      categories: [],
      message: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    apply.mutate(values, {
      onSuccess: () => setSent({ companyName: values.companyName, email: values.email }),
      onError: (error) => {
        if (setServerFieldErrors(error, form.setError, FIELD_ORDER)) {
          setFailure(t('partner.form.fixFields'));
          return;
        }
        // the server explains a duplicate or too many applications, in the page's language
        const explains = error instanceof ApiError && [400, 409, 429].includes(error.status) && error.message;
        const message = explains ? error.message : t('partner.form.failed');
        setFailure(message);
        toast.error(message);
      },
    });
  });

  if (sent) return <PartnerApplicationSent companyName={sent.companyName} email={sent.email} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="partner-form-title" className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <h2 id="partner-form-title" className="text-xl font-semibold text-ink">
          {t('partner.form.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('partner.form.intro')}</p>
      </div>
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger sm:col-span-2"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      )}
      <FormField label={t('partner.form.company')} required error={errors.companyName?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('companyName')}
            aria-required
            autoComplete="organization"
            maxLength={L.companyName}
          />
        )}
      </FormField>
      <FormField
        label={t('partner.form.ssm')}
        required
        hint={t('partner.form.ssmHint')}
        error={errors.ssmNumber?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('ssmNumber')}
            aria-required
            autoComplete="off"
            spellCheck={false}
            maxLength={L.ssmNumber}
          />
        )}
      </FormField>
      <FormField label={t('partner.form.contactName')} required error={errors.contactName?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('contactName')}
            aria-required
            autoComplete="name"
            maxLength={L.contactName}
          />
        )}
      </FormField>
      <FormField
        label={t('partner.form.email')}
        required
        hint={t('partner.form.emailHint')}
        error={errors.email?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('email')}
            aria-required
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label={t('partner.form.phone')} required error={errors.phone?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('phone')}
            aria-required
            type="tel"
            autoComplete="tel"
            maxLength={L.phone}
            placeholder="012-345 6789" // i18n-ignore
          />
        )}
      </FormField>
      <FormField label={t('partner.form.website')} isOptional error={errors.website?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('website')}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            maxLength={L.website}
            placeholder="www.example.com.my" // i18n-ignore
          />
        )}
      </FormField>
      <CategoryChoices form={form} />
      <CatalogueSizeChoice form={form} />
      <FormField
        label={t('partner.form.message')}
        isOptional
        hint={t('partner.form.messageHint')}
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        {(control) => <TextArea {...control} {...form.register('message')} rows={4} maxLength={L.message} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          {t.rich('partner.form.privacy', {
            link: (chunks) => (
              <Link to={paths.privacyPolicy.to()} className="font-medium text-ink underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <Button type="submit" variant="dark" size="lg" disabled={apply.isPending} className="shrink-0">
          {apply.isPending ? t('partner.form.sending') : t('partner.form.send')}
        </Button>
      </div>
    </form>
  );
}

/** A group of choices with its legend, hint and error, the error tied to the group for screen readers. */
function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  const t = useT('content');
  const id = useId();
  return (
    <fieldset
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
      className="min-w-0 sm:col-span-2"
    >
      <legend className="text-sm font-medium text-ink">
        {legend}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
        <span className="sr-only"> {t('partner.form.required')}</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2.5">{children}</div>
      <p id={`${id}-error`} aria-live="polite" className={cn('mt-1.5 text-sm text-danger', !error && 'sr-only')}>
        {error}
      </p>
    </fieldset>
  );
}

const choiceStyles =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink transition-colors hover:border-ink has-checked:border-ink has-checked:bg-canvas has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand';

/** What the company makes or supplies: the catalogue's categories, grouped under their top level. */
function CategoryChoices({ form }: { form: Form }) {
  const t = useT('content');
  const locale = useLocale();
  const categories = usePartnerCategories();
  const nameOf = (category: { name: string; nameMs?: string | null }) =>
    locale === 'ms' && category.nameMs ? category.nameMs : category.name;
  const groups = categories.data ? categoryGroups(categories.data, nameOf) : [];
  const error = form.formState.errors.categories;
  const message = error?.message ?? error?.root?.message;

  return (
    <ChoiceGroup
      legend={t('partner.form.categories')}
      hint={t('partner.form.categoriesHint', { max: L.categoriesMax })}
      error={message}
    >
      {categories.isPending && (
        <div className="grid gap-2 sm:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} className="h-11 rounded-lg" />
          ))}
        </div>
      )}
      {categories.isError && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {t('partner.form.categoriesFailed')}
          <Button size="sm" variant="secondary" onClick={() => categories.refetch()}>
            {t('partner.form.tryAgain')}
          </Button>
        </p>
      )}
      <div className="space-y-4">
        {groups.map((group) => (
          <fieldset key={group.slug} className="min-w-0">
            <legend className="mb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">{group.name}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.choices.map((choice) => (
                <label key={choice.slug} className={choiceStyles}>
                  <input
                    type="checkbox"
                    value={choice.slug}
                    {...form.register('categories')}
                    className="size-4 shrink-0 accent-ink"
                  />
                  {choice.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** How many products the company's catalogue holds, as one of four sizes. */
function CatalogueSizeChoice({ form }: { form: Form }) {
  const t = useT('content');
  return (
    <ChoiceGroup legend={t('partner.form.catalogueSize')} error={form.formState.errors.catalogueSize?.message}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CATALOGUE_SIZES.map((size) => (
          <label key={size} className={choiceStyles}>
            <input
              type="radio"
              value={size}
              {...form.register('catalogueSize')}
              className="size-4 shrink-0 accent-ink"
            />
            {t(CATALOGUE_SIZE_LABELS[size])}
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}
