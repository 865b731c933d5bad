import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequestSchema } from '@samplebank/contracts/account';
import { PASSWORD_MAX_LENGTH } from '@samplebank/contracts/auth';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { type Translate, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api';
import { AccountSection } from './account-section';

/** The API's request with the new password confirmed, its own messages in the page's language. */
export function changePasswordFormSchema(t: Translate<'account'>) {
  return ZChangePasswordRequestSchema.extend({
    confirmPassword: z.string().min(1, t('password.confirmRequired')),
  })
    .refine((form) => form.newPassword !== form.currentPassword, {
      message: t('password.same'),
      path: ['newPassword'],
    })
    .refine((form) => form.confirmPassword === form.newPassword, {
      message: t('password.mismatch'),
      path: ['confirmPassword'],
    });
}
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; the other devices are signed out and this one stays signed in. */
export function ChangePasswordSection({ email }: { email: string }) {
  const t = useT('account');
  const schema = useMemo(() => changePasswordFormSchema(t), [t]);
  const change = useChangePassword();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    setFormError('');
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset(EMPTY);
          toast.success(message);
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields : undefined;
          if (field?.currentPassword)
            setError('currentPassword', { message: field.currentPassword }, { shouldFocus: true });
          else if (field?.newPassword) setError('newPassword', { message: field.newPassword }, { shouldFocus: true });
          else setFormError(failure.message || t('password.failed'));
        },
      },
    );
  });

  return (
    <AccountSection id="password" title={t('sections.password')} description={t('password.description')}>
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        {/* lets a password manager file the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField label={t('password.current')} required error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('currentPassword')}
              autoComplete="current-password"
              maxLength={200}
            />
          )}
        </FormField>
        <FormField
          label={t('password.new')}
          required
          error={errors.newPassword?.message}
          hint={t('password.newHint', { max: PASSWORD_MAX_LENGTH })}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...register('newPassword')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </FormField>
        <FormField label={t('password.confirm')} required error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('confirmPassword')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </FormField>
        {formError ? <ErrorMessage>{formError}</ErrorMessage> : null}
        <div>
          <Button type="submit" variant="dark" disabled={change.isPending}>
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
