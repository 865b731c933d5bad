// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, NAME_MAX_LENGTH, ZRegisterRequestSchema } from '@samplebank/contracts/auth';
import { EMAIL_MAX_LENGTH } from '@samplebank/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { authApi } from '../api';
import { authMessages } from '../messages';
import type { AuthDialogState } from './auth-dialog-state';

/** The registration dialog: name, e-mail and password; then the wizard from e-mail verification. */
export function SignupView({ dialog }: { dialog: AuthDialogState }) {
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
      toast.success(AUTH_MESSAGES.registered);
      open({
        name: 'registration-wizard',
        startAt: 'email-verification',
        email: result.email,
        onComplete: dialog.onSuccess,
      });
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : authMessages.registrationFailed;
      setProblem(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label="Full name"
          autoComplete="name"
          placeholder="Aisyah Rahman"
          maxLength={NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        {/* no maxLength on a new password: a longer one pasted would be cut silently to one nobody knows */}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint="8-25 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 flex flex-col gap-2.5">
          <Button type="submit" variant="dark" size="lg" className="w-full">
            {isSubmitting ? 'CREATING ACCOUNT...' : 'CREATE ACCOUNT'}
          </Button>
          <p className="text-center text-sm text-muted">
            Already have an account?{' '}
            <button
              type="button"
              onClick={() => open({ ...dialog, view: 'login' })}
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              Log in
            </button>
          </p>
        </div>
      </fieldset>
    </form>
  );
}
