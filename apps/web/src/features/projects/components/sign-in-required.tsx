import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';

/**
 * A sign-in-required page seen by a visitor (spec §2): the sign-in dialog opens once by itself, and the
 * page keeps the message with a Sign in button for when it is dismissed. After signing in the user stays here.
 */
export function SignInRequired({ message }: { message: string }) {
  const t = useT('projects');
  const common = useT('common');
  const { open } = useDialogs();
  const openSignIn = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog opens once, when the page first shows
  useEffect(() => {
    openSignIn();
  }, []);

  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
        <LockKeyhole aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-4 max-w-md text-base font-semibold text-ink">{message}</p>
      <p className="mt-2 max-w-md text-sm text-muted">{t('signIn.body')}</p>
      <Button variant="dark" className="mt-6" onClick={openSignIn}>
        {common('account.signIn')}
      </Button>
    </div>
  );
}
