import type { TAdminSampleRequest } from '@samplebank/contracts/admin-catalogue';
import type { TSampleSpecs } from '@samplebank/contracts/catalogue';
import {
  BS476_CLASSES,
  PRICE_UNITS,
  SLIP_RATINGS,
  type TBs476Class,
  type TPriceUnit,
  type TSlipRating,
  type TVocLevel,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { type FieldErrors, type UseFormRegister, useFormContext } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { FormField, SelectInput, TextInput } from '../ui/form-field';

/** The specification fields of the sample form, as its inputs hold them (text; a checkbox for the origin). */
export type SpecsFormValues = {
  fireBs476: string;
  fireEuroclass: string;
  slipRating: string;
  slipPtv: string;
  vocLevel: string;
  recycledPercent: string;
  madeInMalaysia: boolean;
  leadTimeDays: string;
  unitPrice: string;
  priceUnit: string;
};
export const SPECS_FIELD_NAMES = [
  'fireBs476',
  'fireEuroclass',
  'slipRating',
  'slipPtv',
  'vocLevel',
  'recycledPercent',
  'madeInMalaysia',
  'leadTimeDays',
  'unitPrice',
  'priceUnit',
] as const satisfies readonly (keyof SpecsFormValues)[];

const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values for a sample's specifications (blank for a new sample). */
export function specsFormValues(specs?: TSampleSpecs): SpecsFormValues {
  return {
    fireBs476: specs?.fireBs476 ?? '',
    fireEuroclass: specs?.fireEuroclass ?? '',
    slipRating: specs?.slipRating ?? '',
    slipPtv: textOf(specs?.slipPtv),
    vocLevel: specs?.vocLevel ?? '',
    recycledPercent: textOf(specs?.recycledPercent),
    madeInMalaysia: specs?.madeInMalaysia ?? false,
    leadTimeDays: textOf(specs?.leadTimeDays),
    unitPrice: specs?.unitPrice ? specs.unitPrice.amount.toFixed(2) : '',
    priceUnit: specs?.unitPrice?.unit ?? '',
  };
}

/** A number field's text as the request sends it: blank is none; anything else is for the schema to judge. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const choiceOrNull = <T extends string>(text: string) => (text ? (text as T) : null);

/** The specifications part of the sample request, from the form's values. */
export function specsRequest(values: SpecsFormValues): Partial<TAdminSampleRequest> {
  return {
    fireBs476: choiceOrNull<TBs476Class>(values.fireBs476),
    fireEuroclass: values.fireEuroclass.trim() || null,
    slipRating: choiceOrNull<TSlipRating>(values.slipRating),
    slipPtv: numberOrNull(values.slipPtv),
    vocLevel: choiceOrNull<TVocLevel>(values.vocLevel),
    recycledPercent: numberOrNull(values.recycledPercent),
    madeInMalaysia: values.madeInMalaysia,
    leadTimeDays: numberOrNull(values.leadTimeDays),
    unitPrice: numberOrNull(values.unitPrice),
    priceUnit: choiceOrNull<TPriceUnit>(values.priceUnit),
  };
}

type NumberFieldProps = {
  name: 'slipPtv' | 'recycledPercent' | 'leadTimeDays' | 'unitPrice';
  label: string;
  hint?: string;
  register: UseFormRegister<SpecsFormValues>;
  errors: FieldErrors<SpecsFormValues>;
};

function NumberField({ name, label, hint, register, errors }: NumberFieldProps) {
  return (
    <FormField isOptional label={label} hint={hint} error={errors[name]?.message}>
      {(control) => (
        <TextInput
          {...control}
          type="number"
          inputMode={name === 'unitPrice' ? 'decimal' : 'numeric'}
          step={name === 'unitPrice' ? '0.01' : '1'}
          min={0}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/**
 * What Malaysian specifiers look for (issue 17): fire (BS 476 and Euroclass), slip (rating and pendulum value), VOC,
 * recycled content, origin, lead time and the product's published price. Read from the sample form's context, so its
 * errors show beside each field.
 */
export function SampleSpecsFields() {
  const t = useT('adminCatalogue');
  const specs = useT('specs');
  const { register, formState } = useFormContext<SpecsFormValues>();
  const { errors } = formState;
  const notPublished = <option value="">{specs('notPublished')}</option>;
  const numberField = (name: NumberFieldProps['name'], label: string, hint?: string) => (
    <NumberField name={name} label={label} hint={hint} register={register} errors={errors} />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField isOptional label={specs('fireBs476')} error={errors.fireBs476?.message}>
        {(control) => (
          <SelectInput {...control} {...register('fireBs476')}>
            {notPublished}
            {BS476_CLASSES.map((value) => (
              <option key={value} value={value}>
                {specs(`bs476.${value}`)}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField
        isOptional
        label={specs('euroclass')}
        hint={t('sampleSpecs.euroclassHint')}
        error={errors.fireEuroclass?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            maxLength={16}
            autoComplete="off"
            spellCheck={false}
            placeholder="B-s1,d0" // i18n-ignore: a Euroclass designation, the same in every language
            className="font-mono"
            {...register('fireEuroclass')}
          />
        )}
      </FormField>
      <FormField isOptional label={specs('slipRating')} error={errors.slipRating?.message}>
        {(control) => (
          <SelectInput {...control} {...register('slipRating')}>
            {notPublished}
            {SLIP_RATINGS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      {numberField('slipPtv', specs('slipPtv'), t('sampleSpecs.ptvHint'))}
      <FormField isOptional label={specs('vocLevel')} error={errors.vocLevel?.message}>
        {(control) => (
          <SelectInput {...control} {...register('vocLevel')}>
            {notPublished}
            {VOC_LEVELS.map((value) => (
              <option key={value} value={value}>
                {specs(`voc.${value}`)}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      {numberField('recycledPercent', t('sampleSpecs.recycledLabel'))}
      {numberField('leadTimeDays', t('sampleSpecs.leadTimeLabel'), t('sampleSpecs.leadTimeHint'))}
      <div className="flex items-end pb-2.5">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-brand" {...register('madeInMalaysia')} />
          {specs('madeInMalaysia')}
        </label>
      </div>
      {numberField('unitPrice', t('sampleSpecs.unitPriceLabel'), t('sampleSpecs.unitPriceHint'))}
      <FormField isOptional label={t('sampleSpecs.priceUnitLabel')} error={errors.priceUnit?.message}>
        {(control) => (
          <SelectInput {...control} {...register('priceUnit')}>
            <option value="">{t('sampleSpecs.choosePriceUnit')}</option>
            {PRICE_UNITS.map((value) => (
              <option key={value} value={value}>
                {t(`sampleSpecs.priceUnit.${value}`)}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
    </div>
  );
}
