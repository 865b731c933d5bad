import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailRequestSchema } from '@samplebank/contracts/auth';
import { EMAIL_MAX_LENGTH } from '@samplebank/contracts/common';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../lib/dialogs';
import { type Translate, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import type { AuthDialogState } from './auth-dialog-state';

// the spec's basic pattern: something, @, something, a dot, something
const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// the API's request, with the e-mail checked in the spec's own words (§5: "Invalid  email address", two spaces)
function forgotPasswordFormSchema(t: Translate<'auth'>) {
  return ZEmailRequestSchema.extend({
    email: z
      .string()
      .trim()
      .min(1, t('validation.emailRequired'))
      .regex(BASIC_EMAIL_PATTERN, t('validation.emailInvalid')),
  });
}

/** Forgot password: an e-mail and Send; the dialog closes once the link is on its way. */
export function ForgotPasswordView({ dialog }: { dialog: AuthDialogState }) {
  const t = useT('auth');
  const { open, close } = useDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(useMemo(() => forgotPasswordFormSchema(t), [t])),
    defaultValues: { email: dialog.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword(email);
      toast.success(t('forgot.sent'));
      close();
    } catch {
      toast.error(t('forgot.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="mt-2 flex flex-col gap-2.5">
          <Button type="submit" variant="dark" size="lg" className="w-full">
            {isSubmitting ? t('forgot.sending') : t('forgot.send')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="lg"
            className="w-full"
            onClick={() => open({ ...dialog, view: 'login' })}
          >
            {t('forgot.backToLogin')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
