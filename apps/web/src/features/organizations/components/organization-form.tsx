import { COMPANY_TYPES, ORGANIZATION_FIELD_MAX, type TOrganization } from '@samplebank/contracts/organizations';
import { CircleAlert } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/address/address-fields';
import { addressFormOf, formFieldOf } from '../../../components/address/address-form';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSaveOrganization } from '../api';
import {
  type BuyerKind,
  EMPTY_ORGANIZATION_FORM,
  formValuesOf,
  type OrganizationFormInput,
  type OrganizationFormOutput,
  organizationFormResolver,
  organizationRequestOf,
} from '../organization-form-schema';
import { BuyerKindField } from './buyer-kind-field';
import { FormSection } from './form-section';
import { ImageUploadField } from './image-upload-field';
import { TaxDetailsFields } from './tax-details-fields';

type OrganizationFormProps = {
  /** the saved organization to edit; without one the form creates the user's company or individual details */
  organization?: TOrganization;
  /** the starting values of a new one, e.g. from the wizard's profile */
  initialValues?: OrganizationFormInput;
  /** what the name starts as for each kind of buyer, so switching kind swaps a name the user did not type */
  kindNames?: Record<BuyerKind, string>;
  onSaved?: (organization: TOrganization) => void;
  onCancel?: () => void;
  /** in a dialog the actions stick to the bottom of the scrolling panel */
  variant?: 'dialog' | 'page';
  /** a dialog starts on the first field rather than its close button */
  autoFocusFirstField?: boolean;
};

const IMAGE_FIELDS = { logo: 'logo', banner: 'banner' } as const;

/**
 * Who a buyer orders for (spec §3-§4, issue 12): a company (details, logo and banner) or the buyer as an individual
 * (name, phone, e-mail), and the address that is saved as both billing and shipping address. Saving links the user
 * to it and updates the session.
 */
export function OrganizationForm({
  organization,
  initialValues,
  kindNames,
  onSaved,
  onCancel,
  variant = 'page',
  autoFocusFirstField = false,
}: OrganizationFormProps) {
  const t = useT('organizations');
  const { user, updateUser } = useSession();
  const save = useSaveOrganization();
  const [busyUploads, setBusyUploads] = useState({ logo: false, banner: false });
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<OrganizationFormInput, unknown, OrganizationFormOutput>({
    resolver: useMemo(() => organizationFormResolver(t), [t]),
    defaultValues: organization ? formValuesOf(organization) : (initialValues ?? EMPTY_ORGANIZATION_FORM),
    mode: 'onTouched',
  });
  const { errors, submitCount } = form.formState;
  const kind = form.watch('kind');
  const isCompany = kind === 'company';

  const chooseKind = (next: BuyerKind) => {
    const name = form.getValues('name');
    // a name the form filled in for the other kind (the business's, or the person's) follows the choice
    if (kindNames && (name === '' || name === kindNames[kind])) form.setValue('name', kindNames[next]);
    form.setValue('kind', next);
    form.clearErrors();
    setServerError(null);
  };
  const errorCount = countErrors(errors);
  const isUploading = busyUploads.logo || busyUploads.banner;

  const onLogoBusy = useCallback((busy: boolean) => setBusyUploads((current) => ({ ...current, logo: busy })), []);
  const onBannerBusy = useCallback((busy: boolean) => setBusyUploads((current) => ({ ...current, banner: busy })), []);

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    const body = organizationRequestOf(values);
    save.mutate(organization ? { id: organization._id, body } : { body }, {
      onSuccess: (saved) => {
        if (user && user.organizationId !== saved._id) updateUser({ ...user, organizationId: saved._id });
        form.reset(formValuesOf(saved));
        toast.success(savedMessage(values.kind, Boolean(organization), t));
        onSaved?.(saved);
      },
      onError: (error) => showServerError(error),
    });
  });

  const showServerError = (error: Error) => {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    Object.entries(fields).forEach(([field, message], index) => {
      const name = formFieldOf(field) as FieldPath<OrganizationFormInput>;
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    const refusedImage = (Object.keys(IMAGE_FIELDS) as (keyof typeof IMAGE_FIELDS)[]).find((field) => fields[field]);
    if (refusedImage) {
      // the uploads API records files as documents; until it can mark an upload as an image the save refuses it
      toast.error(t('form.imageRefused', { image: refusedImage }), {
        description: t('form.imageRefusedDescription', { image: refusedImage, message: fields[refusedImage] }),
        duration: 8000,
      });
    } else if (!Object.keys(fields).length) {
      // a field's own message shows beside it; the toast is for what no field explains
      toast.error(error.message || (organization ? t('errors.updateFailed') : t('errors.createFailed')));
    }
    setServerError(error.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} className="space-y-8">
      {(submitCount > 0 && errorCount > 0) || serverError ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errorCount > 0 ? t('form.checkFields', { count: errorCount }) : serverError}
        </p>
      ) : null}

      <BuyerKindField value={kind} onChange={chooseKind} />

      {isCompany ? (
        <>
          <FormSection title={t('form.companyDetails')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('form.companyName')} required error={errors.name?.message} className="sm:col-span-2">
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('name')}
                    autoComplete="organization"
                    maxLength={ORGANIZATION_FIELD_MAX.name}
                    // the dialog opens to fill in this form, so its first field takes focus
                    autoFocus={autoFocusFirstField}
                  />
                )}
              </FormField>
              <FormField label={t('form.companyType')} required error={errors.type?.message}>
                {(control) => (
                  <SelectInput {...control} {...form.register('type')}>
                    <option value="">{t('form.chooseType')}</option>
                    {COMPANY_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`companyTypes.${type}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </FormField>
              <FormField
                label={t('form.ssmNumber')}
                required
                error={errors.ssmNumber?.message}
                hint={t('form.ssmNumberHint')}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('ssmNumber')}
                    autoComplete="off"
                    maxLength={ORGANIZATION_FIELD_MAX.ssmNumber}
                  />
                )}
              </FormField>
              <PhoneField form={form} />
              <FormField label={t('form.orgEmail')} required error={errors.orgEmail?.message}>
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('orgEmail')}
                    type="email"
                    autoComplete="email"
                    maxLength={ORGANIZATION_FIELD_MAX.orgEmail}
                  />
                )}
              </FormField>
              <FormField
                label={t('form.personInCharge')}
                required
                error={errors.personInCharge?.message}
                className="sm:col-span-2"
              >
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('personInCharge')}
                    autoComplete="name"
                    maxLength={ORGANIZATION_FIELD_MAX.personInCharge}
                  />
                )}
              </FormField>
            </div>
          </FormSection>

          <FormSection title={t('form.images')} description={t('form.imagesDescription')}>
            <div className="grid gap-6">
              <ImageUploadField
                form={form}
                name="logo"
                label={t('form.logo')}
                hint={t('form.logoHint')}
                savedKey={organization?.logo?.key}
                savedUrl={organization?.logoUrl}
                onBusyChange={onLogoBusy}
              />
              <ImageUploadField
                form={form}
                name="banner"
                label={t('form.banner')}
                hint={t('form.bannerHint')}
                savedKey={organization?.banner?.key}
                savedUrl={organization?.bannerUrl}
                onBusyChange={onBannerBusy}
              />
            </div>
          </FormSection>

          <FormSection title={t('form.billingAddress')} description={t('form.billingAddressDescription')}>
            <AddressFields form={addressFormOf(form)} />
          </FormSection>

          <TaxDetailsFields form={form} kind="company" />

          <FormSection title={t('form.shareWithBrands.title')}>
            <label className="flex items-start gap-3 rounded-xl border border-line p-4">
              <input
                type="checkbox"
                {...form.register('shareWithBrands')}
                aria-labelledby="share-with-brands-label"
                aria-describedby="share-with-brands-hint"
                className="mt-0.5 size-4 shrink-0 accent-ink"
              />
              <span>
                <span id="share-with-brands-label" className="block text-sm font-medium text-ink">
                  {t('form.shareWithBrands.label')}
                </span>
                <span id="share-with-brands-hint" className="mt-1 block text-sm text-muted">
                  {t('form.shareWithBrands.hint')}
                </span>
              </span>
            </label>
          </FormSection>
        </>
      ) : (
        <>
          <FormSection title={t('form.yourDetails')} description={t('form.yourDetailsDescription')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('form.fullName')} required error={errors.name?.message} className="sm:col-span-2">
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('name')}
                    autoComplete="name"
                    maxLength={ORGANIZATION_FIELD_MAX.name}
                    autoFocus={autoFocusFirstField}
                  />
                )}
              </FormField>
              <PhoneField form={form} />
              <FormField isOptional label={t('form.email')} error={errors.orgEmail?.message} hint={t('form.emailHint')}>
                {(control) => (
                  <TextInput
                    {...control}
                    {...form.register('orgEmail')}
                    type="email"
                    autoComplete="email"
                    maxLength={ORGANIZATION_FIELD_MAX.orgEmail}
                  />
                )}
              </FormField>
            </div>
          </FormSection>

          <FormSection title={t('form.deliveryAddress')} description={t('form.deliveryAddressDescription')}>
            <AddressFields form={addressFormOf(form)} />
          </FormSection>

          <TaxDetailsFields form={form} kind="individual" />
        </>
      )}

      <div
        className={cn(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end',
          variant === 'dialog' &&
            'sticky bottom-0 -mx-5 -mb-5 border-t border-line bg-white px-5 py-4 sm:-mx-6 sm:px-6',
        )}
      >
        {isUploading && <p className="text-sm text-muted sm:mr-auto">{t('form.waitingUpload')}</p>}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" variant="dark" disabled={save.isPending || isUploading}>
          {save.isPending
            ? t('form.saving')
            : organization
              ? t('form.saveChanges')
              : isCompany
                ? t('form.saveCompany')
                : t('form.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

function savedMessage(kind: BuyerKind, isUpdate: boolean, t: Translate<'organizations'>) {
  if (kind === 'individual') return isUpdate ? t('saved.individualUpdated') : t('saved.individualCreated');
  return isUpdate ? t('saved.companyUpdated') : t('saved.companyCreated');
}

type OrganizationFormApi = ReturnType<typeof useForm<OrganizationFormInput, unknown, OrganizationFormOutput>>;

/** The contact number: a Malaysian number, typed any way; it is stored in E.164 and shown as Malaysians write it. */
function PhoneField({ form }: { form: OrganizationFormApi }) {
  const t = useT('organizations');
  return (
    <FormField
      label={t('form.contactNumber')}
      required
      error={form.formState.errors.contactNumber?.message}
      hint={t('form.contactNumberHint')}
    >
      {(control) => (
        <TextInput
          {...control}
          {...form.register('contactNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={ORGANIZATION_FIELD_MAX.contactNumber}
        />
      )}
    </FormField>
  );
}

// the number of fields with a message, nested address fields included
function countErrors(errors: object): number {
  let count = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if ('message' in value && typeof value.message === 'string') count += 1;
    else count += countErrors(value);
  }
  return count;
}
