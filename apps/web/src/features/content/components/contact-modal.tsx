// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { MALAYSIAN_STATES } from '@samplebank/domain/malaysia';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, api } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
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

/** The banner's summary when the server refused fields: each is marked on the field itself, with its sentence. */
function fieldsSummary(count: number) {
  return count === 1
    ? 'Please check the field marked below and send the message again.'
    : `Please check the ${count} fields marked below and send the message again.`;
}

function splitName(name: string | undefined) {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The Get In Touch form (spec §2 and §5). */
export function ContactModal({ inquiryType }: { inquiryType?: string }) {
  const dialogs = useDialogs();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // a refusal the server explains (a field it refused, too many messages and when to try again) is shown in its words
  const [failure, setFailure] = useState<string>(CONTACT_MESSAGES.failed);
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
        toast.success(CONTACT_MESSAGES.sent);
        form.reset();
      },
      onError: (error) => {
        // a field the server refused is marked on the field, in its words; the banner only sums up
        if (setServerFieldErrors(error, form.setError, FIELD_ORDER)) {
          const marked = Object.keys((error as ApiError).fields ?? {}).filter((name) =>
            (FIELD_ORDER as readonly string[]).includes(name),
          );
          setFailure(fieldsSummary(marked.length));
          setOutcome('failed');
          return;
        }
        // the server's words when it explains (too many messages), else the spec's
        const explains = error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message;
        const message = explains ? error.message : CONTACT_MESSAGES.failed;
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
      title="Get In Touch"
      description="Questions about samples, orders or becoming a brand partner? Our team in Kuala Lumpur replies within one business day."
      className="sm:max-w-2xl"
    >
      {outcome === 'sent' ? (
        <div role="status" className="flex flex-col items-center py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink">{CONTACT_MESSAGES.sent}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">
            Thank you for reaching out. We will get back to you at the e-mail address you gave us.
          </p>
          <Button variant="dark" className="mt-6" onClick={dialogs.close}>
            Close
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
          <FormField label="First name" required error={errors.firstName?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('firstName')}
                autoComplete="given-name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField label="Last name" required error={errors.lastName?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('lastName')}
                autoComplete="family-name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField label="E-mail" required error={errors.email?.message}>
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
          <FormField isOptional label="Phone" error={errors.phone?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                placeholder="012-345 6789"
              />
            )}
          </FormField>
          <FormField isOptional label="Company" error={errors.company?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...form.register('company')}
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.company}
              />
            )}
          </FormField>
          <FormField isOptional label="State" error={errors.state?.message}>
            {(control) => (
              <SelectInput {...control} {...form.register('state')}>
                <option value="">Choose a state</option>
                {MALAYSIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
          <FormField isOptional label="Inquiry type" error={errors.inquiryType?.message} className="sm:col-span-2">
            {(control) => (
              <SelectInput {...control} {...form.register('inquiryType')}>
                <option value="">What is it about?</option>
                {INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
          <FormField isOptional label="Comments" error={errors.comments?.message} className="sm:col-span-2">
            {(control) => (
              <TextArea {...control} {...form.register('comments')} rows={4} maxLength={CONTACT_LIMITS.comments} />
            )}
          </FormField>
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="sr-only">Options</legend>
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <input type="checkbox" {...form.register('scheduleDemo')} className="size-4 accent-ink" />
              Schedule a demo of Samplebank
            </label>
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <input type="checkbox" {...form.register('receiveUpdates')} className="size-4 accent-ink" />
              Send me product updates and new brand announcements
            </label>
          </fieldset>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={dialogs.close}>
              Cancel
            </Button>
            <Button type="submit" variant="dark" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send message'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
