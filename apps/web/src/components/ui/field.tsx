import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { PasswordInput } from './password-input';

export const inputStyles = cn(
  'block h-11 w-full rounded-lg border border-line-strong bg-white px-3.5 text-base text-ink shadow-card sm:text-sm',
  'placeholder:text-subtle transition-colors hover:border-subtle focus:border-ink focus:outline-none focus:ring-2 focus:ring-ink/10',
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/15',
);

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** shows "(optional)" beside the label */
  isOptional?: boolean;
  className?: string;
  /** the label's right-hand side, e.g. a "Forgot password?" link */
  aside?: ReactNode;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
};

/** A label, a control and its hint or error, wired together for assistive technology. */
export function Field({ label, error, hint, isOptional, className, aside, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {isOptional && <span className="ml-1 font-normal text-subtle">(optional)</span>}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className={cn('text-xs font-medium text-danger', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  aside?: ReactNode;
  fieldClassName?: string;
};

/** A labelled text input with its hint and error message. */
export function TextField({
  label,
  error,
  hint,
  isOptional,
  aside,
  fieldClassName,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} isOptional={isOptional} aside={aside} className={fieldClassName}>
      {(controlProps) => <input {...inputProps} {...controlProps} className={cn(inputStyles, className)} />}
    </Field>
  );
}

/** A labelled password input with Show/Hide password, its hint and error message. */
export function PasswordField({
  label,
  error,
  hint,
  isOptional,
  aside,
  fieldClassName,
  className,
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  return (
    <Field label={label} error={error} hint={hint} isOptional={isOptional} aside={aside} className={fieldClassName}>
      {(controlProps) => <PasswordInput {...inputProps} {...controlProps} className={cn(inputStyles, className)} />}
    </Field>
  );
}

/** An inline problem in a form, announced when it appears. */
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
