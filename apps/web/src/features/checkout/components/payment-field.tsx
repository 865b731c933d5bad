import type { ComponentPropsWithRef } from 'react';
import { FormField, TextInput } from '../../../components/ui/form-field';

type PaymentFieldProps = ComponentPropsWithRef<'input'> & { label: string; error?: string; hint?: string };

/** A required input of the card form with its label and error. */
export function PaymentField({ label, error, hint, className, ...input }: PaymentFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required className={className}>
      {(control) => <TextInput {...control} {...input} />}
    </FormField>
  );
}
