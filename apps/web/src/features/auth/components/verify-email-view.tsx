import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { LOGIN_VERIFIED_DELAY_MS } from '../messages';
import type { AuthDialogState } from './auth-dialog-state';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerifyEmailForm } from './verify-email-form';

/** The login dialog's verification view: verify, then 1.5 s later on to the wizard or signed in. */
export function VerifyEmailView({ dialog }: { dialog: AuthDialogState }) {
  const t = useT('auth');
  const { open } = useDialogs();
  const finishSignIn = useFinishSignIn();
  const backToLogin = (
    <Button
      type="button"
      variant="secondary"
      size="lg"
      className="w-full"
      onClick={() => open({ ...dialog, view: 'login' })}
    >
      {t('verify.backToLogin')}
    </Button>
  );

  if (!dialog.email) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="info">{t('verify.enterEmailFirst')}</FormAlert>
        {backToLogin}
      </div>
    );
  }

  return (
    <VerifyEmailForm
      email={dialog.email}
      continueDelayMs={LOGIN_VERIFIED_DELAY_MS}
      actions={backToLogin}
      onContinue={({ user }) => {
        if (!user.isProfileComplete && user.role !== 'ADMIN') {
          open({
            name: 'registration-wizard',
            startAt: 'status-check',
            email: user.email,
            onComplete: dialog.onSuccess,
          });
        } else {
          finishSignIn(dialog.onSuccess);
        }
      }}
    />
  );
}
