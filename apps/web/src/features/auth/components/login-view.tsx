import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_PASSWORD_MAX_LENGTH, type TSessionResponse, ZLoginRequestSchema } from '@samplebank/contracts/auth';
import { EMAIL_MAX_LENGTH } from '@samplebank/contracts/common';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import type { AuthDialogState } from './auth-dialog-state';
import { useFinishSignIn } from './use-finish-sign-in';

// the API's check (the 8-25 hint is shown but not enforced on login, accounts spec §5), but an e-mail is only
// required here, in the spec's words: a malformed one goes to the server, which answers it in the same words
function loginFormSchema(t: Translate<'auth'>) {
  return ZLoginRequestSchema.extend({
    email: z.string().trim().min(1, t('validation.emailRequired')),
  });
}

/** The server says the e-mail is not verified yet: by its code, or by the words of its message (spec §8). */
function needsEmailVerification(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'EMAIL_VERIFICATION_REQUIRED' || /verify|verification/i.test(error.message);
}

export function LoginView({ dialog }: { dialog: AuthDialogState }) {
  const t = useT('auth');
  const { open, close } = useDialogs();
  const { signIn, endedSession } = useSession();
  // the server ended the session: say so, and ask only for the password of the account it was
  const email = dialog.email ?? endedSession?.email;
  const finishSignIn = useFinishSignIn();
  const [problem, setProblem] = useState<{ kind: 'verify' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(useMemo(() => loginFormSchema(t), [t])),
    defaultValues: { email: email ?? '', password: '' },
  });

  const continueToWizard = (result: TSessionResponse) => {
    signIn(result.token, result.user);
    toast.info(t('login.completeProfile'));
    open({
      name: 'registration-wizard',
      startAt: 'status-check',
      email: result.user.email,
      onComplete: dialog.onSuccess,
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await authApi.login(values);
      if (result.requiresProfileCompletion) {
        continueToWizard(result);
        return;
      }
      signIn(result.token, result.user);
      finishSignIn(dialog.onSuccess);
    } catch (error) {
      if (needsEmailVerification(error)) {
        setProblem({ kind: 'verify', message: t('login.verifyEmail') });
        toast.error(t('login.verifyEmail'));
        return;
      }
      const message = error instanceof ApiError && error.message ? error.message : t('login.failed');
      setProblem({ kind: 'error', message });
      toast.error(message);
    }
  });

  const openView = (view: AuthDialogState['view']) =>
    open({ ...dialog, view, email: getValues('email').trim() || dialog.email });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {problem?.kind === 'verify' && (
          <FormAlert>
            <p className="font-medium">{problem.message}</p>
            <button
              type="button"
              onClick={() => openView('verify-email')}
              className="mt-1 font-semibold text-ink underline underline-offset-4 hover:text-brand"
            >
              {t('login.verifyLink')}
            </button>
          </FormAlert>
        )}
        {problem?.kind === 'error' && <FormAlert>{problem.message}</FormAlert>}
        {endedSession && !problem && <FormAlert tone="info">{t('login.sessionEnded')}</FormAlert>}

        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          maxLength={LOGIN_PASSWORD_MAX_LENGTH}
          hint={t('fields.passwordHint')}
          error={errors.password?.message}
          aside={
            <button
              type="button"
              onClick={() => openView('forgot-password')}
              className="text-sm font-medium text-brand underline-offset-4 hover:underline"
            >
              {t('login.forgotPassword')}
            </button>
          }
          {...register('password')}
        />

        <div className="mt-2 flex flex-col gap-2.5">
          <Button type="submit" variant="dark" size="lg" className="w-full">
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
          <Button type="button" variant="secondary" size="lg" className="w-full" onClick={() => openView('signup')}>
            {t('login.createAccount')}
          </Button>
          <Button type="button" variant="ghost" size="lg" className="w-full" onClick={close}>
            {t('login.cancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
