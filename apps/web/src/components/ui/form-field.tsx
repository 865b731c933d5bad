import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export const inputStyles =
  'h-11 w-full rounded-lg border border-line-strong bg-white px-3.5 text-base text-ink placeholder:text-subtle transition-colors hover:border-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand aria-invalid:border-danger sm:text-sm';

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

/** A label, a control and its hint or error, wired together for screen readers. */
export function FormField({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
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
