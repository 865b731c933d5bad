// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAMPLE_REQUEST_CATEGORIES,
  type TSampleRequestCategory,
  URGENCY_LEAD_TIMES,
  URGENCY_LEVELS,
  ZCreateSampleRequestSchema,
} from '@samplebank/contracts/requests';
import { CircleAlert, CircleCheck, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useCreateSampleRequest } from '../api';

type FormInput = z.input<typeof ZCreateSampleRequestSchema>;
type FormOutput = z.output<typeof ZCreateSampleRequestSchema>;

/** Spec §9: the modal closes 2 s after a success; the banner resets after 5 s. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;
export const BANNER_RESET_MS = 5000;

const EMPTY: FormInput = {
  productName: '',
  category: '' as FormInput['category'],
  description: '',
  quantityNeeded: 1,
  urgencyLevel: '' as FormInput['urgencyLevel'],
  brandInformation: '',
};

// what a visitor typed survives the detour through sign-in
let draftBeforeSignIn: FormInput | null = null;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type RequestSampleModalProps = {
  productName?: string;
  /** the category and brand of the sample the form was opened from */
  category?: TSampleRequestCategory;
  brandInformation?: string;
  /** back from the sign-in the submit asked for: send the form at once */
  submitOnOpen?: boolean;
};

export function RequestSampleModal({ productName, category, brandInformation, submitOnOpen }: RequestSampleModalProps) {
  const dialogs = useDialogs();
  const { isAuthenticated } = useSession();
  const createRequest = useCreateSampleRequest();
  const [banner, setBanner] = useState<'success' | 'error' | null>(null);
  const [isOpen, setIsOpen] = useState(true);
  const timers = useRef<number[]>([]);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateSampleRequestSchema),
    defaultValues: draftBeforeSignIn ?? {
      ...EMPTY,
      productName: productName ?? '',
      category: category ?? EMPTY.category,
      brandInformation: brandInformation ?? '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    draftBeforeSignIn = null;
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const close = () => {
    setIsOpen(false);
    dialogs.close();
  };

  const askToSignIn = () => {
    draftBeforeSignIn = form.getValues();
    dialogs.open({
      name: 'auth',
      view: 'login',
      // the person asked to sign in and submit: back here, the form kept above is sent
      onSuccess: () =>
        dialogs.open({ name: 'request-sample', productName, category, brandInformation, submitOnOpen: true }),
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!isAuthenticated) {
      askToSignIn();
      return;
    }
    setBanner(null);
    createRequest.mutate(values, {
      onSuccess: () => {
        toast.success('Sample request submitted successfully!');
        form.reset({ ...EMPTY });
        setBanner('success');
        timers.current.push(
          window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS),
          window.setTimeout(() => setBanner(null), BANNER_RESET_MS),
        );
      },
      onError: (error) => {
        setBanner('error');
        toast.error(error.message || 'Failed to submit sample request');
      },
    });
  });

  // once, when the form comes back signed in from the sign-in its submit asked for
  const hasSubmittedOnOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on opening; onSubmit is a new function each render
  useEffect(() => {
    if (!submitOnOpen || !isAuthenticated || hasSubmittedOnOpen.current) return;
    hasSubmittedOnOpen.current = true;
    void onSubmit();
  }, [submitOnOpen, isAuthenticated]);

  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Request for Sample"
      description="Can’t find a material? Tell us what you need and our team will source a sample from our brand partners."
    >
      {banner === 'success' && (
        <p role="status" className="mb-4 flex items-start gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your request has been sent. We will e-mail you as soon as a brand confirms the sample.
        </p>
      )}
      {banner === 'error' && (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          There was an issue submitting your request. Please try again.
        </p>
      )}
      {!isAuthenticated && (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-surface p-3 text-sm text-ink">
          <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          You need to sign in to submit a request. Fill in the form and we will ask you to sign in when you send it.
        </p>
      )}

      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField label="Product name" required error={errors.productName?.message} className="sm:col-span-2">
          {(control) => <TextInput {...control} {...form.register('productName')} autoComplete="off" />}
        </FormField>
        <FormField label="Category" required error={errors.category?.message}>
          {(control) => (
            <SelectInput {...control} {...form.register('category')}>
              <option value="">Choose a category</option>
              {SAMPLE_REQUEST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {capitalise(category)}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField label="Quantity needed" required error={errors.quantityNeeded?.message}>
          {(control) => (
            <TextInput {...control} {...form.register('quantityNeeded')} type="number" min={1} inputMode="numeric" />
          )}
        </FormField>
        <FormField label="Urgency" required error={errors.urgencyLevel?.message} className="sm:col-span-2">
          {(control) => (
            <SelectInput {...control} {...form.register('urgencyLevel')}>
              <option value="">How soon do you need it?</option>
              {URGENCY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {`${capitalise(level)} (${URGENCY_LEAD_TIMES[level]})`}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField isOptional label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(control) => (
            <TextArea
              {...control}
              {...form.register('description')}
              rows={3}
              placeholder="Finish, size, thickness, colour or the project it is for"
            />
          )}
        </FormField>
        <FormField
          isOptional
          label="Brand information"
          error={errors.brandInformation?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextInput {...control} {...form.register('brandInformation')} placeholder="Preferred brand or supplier" />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={createRequest.isPending}>
            {createRequest.isPending ? 'Submitting...' : isAuthenticated ? 'Submit request' : 'Sign in and submit'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
