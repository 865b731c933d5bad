import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX_LENGTH, ZRegisterRequestSchema } from '@samplebank/contracts/auth';
import { EMAIL_MAX_LENGTH } from '@samplebank/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import type { AuthDialogState } from './auth-dialog-state';

/** The registration dialog: name, e-mail and password; then the wizard from e-mail verification. */
export function SignupView({ dialog }: { dialog: AuthDialogState }) {
  const t = useT('auth');
  const { open } = useDialogs();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    // the API's own check, so nothing is sent when the password is outside 8-25 (accounts spec §5)
    resolver: zodResolver(ZRegisterRequestSchema),
    defaultValues: { name: '', email: dialog.email ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await authApi.register(values);
      toast.success(t('signup.registered'));
      open({
        name: 'registration-wizard',
        startAt: 'email-verification',
        email: result.email,
        onComplete: dialog.onSuccess,
      });
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : t('signup.failed');
      setProblem(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          placeholder={t('fields.fullNamePlaceholder')}
          maxLength={NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        {/* no maxLength on a new password: a longer one pasted would be cut silently to one nobody knows */}
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          placeholder={t('signup.passwordPlaceholder')}
          hint={t('fields.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 flex flex-col gap-2.5">
          <Button type="submit" variant="dark" size="lg" className="w-full">
            {isSubmitting ? t('signup.submitting') : t('signup.submit')}
          </Button>
          <p className="text-center text-sm text-muted">
            {t.rich('signup.haveAccount', {
              login: (chunks) => (
                <button
                  type="button"
                  onClick={() => open({ ...dialog, view: 'login' })}
                  className="font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {chunks}
                </button>
              ),
            })}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
