import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
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

/**
 * Checks the form's values against a zod schema at once and puts each problem on its field, focusing the first;
 * returns the parsed values, or null when there is a problem. For a form whose answer must be there in the same
 * event (handleSubmit checks on a later tick).
 */
export function parseFormNow<Values extends FieldValues, Output>(
  form: UseFormReturn<Values>,
  schema: ZodType<Output, unknown>,
): Output | null {
  form.clearErrors();
  const result = schema.safeParse(form.getValues());
  if (result.success) return result.data;
  const named = new Set<string>();
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    if (named.has(name)) continue;
    form.setError(
      name as Path<Values>,
      { type: issue.code, message: issue.message },
      { shouldFocus: named.size === 0 },
    );
    named.add(name);
  }
  return null;
}
