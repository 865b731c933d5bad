import { PROFILE_FIELD_MAX } from '@samplebank/contracts/auth';
import { formatPhoneNumber, normaliseMalaysianPhone } from '@samplebank/contracts/phone';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';

export type ProfileValues = Record<string, string | undefined>;
export type ProfileErrors = Partial<Record<string, string>>;

type OnboardingKey = MessageKey<'onboarding'>;

/** A profile field; its words are message keys, translated as the field is drawn. */
export type ProfileFieldConfig = {
  name: string;
  label: OnboardingKey;
  placeholder?: OnboardingKey;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: ComponentPropsWithoutRef<'input'>['inputMode'];
  maxLength?: number;
  /** keeps only what the field accepts as it is typed, e.g. digits for a year */
  normalise?: (value: string) => string;
  /** spans both columns on wide screens */
  isWide?: boolean;
  /** shows "(optional)" beside the label */
  isOptional?: boolean;
  hint?: OnboardingKey;
};

/** The street address; state, city, postcode and country are ProfileAddressFields' choices. */
export const STREET_FIELD: ProfileFieldConfig = {
  name: 'address',
  label: 'fields.address',
  placeholder: 'fields.addressPlaceholder',
  autoComplete: 'street-address',
  maxLength: PROFILE_FIELD_MAX.address,
  isWide: true,
};
/** Every address field's name, as the profile stores them. */
export const ADDRESS_FIELD_NAMES = ['address', 'state', 'city', 'zipCode', 'country'] as const;

export const PHONE_FIELD: ProfileFieldConfig = {
  name: 'phoneNumber',
  label: 'fields.phone',
  type: 'tel',
  placeholder: 'fields.phonePlaceholder',
  autoComplete: 'tel',
  inputMode: 'tel',
  maxLength: PROFILE_FIELD_MAX.phoneNumber,
  hint: 'fields.phoneHint',
};

/** The phone number's problem (its message key), if any: a Malaysian number or nothing (when it is optional). */
export function phoneProblem(value: string | undefined): OnboardingKey | undefined {
  if (!value?.trim()) return undefined;
  return normaliseMalaysianPhone(value) ? undefined : 'validation.phone';
}

/**
 * The field messages of a refused save, keyed as the form names its fields: the server names a schema problem
 * `profileData.zipCode` and its own checks `zipCode`.
 */
export function serverFieldErrors(error: unknown): ProfileErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field.replace(/^profileData\./, ''), message]),
  );
}

/** Puts focus on the first field with a problem, in the order the form shows them. */
export function focusFirstProblem(errors: ProfileErrors, order: readonly string[]) {
  const first = order.find((name) => errors[name]) ?? Object.keys(errors).find((name) => errors[name]);
  if (first) document.querySelector<HTMLElement>(`[data-wizard-scroll] [name="${first}"]`)?.focus();
}

/** The names of the fields that are empty among those required. */
export function emptyFields(values: ProfileValues, required: readonly string[]): string[] {
  return required.filter((name) => !values[name]?.trim());
}

/** The stored profile's text fields as form values: Malaysia as the country, the phone as Malaysians write it. */
export function initialValues(
  names: readonly string[],
  stored: Record<string, unknown> | null | undefined,
): ProfileValues {
  const values: ProfileValues = {};
  for (const name of names) {
    const value = stored?.[name];
    values[name] = value === undefined || value === null ? '' : String(value);
  }
  if ('country' in values) values.country = 'Malaysia';
  if (values.phoneNumber) values.phoneNumber = formatPhoneNumber(values.phoneNumber);
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
  const t = useT('onboarding');
  return (
    <div className={cn('grid gap-x-5 gap-y-4 sm:grid-cols-2', className)}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          type={field.type ?? 'text'}
          placeholder={field.placeholder && t(field.placeholder)}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          hint={field.hint && t(field.hint)}
          isOptional={field.isOptional}
          aria-required={!field.isOptional}
          fieldClassName={cn(field.isWide && 'sm:col-span-2')}
          onChange={(event) =>
            onChange(field.name, field.normalise ? field.normalise(event.target.value) : event.target.value)
          }
        />
      ))}
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
