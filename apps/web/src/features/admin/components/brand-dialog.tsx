import { zodResolver } from '@hookform/resolvers/zod';
import { type TOrganization, ZOrganizationRequestSchema } from '@samplebank/contracts/organizations';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type BrandInput, useBrand, useSaveBrand } from '../catalogue-api';
import { ImageUploadField } from './image-upload-field';

type ImageValue = { key: string; originalFilename: string; previewUrl: string } | null;

// a brand's own fields, checked as the organization endpoints check them; the images come from their uploads
const organizationFields = ZOrganizationRequestSchema.shape;
const ZBrandFormSchema = z.object({
  name: organizationFields.name,
  website: organizationFields.website,
  description: organizationFields.description,
  logo: z.custom<ImageValue>(),
  banner: z.custom<ImageValue>(),
});
type BrandFormInput = z.input<typeof ZBrandFormSchema>;
type BrandFormOutput = z.output<typeof ZBrandFormSchema>;
const BRAND_FIELDS = ['name', 'website', 'description', 'logo', 'banner'] as const;

function storedImage(image: ImageValue) {
  return image ? { key: image.key, originalFilename: image.originalFilename } : null;
}

/** Creates a brand partner or edits one: name, description, website, logo and banner. */
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
  const save = useSaveBrand(brandId);
  const form = useForm<BrandFormInput, unknown, BrandFormOutput>({
    resolver: zodResolver(ZBrandFormSchema),
    defaultValues: {
      name: brand?.name ?? '',
      website: brand?.website ?? '',
      description: brand?.description ?? '',
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
