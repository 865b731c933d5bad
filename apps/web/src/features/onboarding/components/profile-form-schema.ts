import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { type ZodType, z } from 'zod';
import type { Translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type PlaceLists, placeProblems } from './profile-address-fields';
import { emptyFields, focusFirstProblem, type ProfileErrors, type ProfileValues, phoneProblem } from './profile-fields';

/**
 * A profile step's check, for its form's resolver: the contract's draft schema of the user type (lengths, the
 * year's four digits, the postcode's five) and what completing the step needs on top, each field told once in this
 * order: a required field left empty, a place not in the lists, a phone number that is not Malaysian, the draft's
 * own rules. The web's own messages are the page's language (`t`); the draft's are the contract's.
 */
export function profileFormSchema(
  draft: ZodType,
  required: readonly string[],
  places: PlaceLists,
  t: Translate<'onboarding'>,
) {
  return z.record(z.string(), z.string().optional()).superRefine((values, context) => {
    const problems: ProfileErrors = {};
    const add = (name: string, message: string | undefined) => {
      if (message && !problems[name]) problems[name] = message;
    };
    for (const name of emptyFields(values, required)) add(name, t('validation.fieldRequired'));
    for (const [name, key] of Object.entries(placeProblems(values, places))) add(name, key && t(key));
    const phone = phoneProblem(values.phoneNumber);
    add('phoneNumber', phone && t(phone));
    const parsed = draft.safeParse(values);
    for (const issue of parsed.error?.issues ?? []) add(String(issue.path[0] ?? ''), issue.message);
    for (const [name, message] of Object.entries(problems)) context.addIssue({ code: 'custom', path: [name], message });
  });
}

/** The form's field errors as the profile fields show them: a message by field name. */
export function profileErrors(errors: FieldErrors<ProfileValues>): ProfileErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

/** Tells the problems of a refused step: the required-fields sentence when one is empty, else the first message. */
export function tellProblems(problems: ProfileErrors, order: readonly string[], t: Translate<'onboarding'>) {
  const messages = Object.values(problems).filter((message): message is string => Boolean(message));
  if (messages.length === 0) return;
  toast.error(messages.includes(t('validation.fieldRequired')) ? t('validation.requiredFields') : messages[0]);
  focusFirstProblem(problems, order);
}

/** Checks the whole form with its resolver and tells what is wrong; true when nothing is. */
export async function checkProfileForm(
  form: UseFormReturn<ProfileValues>,
  order: readonly string[],
  t: Translate<'onboarding'>,
) {
  let isValid = false;
  await form.handleSubmit(
    () => {
      isValid = true;
    },
    (errors) => tellProblems(profileErrors(errors), order, t),
  )();
  return isValid;
}

/** A refused save's field messages, on the form's fields, the first in focus; true when there was one. */
export function showServerProblems(
  form: UseFormReturn<ProfileValues>,
  fields: ProfileErrors,
  order: readonly string[],
) {
  for (const [name, message] of Object.entries(fields)) if (message) form.setError(name, { type: 'server', message });
  window.setTimeout(() => focusFirstProblem(fields, order), 0);
  return Object.keys(fields).length > 0;
}
