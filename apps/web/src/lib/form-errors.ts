import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the field messages of a refused save (`ApiError.fields`) on the form's own fields, in the order the form
 * shows them, and focuses the first. `formFieldOf` names the form field of a server field (the same by default).
 * Returns true when at least one message landed on a field.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
  formFieldOf: (serverField: string) => string = (serverField) => serverField,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const messages = new Map<string, string>();
  for (const [serverField, message] of Object.entries(error.fields)) {
    const name = formFieldOf(serverField);
    if (!messages.has(name)) messages.set(name, message);
  }
  const named = fieldNames.filter((name) => messages.has(name));
  named.forEach((name, index) => {
    setError(name, { type: 'server', message: messages.get(name) }, { shouldFocus: index === 0 });
  });
  return named.length > 0;
}
