// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_SECURITY_MESSAGES, ZChangePasswordRequestSchema } from '@samplebank/contracts/account';
import { PASSWORD_MAX_LENGTH } from '@samplebank/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api';
import { AccountSection } from './account-section';

export const ZChangePasswordFormSchema = ZChangePasswordRequestSchema.extend({
  confirmPassword: z.string().min(1, 'Please enter the new password again'),
})
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: ACCOUNT_SECURITY_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: ACCOUNT_SECURITY_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ChangePasswordForm = z.infer<typeof ZChangePasswordFormSchema>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; the other devices are signed out and this one stays signed in. */
export function ChangePasswordSection({ email }: { email: string }) {
  const change = useChangePassword();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(ZChangePasswordFormSchema), defaultValues: EMPTY });

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
          else setFormError(failure.message || 'Your password could not be changed. Please try again.');
        },
      },
    );
  });

  return (
    <AccountSection
      id="password"
      title="Change password"
      description="Changing it signs you out on every other device. We e-mail you to confirm the change."
    >
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        {/* lets a password manager file the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField label="Current password" required error={errors.currentPassword?.message}>
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
          label="New password"
          required
          error={errors.newPassword?.message}
          hint={`8-${PASSWORD_MAX_LENGTH} characters, different from your current one`}
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
        <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
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
            {change.isPending ? 'Changing password…' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
