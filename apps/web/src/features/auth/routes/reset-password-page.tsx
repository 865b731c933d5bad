import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ZResetPasswordRequestSchema } from '@samplebank/contracts/auth';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { type Translate, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';

// spec §9: the reset toasts close after 2 s on success and 3 s on failure
const SUCCESS_TOAST_MS = 2000;
const FAILURE_TOAST_MS = 3000;

// the API's password rule (8 at least, 25 at most), after the spec's "required" for an empty one; the token comes
// from the link, so the form holds the password and its confirmation
function resetPasswordFormSchema(t: Translate<'auth'>) {
  return z
    .object({
      password: z.string().min(1, t('validation.passwordRequired')).pipe(ZResetPasswordRequestSchema.shape.password),
      confirmPassword: z.string(),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: t('validation.passwordsDoNotMatch'),
    });
}

/** /reset-password?token=: a new password twice; success only on the server's exact words (spec §5). */
export function ResetPasswordPage() {
  const t = useT('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { open } = useDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(useMemo(() => resetPasswordFormSchema(t), [t])),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async ({ password }) => {
      if (!token) {
        toast.error(t('reset.tokenMissing'));
        return;
      }
      try {
        const result = await authApi.resetPassword({ token, password });
        if (result?.message !== AUTH_MESSAGES.passwordResetSuccessful) throw new Error('Unexpected answer');
        toast.success(t('reset.success'), {
          description: t('reset.successDescription'),
          duration: SUCCESS_TOAST_MS,
        });
        navigate(paths.home.to(), { replace: true });
        open({ name: 'auth', view: 'login' });
      } catch (error) {
        toast.error(t('reset.failed'), {
          description: error instanceof ApiError ? error.message : undefined,
          duration: FAILURE_TOAST_MS,
        });
      }
    },
    (formErrors) => {
      if (formErrors.confirmPassword?.message === t('validation.passwordsDoNotMatch')) {
        toast.error(t('reset.passwordsDoNotMatch'));
      }
    },
  );

  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <title>{t('reset.pageTitle')}</title>
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-raised sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink">{t('reset.title')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('reset.intro')}</p>

        {!token && (
          <div className="mt-6">
            <FormAlert>{t('reset.noToken')}</FormAlert>
          </div>
        )}

        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="mt-6">
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            {/* no maxLength on a new password: a longer one pasted would be cut silently to one nobody knows */}
            <PasswordField
              label={t('reset.newPassword')}
              autoComplete="new-password"
              placeholder={t('reset.newPasswordPlaceholder')}
              hint={t('fields.passwordHint')}
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
              placeholder={t('reset.confirmPasswordPlaceholder')}
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" variant="dark" size="lg" className="mt-2 w-full">
              {isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
            {!token && (
              <Button
                type="button"
                variant="ghost"
                size="lg"
                className="w-full"
                onClick={() => open({ name: 'auth', view: 'forgot-password' })}
              >
                {t('reset.requestNewLink')}
              </Button>
            )}
          </fieldset>
        </form>
      </div>
    </div>
  );
}
