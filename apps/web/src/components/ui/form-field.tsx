import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { inputStyles } from './input-styles';
import { PasswordInput } from './password-input';

export { inputStyles } from './input-styles';

/** What a control needs to be named by its label and described by its hint or error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldLabelProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** marks the label with an asterisk */
  required?: boolean;
  /** shows "(optional)" beside the label */
  isOptional?: boolean;
  /** the label's right-hand side, e.g. a "Forgot password?" link */
  aside?: ReactNode;
  /** keeps the label for screen readers only, where the surrounding text already names the field */
  isLabelHidden?: boolean;
  className?: string;
};

type FormFieldProps = FieldLabelProps & { children: (control: FieldControlProps) => ReactNode };

/**
 * A label, a control and its hint or error, wired together for assistive technology: the label names the control,
 * the error (or else the hint) describes it, and the error is announced when it appears.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  isOptional,
  aside,
  isLabelHidden,
  className,
  children,
}: FormFieldProps) {
  const t = useT('common');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className={cn('flex items-baseline justify-between gap-3', isLabelHidden && 'sr-only')}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          ) : null}
          {isOptional ? <span className="font-normal text-muted"> {t('form.optional')}</span> : null}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {/* always in the page, so a screen reader hears the message when it appears */}
      <p id={errorId} aria-live="polite" className={cn('text-sm text-danger', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={cn(inputStyles, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cn(inputStyles, 'h-auto min-h-24 py-2.5', className)} {...props} />;
}

export function SelectInput({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cn(inputStyles, 'cursor-pointer pr-8', className)} {...props} />;
}

type FieldProps<Element extends 'input' | 'select' | 'textarea'> = FieldLabelProps &
  ComponentPropsWithRef<Element> & {
    /** classes for the field's wrapper (the control takes `className`) */
    fieldClassName?: string;
  };

function splitFieldProps<
  Props extends FieldLabelProps & { fieldClassName?: string; 'aria-required'?: boolean | 'true' | 'false' },
>(props: Props) {
  const { label, error, hint, required, isOptional, aside, isLabelHidden, fieldClassName, ...control } = props;
  return {
    field: { label, error, hint, required, isOptional, aside, isLabelHidden, className: fieldClassName },
    // a required field is checked by the form's schema, so the browser's own bubble never shows
    control: { ...control, 'aria-required': required || control['aria-required'] },
  };
}

/** A labelled text input; takes `register(name)` and the field's error message. */
export function TextField(props: FieldProps<'input'>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(wiring) => <TextInput {...control} {...wiring} />}</FormField>;
}

/** A labelled password input with Show/Hide password; takes `register(name)` and the field's error message. */
export function PasswordField(props: Omit<FieldProps<'input'>, 'type'>) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => <PasswordInput {...control} {...wiring} className={cn(inputStyles, control.className)} />}
    </FormField>
  );
}

/** A labelled select; takes `register(name)`, the field's error message and its options as children. */
export function SelectField(props: FieldProps<'select'>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(wiring) => <SelectInput {...control} {...wiring} />}</FormField>;
}

/** A labelled text area; takes `register(name)` and the field's error message. */
export function TextAreaField(props: FieldProps<'textarea'>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(wiring) => <TextArea {...control} {...wiring} />}</FormField>;
}

/** An inline problem in a form (or a note about it), announced when it appears. */
export function FormAlert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'info' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border px-3.5 py-3 text-sm',
        tone === 'danger' ? 'border-danger/20 bg-danger-soft text-danger' : 'border-line bg-canvas text-ink',
      )}
    >
      {children}
    </div>
  );
}
