import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MESSAGES } from '@samplebank/contracts/validation-messages';
import { MALAYSIAN_STATES } from '@samplebank/domain/malaysia';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, api } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  type TContactForm,
  toContactRequest,
  ZContactFormSchema,
} from '../contact-schema';

type FormOutput = z.output<typeof ZContactFormSchema>;

// the fields in the order the form shows them, so a refusal focuses the first one it names
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'state',
  'inquiryType',
  'comments',
] as const satisfies readonly (keyof TContactForm)[];

const INQUIRY_TYPE_KEYS: Record<(typeof INQUIRY_TYPES)[number], MessageKey<'content'>> = {
  'Join as brand partner': 'contact.inquiry.brandPartner',
  'After sales support': 'contact.inquiry.afterSales',
  'Order enquiry': 'contact.inquiry.order',
  'Account problem': 'contact.inquiry.account',
};

// the form's checks speak the contract's English (shared with the API): each sentence has its message here
const FIELD_ERRORS: Record<string, [MessageKey<'content'>, { max: string }?]> = {
  [CONTACT_MESSAGES.firstNameRequired]: ['contact.error.firstNameRequired'],
  [CONTACT_MESSAGES.lastNameRequired]: ['contact.error.lastNameRequired'],
  [CONTACT_MESSAGES.firstNameTooLong]: ['contact.error.firstNameTooLong', { max: String(CONTACT_LIMITS.name) }],
  [CONTACT_MESSAGES.lastNameTooLong]: ['contact.error.lastNameTooLong', { max: String(CONTACT_LIMITS.name) }],
  [CONTACT_MESSAGES.phone]: ['contact.error.phone'],
  [CONTACT_MESSAGES.inquiryType]: ['contact.error.inquiryType'],
  [CONTACT_MESSAGES.commentsTooLong]: ['contact.error.commentsTooLong', { max: String(CONTACT_LIMITS.comments) }],
  [EMAIL_MESSAGES.required]: ['contact.error.emailRequired'],
  [EMAIL_MESSAGES.invalid]: ['contact.error.emailInvalid'],
};

/** A field's error in the page's language; a sentence the server wrote (already in it) shows as it is. */
function fieldError(message: string | undefined, t: Translate<'content'>) {
  const known = message ? FIELD_ERRORS[message] : undefined;
  return known ? t(known[0], known[1]) : message;
}

function splitName(name: string | undefined) {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The Get In Touch form (spec §2 and §5). */
export function ContactModal({ inquiryType }: { inquiryType?: string }) {
  const t = useT('content');
  const dialogs = useDialogs();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // a refusal the server explains (a field it refused, too many messages and when to try again) is shown in its words
  const [failure, setFailure] = useState<string>(() => t('contact.failed'));
  const form = useForm<TContactForm, unknown, FormOutput>({
    resolver: zodResolver(ZContactFormSchema),
    defaultValues: {
      ...splitName(user?.name),
      email: user?.email ?? '',
      company: '',
      phone: '',
      state: '',
      inquiryType: INQUIRY_TYPES.find((type) => type === inquiryType) ?? '',
      comments: '',
      scheduleDemo: false,
      receiveUpdates: false,
    },
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (values: FormOutput) => api.post('/auth/test-send-email', { body: toContactRequest(values) }),
  });

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    send.mutate(values, {
      onSuccess: () => {
        setOutcome('sent');
        toast.success(t('contact.sent'));
        form.reset();
      },
      onError: (error) => {
        // a field the server refused is marked on the field, in its words; the banner only sums up
        if (setServerFieldErrors(error, form.setError, FIELD_ORDER)) {
          const marked = Object.keys((error as ApiError).fields ?? {}).filter((name) =>
            (FIELD_ORDER as readonly string[]).includes(name),
          );
          setFailure(t('contact.fieldsSummary', { count: marked.length }));
          setOutcome('failed');
          return;
        }
        // the server's words when it explains (too many messages), else the spec's
        const explains = error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message;
        const message = explains ? error.message : t('contact.failed');
        setFailure(message);
        setOutcome('failed');
        toast.error(message);
      },
    });
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && dialogs.close()}
      title={t('contact.title')}
      description={t('contact.description')}
      className="sm:max-w-2xl"
    >
      {outcome === 'sent' ? (
        <div role="status" className="flex flex-col items-center py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink">{t('contact.sent')}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">{t('contact.thanks')}</p>
          <Button variant="dark" className="mt-6" onClick={dialogs.close}>
            {t('contact.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {outcome === 'failed' && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger sm:col-span-2"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {failure}
            </p>
          )}
          <FormField label={t('contact.firstName')} required error={fieldError(errors.firstName?.message, t)}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('firstName')}
                autoComplete="given-name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField label={t('contact.lastName')} required error={fieldError(errors.lastName?.message, t)}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('lastName')}
                autoComplete="family-name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField label={t('contact.email')} required error={fieldError(errors.email?.message, t)}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="email"
                maxLength={CONTACT_LIMITS.email}
              />
            )}
          </FormField>
          <FormField isOptional label={t('contact.phone')} error={fieldError(errors.phone?.message, t)}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                placeholder="012-345 6789" // i18n-ignore
              />
            )}
          </FormField>
          <FormField isOptional label={t('contact.company')} error={fieldError(errors.company?.message, t)}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('company')}
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.company}
              />
            )}
          </FormField>
          <FormField isOptional label={t('contact.state')} error={fieldError(errors.state?.message, t)}>
            {(control) => (
              <SelectInput {...control} {...form.register('state')}>
                <option value="">{t('contact.chooseState')}</option>
                {MALAYSIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
          <FormField
            isOptional
            label={t('contact.inquiryType')}
            error={fieldError(errors.inquiryType?.message, t)}
            className="sm:col-span-2"
          >
            {(control) => (
              <SelectInput {...control} {...form.register('inquiryType')}>
                <option value="">{t('contact.chooseInquiryType')}</option>
                {INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(INQUIRY_TYPE_KEYS[type])}
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
          <FormField
            isOptional
            label={t('contact.comments')}
            error={fieldError(errors.comments?.message, t)}
            className="sm:col-span-2"
          >
            {(control) => (
              <TextArea {...control} {...form.register('comments')} rows={4} maxLength={CONTACT_LIMITS.comments} />
            )}
          </FormField>
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="sr-only">{t('contact.options')}</legend>
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <input type="checkbox" {...form.register('scheduleDemo')} className="size-4 accent-ink" />
              {t('contact.scheduleDemo')}
            </label>
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <input type="checkbox" {...form.register('receiveUpdates')} className="size-4 accent-ink" />
              {t('contact.receiveUpdates')}
            </label>
          </fieldset>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={dialogs.close}>
              {t('contact.cancel')}
            </Button>
            <Button type="submit" variant="dark" disabled={send.isPending}>
              {send.isPending ? t('contact.sending') : t('contact.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
