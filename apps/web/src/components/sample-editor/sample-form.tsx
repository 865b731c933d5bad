import {
  type TAdminSampleDetail,
  type TAdminSampleRequest,
  ZAdminSampleRequestSchema,
} from '@samplebank/contracts/admin-catalogue';
import { colourFamilyOf } from '@samplebank/domain/colour-families';
import { nearestColourFamily } from '@samplebank/domain/colour-family-nearest';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { type CategoryNode, flattenCategories } from '../../lib/category-tree';
import { type MessageKey, useLocale, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { FormField, SelectInput, TextArea, TextInput } from '../ui/form-field';
import { Panel } from '../ui/panel';
import {
  type CertificationProblems,
  CertificationsEditor,
  certificationProblemsOf,
  certificationsFromRows,
  rowsFromCertifications,
} from './certifications-editor';
import { ColorPicker } from './color-picker';
import { ColourFamilySelect } from './colour-family-select';
import {
  entriesFromRecord,
  KeyValueEditor,
  type KeyValueEntry,
  keyValueProblems,
  recordFromEntries,
} from './key-value-editor';
import { type SampleImage, SampleImagesEditor } from './sample-images-editor';
import { SampleSpecsFields, type SpecsFormValues, specsFormValues, specsRequest } from './sample-specs-fields';

type FormValues = SpecsFormValues & {
  name: string;
  sku: string;
  description: string;
  manufacturerId: string;
  categoryId: string;
  price: string;
  stock: string;
  colorLabel: string;
  colorHex: string;
  usage: string;
  architectural: string;
  material: string;
  deliveryTime: string;
};

function initialValues(sample?: TAdminSampleDetail): FormValues {
  return {
    name: sample?.name ?? '',
    sku: sample?.sku ?? '',
    description: sample?.description ?? '',
    manufacturerId: sample?.manufacturer._id ?? '',
    categoryId: sample?.category?._id ?? '',
    price: sample ? sample.price.toFixed(2) : '',
    stock: sample ? String(sample.stock) : '',
    colorLabel: sample?.colorLabel ?? '',
    colorHex: sample?.colorHex ?? '',
    usage: sample?.usage ?? '',
    architectural: sample?.architectural ?? '',
    material: sample?.material ?? String(sample?.specifications.material ?? ''),
    deliveryTime: String(sample?.logistic.deliveryTime ?? '3'),
    ...specsFormValues(sample?.specs),
  };
}

/** How a page saves the form: the back office's call or a brand's, as a mutation. */
export type SampleSave = {
  mutate: (
    request: TAdminSampleRequest,
    callbacks: { onSuccess: (saved: TAdminSampleDetail) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

export type SampleFormProps = {
  sample?: TAdminSampleDetail;
  /** the category tree the category select offers (its options must be here before the form opens) */
  categories: CategoryNode[];
  /**
   * The sample's brand: staff choose it among `options` (the select's `<option>`s); a brand's portal fixes it to
   * its own `id`.
   */
  brand: { options: ReactNode } | { id: string };
  save: SampleSave;
  /** after a new sample is created: the page opens it */
  onCreated: (saved: TAdminSampleDetail) => void;
  /** shows a Delete button that calls it (the page asks first) */
  onDelete?: () => void;
};

/**
 * Every field of a sample, its images and its key-value maps, for staff and a brand's people alike: the same checks
 * before anything is sent, the server's field errors shown beside their fields.
 */
export function SampleForm({ sample, categories, brand, save, onCreated, onDelete }: SampleFormProps) {
  const t = useT('adminCatalogue');
  const locale = useLocale();
  const form = useForm<FormValues>({
    defaultValues: { ...initialValues(sample), ...('id' in brand ? { manufacturerId: brand.id } : {}) },
  });
  const { errors } = form.formState;
  const [images, setImages] = useState<SampleImage[]>(
    (sample?.images ?? []).map((image) => ({
      key: image.key ?? image.url,
      url: image.url,
      alt: image.alt ?? undefined,
    })),
  );
  const [specifications, setSpecifications] = useState<KeyValueEntry[]>(
    entriesFromRecord(sample?.specifications).filter((entry) => entry.key !== 'material'),
  );
  const [logistic, setLogistic] = useState<KeyValueEntry[]>(
    entriesFromRecord(sample?.logistic).filter((entry) => entry.key !== 'deliveryTime'),
  );
  const [certifications, setCertifications] = useState(rowsFromCertifications(sample?.specs.certifications));
  const [certificationProblems, setCertificationProblems] = useState<CertificationProblems>(new Map());
  const colorHex = form.watch('colorHex');
  const colorLabel = form.watch('colorLabel');
  const isFamilySuggested = useRef(false);

  const onSubmit = form.handleSubmit((values) => {
    if (keyValueProblems(specifications).size || keyValueProblems(logistic).size) {
      toast.error(t('sampleForm.fixRows'));
      return;
    }
    const request: TAdminSampleRequest = {
      name: values.name,
      sku: values.sku,
      description: values.description.trim() || null,
      manufacturerId: values.manufacturerId,
      categoryId: values.categoryId,
      price: Number(values.price),
      stock: Number(values.stock),
      colorLabel: values.colorLabel.trim() || null,
      colorHex: values.colorHex.trim() || null,
      usage: values.usage.trim() || null,
      architectural: values.architectural.trim() || null,
      logistic: { ...recordFromEntries(logistic), deliveryTime: Number(values.deliveryTime) },
      specifications: { ...recordFromEntries(specifications), material: values.material },
      images: images.map(({ key, alt }) => (alt ? { key, alt } : { key })),
      ...specsRequest(values),
      certifications: certificationsFromRows(certifications),
    };
    const parsed = ZAdminSampleRequestSchema.safeParse(request);
    const problems = certificationProblemsOf(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message] as [string, string]),
    );
    setCertificationProblems(problems);
    if (!parsed.success) {
      if (problems.size) toast.error(t('sampleSpecs.fixCertificates'));
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        if (first === 'certifications') continue;
        const field =
          first === 'logistic'
            ? 'deliveryTime'
            : first === 'specifications' && second === 'material'
              ? 'material'
              : first;
        if (typeof field === 'string' && field in values)
          form.setError(field as keyof FormValues, { message: issue.message });
        else toast.error(issue.message);
      }
      return;
    }
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.success(t(sample ? 'sampleForm.saved' : 'sampleForm.created', { name: saved.name }));
        if (!sample) onCreated(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) form.setError('sku', { message: error.message });
        const fields = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {});
        for (const [field, message] of fields) {
          if (field in values) form.setError(field as keyof FormValues, { message });
        }
        setCertificationProblems(certificationProblemsOf(fields));
        toast.error(error instanceof ApiError ? error.message : t('sampleForm.saveFailed'));
      },
    });
  });

  const text = (
    name: keyof FormValues,
    label: MessageKey<'adminCatalogue'>,
    options: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <FormField label={t(label)} required={options.required} error={errors[name]?.message} hint={options.hint}>
      {(control) => (
        <TextInput
          {...control}
          type={options.type ?? 'text'}
          inputMode={options.type === 'number' ? 'decimal' : undefined}
          step={name === 'price' ? '0.01' : undefined}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title={t('sampleForm.details')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">{text('name', 'sampleForm.name', { required: true })}</div>
              {text('sku', 'sampleForm.sku', { required: true, hint: t('sampleForm.skuHint') })}
              {text('material', 'sampleForm.material', { required: true })}
              {'options' in brand && (
                <FormField label={t('sampleForm.brand')} required error={errors.manufacturerId?.message}>
                  {(control) => (
                    <SelectInput {...control} {...form.register('manufacturerId')}>
                      {brand.options}
                    </SelectInput>
                  )}
                </FormField>
              )}
              {/* alone on its row when there is no brand to choose: a category's full path is long */}
              <div className={'options' in brand ? undefined : 'sm:col-span-2'}>
                <FormField label={t('sampleForm.category')} required error={errors.categoryId?.message}>
                  {(control) => (
                    <SelectInput {...control} {...form.register('categoryId')}>
                      <option value="">{t('sampleForm.chooseCategory')}</option>
                      {flattenCategories(categories, locale).map(({ node, path }) => (
                        <option key={node._id} value={node._id}>
                          {path}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </FormField>
              </div>
              <div className="sm:col-span-2">
                <FormField isOptional label={t('sampleForm.description')} error={errors.description?.message}>
                  {(control) => <TextArea {...control} rows={4} maxLength={5000} {...form.register('description')} />}
                </FormField>
              </div>
            </div>
          </Panel>

          <Panel title={t('sampleForm.images')} description={t('sampleForm.imagesDescription')}>
            <SampleImagesEditor images={images} onChange={setImages} />
          </Panel>

          <Panel title={t('sampleForm.specifications')} description={t('sampleForm.specificationsDescription')}>
            <KeyValueEditor
              label={t('sampleForm.specifications')}
              entries={specifications}
              onChange={setSpecifications}
              keyPlaceholder={t('sampleForm.specificationsKeyPlaceholder')}
              valuePlaceholder={t('sampleForm.specificationsValuePlaceholder')}
            />
          </Panel>

          <Panel title={t('sampleSpecs.title')} description={t('sampleSpecs.description')}>
            <div className="space-y-6">
              <SampleSpecsFields />
              <CertificationsEditor
                rows={certifications}
                onChange={setCertifications}
                problems={certificationProblems}
              />
            </div>
          </Panel>
        </div>

        <div className="space-y-6 xl:sticky xl:top-24">
          <Panel title={t('sampleForm.priceAndStock')}>
            <div className="grid grid-cols-2 gap-4">
              {text('price', 'sampleForm.price', { required: true, type: 'number' })}
              {text('stock', 'sampleForm.stock', { required: true, type: 'number' })}
            </div>
          </Panel>
          <Panel title={t('sampleForm.colourAndSpace')}>
            <div className="space-y-4">
              <FormField
                label={t('sampleForm.colourFamily')}
                error={errors.colorLabel?.message}
                hint={t('sampleForm.colourFamilyHint')}
              >
                {(control) => (
                  <ColourFamilySelect
                    {...control}
                    value={colorLabel}
                    legacyLabel={sample?.colorLabel ?? undefined}
                    noneText={t('sampleForm.noColourFamily')}
                    legacyNote={t('sampleForm.oldColourLabel')}
                    onChange={(label) => {
                      form.setValue('colorLabel', label, { shouldDirty: true });
                      form.clearErrors('colorLabel');
                      isFamilySuggested.current = false;
                      // a family chosen before any shade: its own colour to start from
                      const family = colourFamilyOf(label);
                      if (family?.hex && !form.getValues('colorHex')) form.setValue('colorHex', family.hex);
                    }}
                  />
                )}
              </FormField>
              <div>
                <ColorPicker
                  value={colorHex}
                  error={errors.colorHex?.message}
                  onChange={(value) => {
                    form.setValue('colorHex', value, { shouldDirty: true });
                    // not a registered field: nothing else clears its error, and while it stands no save goes out
                    form.clearErrors('colorHex');
                    // a shade given before any family: the nearest family, followed as the shade changes until the
                    // person picks one
                    if (!form.getValues('colorLabel') || isFamilySuggested.current) {
                      const nearest = /^#[0-9a-f]{6}$/i.test(value) ? nearestColourFamily(value) : undefined;
                      if (nearest) {
                        form.setValue('colorLabel', nearest.label, { shouldDirty: true });
                        isFamilySuggested.current = true;
                      }
                    }
                  }}
                />
              </div>
              {text('usage', 'sampleForm.usage', { hint: t('sampleForm.usageHint') })}
              {text('architectural', 'sampleForm.architectural', { hint: t('sampleForm.architecturalHint') })}
            </div>
          </Panel>
          <Panel title={t('sampleForm.logistic')}>
            <div className="space-y-4">
              {text('deliveryTime', 'sampleForm.deliveryTime', { required: true, type: 'number' })}
              <KeyValueEditor
                label={t('sampleForm.logistic')}
                entries={logistic}
                onChange={setLogistic}
                keyPlaceholder={t('sampleForm.logisticKeyPlaceholder')}
              />
            </div>
          </Panel>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-white p-4 shadow-card">
            {sample && onDelete ? (
              <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft" onClick={onDelete}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('sampleForm.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="dark" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : sample ? t('sampleForm.save') : t('sampleForm.create')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
