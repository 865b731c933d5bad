import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORGANIZATION_FIELD_MAX,
  type TOrganization,
  ZOrganizationRequestSchema,
} from '@samplebank/contracts/organizations';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressFields } from '../../../components/address/address-fields';
import {
  type AddressFormValues,
  addressFormOf,
  addressFormSchema,
  addressValuesOf,
  formFieldOf,
} from '../../../components/address/address-form';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { type Translate, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type BrandInput, useBrand, useSaveBrand } from '../catalogue-api';
import { ImageUploadField } from './image-upload-field';

type ImageValue = { key: string; originalFilename: string; previewUrl: string } | null;

// a brand's own fields, checked as the organization endpoints check them; the images come from their uploads
const organizationFields = ZOrganizationRequestSchema.shape;

/** All of an address's fields blank: the brand gives none. */
const isBlankAddress = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => String(field ?? '').trim() === '');

function brandFormSchema(t: Translate<'organizations'>) {
  return z.object({
    name: organizationFields.name,
    website: organizationFields.website,
    description: organizationFields.description,
    orgEmail: organizationFields.orgEmail,
    contactNumber: organizationFields.contactNumber,
    ssmNumber: organizationFields.ssmNumber,
    personInCharge: organizationFields.personInCharge,
    // optional as a whole: blank fields are no address, a started one is checked whole, as a buyer's is
    billingAddress: z.preprocess(
      (value: AddressFormValues) => (isBlankAddress(value) ? null : value),
      addressFormSchema(t).nullable(),
    ),
    logo: z.custom<ImageValue>(),
    banner: z.custom<ImageValue>(),
  });
}
type BrandFormInput = z.input<ReturnType<typeof brandFormSchema>>;
type BrandFormOutput = z.output<ReturnType<typeof brandFormSchema>>;
const BRAND_FIELDS = [
  'name',
  'website',
  'description',
  'orgEmail',
  'contactNumber',
  'ssmNumber',
  'personInCharge',
  'logo',
  'banner',
] as const;

function storedImage(image: ImageValue) {
  return image ? { key: image.key, originalFilename: image.originalFilename } : null;
}

/** Creates a brand partner or edits one: name, description, website, contacts, address, logo and banner. */
export function BrandDialog({ brandId, onClose }: { brandId: string | null; onClose: () => void }) {
  const t = useT('adminCatalogue');
  const brand = useBrand(brandId);
  const isLoading = Boolean(brandId) && !brand.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        brandId
          ? brand.data
            ? t('brandDialog.titleEdit', { name: brand.data.name })
            : t('brandDialog.titleEditUnnamed')
          : t('brandDialog.titleNew')
      }
      description={t('brandDialog.description')}
      className="sm:max-w-2xl"
    >
      {isLoading ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <BrandForm brandId={brandId} brand={brand.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function BrandForm({
  brandId,
  brand,
  onClose,
}: {
  brandId: string | null;
  brand?: TOrganization;
  onClose: () => void;
}) {
  const t = useT('adminCatalogue');
  const tOrganizations = useT('organizations');
  const save = useSaveBrand(brandId);
  const [schema] = useState(() => brandFormSchema(tOrganizations));
  const form = useForm<BrandFormInput, unknown, BrandFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: brand?.name ?? '',
      website: brand?.website ?? '',
      description: brand?.description ?? '',
      orgEmail: brand?.orgEmail ?? '',
      contactNumber: formatPhoneNumber(brand?.contactNumber ?? null),
      ssmNumber: brand?.ssmNumber ?? '',
      personInCharge: brand?.personInCharge ?? '',
      billingAddress: addressValuesOf(brand?.billingAddress[0]),
      logo: brand?.logo && brand.logoUrl ? { ...brand.logo, previewUrl: brand.logoUrl } : null,
      banner: brand?.banner && brand.bannerUrl ? { ...brand.banner, previewUrl: brand.bannerUrl } : null,
    },
  });
  const { errors } = form.formState;
  const [logo, banner] = form.watch(['logo', 'banner']);

  const submit = form.handleSubmit((values) => {
    const body: BrandInput = {
      type: 'BRAND',
      name: values.name,
      description: values.description ?? null,
      website: values.website ?? null,
      orgEmail: values.orgEmail ?? null,
      contactNumber: values.contactNumber ?? null,
      ssmNumber: values.ssmNumber ?? null,
      personInCharge: values.personInCharge ?? null,
      // none clears a saved one (its shipping copy too)
      billingAddress: values.billingAddress ? [values.billingAddress] : [],
      logo: storedImage(values.logo),
      banner: storedImage(values.banner),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t(brandId ? 'brandDialog.saved' : 'brandDialog.created', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, BRAND_FIELDS);
        // an address the server refused (a city of another state, say) is shown beside its field
        for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {}))
          if (field.startsWith('billingAddress.'))
            form.setError(formFieldOf(field) as `billingAddress.${keyof AddressFormValues}`, { message });
        toast.error(error instanceof ApiError ? error.message : t('brandDialog.saveFailed'));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label={t('brandDialog.name')} required error={errors.name?.message}>
        {(control) => <TextInput {...control} maxLength={200} {...form.register('name')} />}
      </FormField>
      <FormField isOptional label={t('brandDialog.website')} error={errors.website?.message} hint="https://…">
        {(control) => <TextInput {...control} type="url" {...form.register('website')} />}
      </FormField>
      <FormField isOptional label={t('brandDialog.descriptionField')} error={errors.description?.message}>
        {(control) => <TextArea {...control} rows={3} maxLength={2000} {...form.register('description')} />}
      </FormField>
      <fieldset className="space-y-4 border-t border-line pt-4">
        <div>
          <legend className="float-left w-full text-base font-semibold text-ink">
            {t('brandDialog.contactSection')}
          </legend>
          <p className="clear-left pt-1 text-sm text-ink-muted">{t('brandDialog.contactHint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField isOptional label={t('brandDialog.personInCharge')} error={errors.personInCharge?.message}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                maxLength={ORGANIZATION_FIELD_MAX.personInCharge}
                {...form.register('personInCharge')}
              />
            )}
          </FormField>
          <FormField isOptional label={t('brandDialog.ssmNumber')} error={errors.ssmNumber?.message}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                maxLength={ORGANIZATION_FIELD_MAX.ssmNumber}
                {...form.register('ssmNumber')}
              />
            )}
          </FormField>
          <FormField isOptional label={t('brandDialog.orgEmail')} error={errors.orgEmail?.message}>
            {(control) => (
              <TextInput
                {...control}
                type="email"
                autoComplete="off"
                maxLength={ORGANIZATION_FIELD_MAX.orgEmail}
                {...form.register('orgEmail')}
              />
            )}
          </FormField>
          <FormField isOptional label={t('brandDialog.contactNumber')} error={errors.contactNumber?.message}>
            {(control) => (
              <TextInput
                {...control}
                type="tel"
                autoComplete="off"
                maxLength={ORGANIZATION_FIELD_MAX.contactNumber}
                {...form.register('contactNumber')}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="space-y-4 border-t border-line pt-4">
        <div>
          <legend className="float-left w-full text-base font-semibold text-ink">
            {t('brandDialog.addressSection')}
          </legend>
          <p className="clear-left pt-1 text-sm text-ink-muted">{t('brandDialog.addressHint')}</p>
        </div>
        <AddressFields form={addressFormOf(form)} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <ImageUploadField
          label={t('brandDialog.logo')}
          previewUrl={logo?.previewUrl ?? null}
          onUploaded={(image) => form.setValue('logo', { ...image, previewUrl: image.url })}
          onRemove={() => form.setValue('logo', null)}
        />
        <ImageUploadField
          label={t('brandDialog.banner')}
          aspect="wide"
          hint={t('brandDialog.bannerHint')}
          previewUrl={banner?.previewUrl ?? null}
          onUploaded={(image) => form.setValue('banner', { ...image, previewUrl: image.url })}
          onRemove={() => form.setValue('banner', null)}
        />
      </div>
      {(errors.logo || errors.banner) && (
        <p className="text-sm text-danger">{errors.logo?.message ?? errors.banner?.message}</p>
      )}
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : brandId ? t('brandDialog.save') : t('brandDialog.create')}
        </Button>
      </div>
    </form>
  );
}
