import type { TOrganization } from '@samplebank/contracts/organizations';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { type BrandInput, useBrand, useSaveBrand } from '../catalogue-api';
import { ImageUploadField } from './image-upload-field';

type ImageValue = { key: string; originalFilename: string; previewUrl: string } | null;

/** Creates a brand partner or edits one: name, description, website, logo and banner. */
export function BrandDialog({ brandId, onClose }: { brandId: string | null; onClose: () => void }) {
  const brand = useBrand(brandId);
  const isLoading = Boolean(brandId) && !brand.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={brandId ? `Edit ${brand.data?.name ?? 'brand'}` : 'New brand'}
      description="Brands appear on /brands and on their own storefront."
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
  const save = useSaveBrand(brandId);
  const [name, setName] = useState(brand?.name ?? '');
  const [description, setDescription] = useState(brand?.description ?? '');
  const [website, setWebsite] = useState(brand?.website ?? '');
  const [logo, setLogo] = useState<ImageValue>(
    brand?.logo && brand.logoUrl ? { ...brand.logo, previewUrl: brand.logoUrl } : null,
  );
  const [banner, setBanner] = useState<ImageValue>(
    brand?.banner && brand.bannerUrl ? { ...brand.banner, previewUrl: brand.bannerUrl } : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Name is required' });
      return;
    }
    const body: BrandInput = {
      type: 'BRAND',
      name: name.trim(),
      description: description.trim() || null,
      website: website.trim() || null,
      logo: logo ? { key: logo.key, originalFilename: logo.originalFilename } : null,
      banner: banner ? { key: banner.key, originalFilename: banner.originalFilename } : null,
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(brandId ? `${saved.name} saved` : `${saved.name} created`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(error instanceof ApiError ? error.message : 'The brand could not be saved');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Name" required error={errors.name}>
        {(control) => (
          <TextInput {...control} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <FormField isOptional label="Website" error={errors.website} hint="https://…">
        {(control) => (
          <TextInput {...control} type="url" value={website} onChange={(event) => setWebsite(event.target.value)} />
        )}
      </FormField>
      <FormField isOptional label="Description" error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <ImageUploadField
          label="Logo"
          previewUrl={logo?.previewUrl ?? null}
          onUploaded={(image) => setLogo({ ...image, previewUrl: image.url })}
          onRemove={() => setLogo(null)}
        />
        <ImageUploadField
          label="Banner"
          aspect="wide"
          hint="A wide image, about 1600 × 500."
          previewUrl={banner?.previewUrl ?? null}
          onUploaded={(image) => setBanner({ ...image, previewUrl: image.url })}
          onRemove={() => setBanner(null)}
        />
      </div>
      {(errors.logo || errors.banner) && <p className="text-sm text-danger">{errors.logo ?? errors.banner}</p>}
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : brandId ? 'Save brand' : 'Create brand'}
        </Button>
      </div>
    </form>
  );
}
