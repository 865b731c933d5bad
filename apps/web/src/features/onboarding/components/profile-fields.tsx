import { MALAYSIAN_STATES } from '@samplebank/domain/malaysia';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { TextField } from '../../auth/components/form-field';

export type ProfileValues = Record<string, string>;
export type ProfileErrors = Partial<Record<string, string>>;

export type ProfileFieldConfig = {
  name: string;
  label: string;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: ComponentPropsWithoutRef<'input'>['inputMode'];
  maxLength?: number;
  /** keeps only what the field accepts as it is typed, e.g. digits for a year */
  normalise?: (value: string) => string;
  /** spans both columns on wide screens */
  isWide?: boolean;
  list?: string;
};

export const FIELD_REQUIRED = 'This field is required';

/** Address fields, shared by every profile type. */
export const ADDRESS_FIELDS: ProfileFieldConfig[] = [
  {
    name: 'address',
    label: 'Address',
    placeholder: 'Unit, street and area',
    autoComplete: 'street-address',
    isWide: true,
  },
  { name: 'city', label: 'City', placeholder: 'Petaling Jaya', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', placeholder: 'Selangor', autoComplete: 'address-level1', list: 'malaysian-states' },
  {
    name: 'zipCode',
    label: 'Postcode',
    placeholder: '47301',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 20,
  },
  { name: 'country', label: 'Country', placeholder: 'Malaysia', autoComplete: 'country-name' },
];

export const PHONE_FIELD: ProfileFieldConfig = {
  name: 'phoneNumber',
  label: 'Phone number',
  type: 'tel',
  placeholder: '+60 12-345 6789',
  autoComplete: 'tel',
  inputMode: 'tel',
};

/** The names of the fields that are empty among those required. */
export function emptyFields(values: ProfileValues, required: readonly string[]): string[] {
  return required.filter((name) => !values[name]?.trim());
}

/** The stored profile's text fields as form values, with Malaysia as the default country. */
export function initialValues(
  names: readonly string[],
  stored: Record<string, unknown> | null | undefined,
): ProfileValues {
  const values: ProfileValues = {};
  for (const name of names) {
    const value = stored?.[name];
    values[name] = value === undefined || value === null ? '' : String(value);
  }
  if ('country' in values && !values.country) values.country = 'Malaysia';
  return values;
}

type ProfileFieldGridProps = {
  fields: ProfileFieldConfig[];
  values: ProfileValues;
  errors: ProfileErrors;
  onChange: (name: string, value: string) => void;
  className?: string;
};

/** A two-column grid of labelled inputs (one column on phones). */
export function ProfileFieldGrid({ fields, values, errors, onChange, className }: ProfileFieldGridProps) {
  return (
    <div className={cn('grid gap-x-5 gap-y-4 sm:grid-cols-2', className)}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          list={field.list}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          aria-required
          fieldClassName={cn(field.isWide && 'sm:col-span-2')}
          onChange={(event) =>
            onChange(field.name, field.normalise ? field.normalise(event.target.value) : event.target.value)
          }
        />
      ))}
      {fields.some((field) => field.list === 'malaysian-states') && (
        <datalist id="malaysian-states">
          {MALAYSIAN_STATES.map((state) => (
            <option key={state} value={state} />
          ))}
        </datalist>
      )}
    </div>
  );
}

/** A section of a profile form with its heading and short explanation. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h4 className="text-sm font-semibold tracking-wider text-muted uppercase">{title}</h4>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
