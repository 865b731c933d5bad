// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ZEmailRequestSchema } from '@samplebank/contracts/auth';
import { EMAIL_MAX_LENGTH } from '@samplebank/contracts/common';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../lib/dialogs';
import { authApi } from '../api';
import { authMessages } from '../messages';
import type { AuthDialogState } from './auth-dialog-state';

// the spec's basic pattern: something, @, something, a dot, something
const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// the API's request, with the e-mail checked in the spec's own words (§5: "Invalid  email address", two spaces)
const ZForgotPasswordFormSchema = ZEmailRequestSchema.extend({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired).regex(BASIC_EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
});

/** Forgot password: an e-mail and Send; the dialog closes once the link is on its way. */
export function ForgotPasswordView({ dialog }: { dialog: AuthDialogState }) {
  const { open, close } = useDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZForgotPasswordFormSchema),
    defaultValues: { email: dialog.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword(email);
      toast.success(authMessages.resetEmailSent);
      close();
    } catch {
      toast.error(authMessages.resetEmailFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="mt-2 flex flex-col gap-2.5">
          <Button type="submit" variant="dark" size="lg" className="w-full">
            {isSubmitting ? 'Sending...' : 'Send'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="lg"
            className="w-full"
            onClick={() => open({ ...dialog, view: 'login' })}
          >
            Back to login
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
