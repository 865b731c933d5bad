import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAMPLE_REQUEST_CATEGORIES,
  type TSampleRequestCategory,
  type TUrgencyLevel,
  URGENCY_LEVELS,
  ZCreateSampleRequestSchema,
} from '@samplebank/contracts/requests';
import { CircleAlert, CircleCheck, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextArea, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
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

const CATEGORY_KEYS: Record<TSampleRequestCategory, MessageKey<'requests'>> = {
  wood: 'category.wood',
  metal: 'category.metal',
  fabric: 'category.fabric',
  stone: 'category.stone',
  plastic: 'category.plastic',
  glass: 'category.glass',
  ceramic: 'category.ceramic',
  composite: 'category.composite',
  other: 'category.other',
};

const URGENCY_KEYS: Record<TUrgencyLevel, { urgency: MessageKey<'requests'>; leadTime: MessageKey<'requests'> }> = {
  low: { urgency: 'urgency.low', leadTime: 'leadTime.low' },
  medium: { urgency: 'urgency.medium', leadTime: 'leadTime.medium' },
  high: { urgency: 'urgency.high', leadTime: 'leadTime.high' },
  urgent: { urgency: 'urgency.urgent', leadTime: 'leadTime.urgent' },
};

// the form's checks speak the contract's English (shared with the API): each sentence has its message here
const FIELD_ERRORS: Record<string, MessageKey<'requests'>> = {
  'Product name is required': 'error.productNameRequired',
  'Choose a category': 'error.chooseCategory',
  'Quantity must be a whole number': 'error.wholeQuantity',
  'Quantity must be at least 1': 'error.quantityAtLeastOne',
  'Choose an urgency level': 'error.chooseUrgency',
};

/** A field's error in the page's language; a sentence the server wrote (already in it) shows as it is. */
function fieldError(message: string | undefined, t: Translate<'requests'>) {
  const key = message ? FIELD_ERRORS[message] : undefined;
  return key ? t(key) : message;
}

type RequestSampleModalProps = {
  productName?: string;
  /** the category and brand of the sample the form was opened from */
  category?: TSampleRequestCategory;
  brandInformation?: string;
  /** back from the sign-in the submit asked for: send the form at once */
  submitOnOpen?: boolean;
};

export function RequestSampleModal({ productName, category, brandInformation, submitOnOpen }: RequestSampleModalProps) {
  const t = useT('requests');
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
        toast.success(t('modal.submitted'));
        form.reset({ ...EMPTY });
        setBanner('success');
        timers.current.push(
          window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS),
          window.setTimeout(() => setBanner(null), BANNER_RESET_MS),
        );
      },
      onError: (error) => {
        setBanner('error');
        toast.error(error.message || t('modal.failed'));
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
      title={t('modal.title')}
      description={t('modal.description')}
    >
      {banner === 'success' && (
        <p role="status" className="mb-4 flex items-start gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('modal.successBanner')}
        </p>
      )}
      {banner === 'error' && (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('modal.errorBanner')}
        </p>
      )}
      {!isAuthenticated && (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-surface p-3 text-sm text-ink">
          <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('modal.signInNotice')}
        </p>
      )}

      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('modal.productName')}
          required
          error={fieldError(errors.productName?.message, t)}
          className="sm:col-span-2"
        >
          {(control) => <TextInput {...control} {...form.register('productName')} autoComplete="off" />}
        </FormField>
        <FormField label={t('modal.category')} required error={fieldError(errors.category?.message, t)}>
          {(control) => (
            <SelectInput {...control} {...form.register('category')}>
              <option value="">{t('modal.chooseCategory')}</option>
              {SAMPLE_REQUEST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(CATEGORY_KEYS[category])}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField label={t('modal.quantity')} required error={fieldError(errors.quantityNeeded?.message, t)}>
          {(control) => (
            <TextInput {...control} {...form.register('quantityNeeded')} type="number" min={1} inputMode="numeric" />
          )}
        </FormField>
        <FormField
          label={t('modal.urgency')}
          required
          error={fieldError(errors.urgencyLevel?.message, t)}
          className="sm:col-span-2"
        >
          {(control) => (
            <SelectInput {...control} {...form.register('urgencyLevel')}>
              <option value="">{t('modal.chooseUrgency')}</option>
              {URGENCY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t('urgencyOption', {
                    urgency: t(URGENCY_KEYS[level].urgency),
                    leadTime: t(URGENCY_KEYS[level].leadTime),
                  })}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField
          isOptional
          label={t('modal.descriptionLabel')}
          error={fieldError(errors.description?.message, t)}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              {...form.register('description')}
              rows={3}
              placeholder={t('modal.descriptionPlaceholder')}
            />
          )}
        </FormField>
        <FormField
          isOptional
          label={t('modal.brandInformation')}
          error={fieldError(errors.brandInformation?.message, t)}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextInput {...control} {...form.register('brandInformation')} placeholder={t('modal.brandPlaceholder')} />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={createRequest.isPending}>
            {createRequest.isPending
              ? t('modal.submitting')
              : t(isAuthenticated ? 'modal.submit' : 'modal.signInAndSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
