import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { pathInLocale, useLocale, useT } from '../../../lib/i18n';
import { signOutAndLeave } from '../../../lib/session';
import { useSignOutEverywhere } from '../api';
import { AccountSection } from './account-section';

/** Ends every session of the account, after a confirmation; this browser goes to the home page signed out. */
export function SignOutEverywhereSection() {
  const t = useT('account');
  const locale = useLocale();
  const [isConfirming, setIsConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const confirm = () =>
    signOut.mutate(undefined, {
      // the home page in the page's language
      onSuccess: () => signOutAndLeave(pathInLocale('/', locale)),
    });
  return (
    <AccountSection id="sessions" title={t('sections.sessions')} description={t('sessions.description')}>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('sessions.button')}
      </Button>
      <Modal
        open={isConfirming}
        onOpenChange={(open) => {
          if (!signOut.isPending) setIsConfirming(open);
          if (!open) signOut.reset();
        }}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmDescription')}
      >
        {signOut.isError ? (
          <ErrorMessage className="mb-4">{signOut.error.message || t('sessions.failed')}</ErrorMessage>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={signOut.isPending}>
            {t('sessions.cancel')}
          </Button>
          <Button variant="dark" onClick={confirm} disabled={signOut.isPending}>
            {signOut.isPending ? t('sessions.signingOut') : t('sessions.button')}
          </Button>
        </div>
      </Modal>
    </AccountSection>
  );
}
