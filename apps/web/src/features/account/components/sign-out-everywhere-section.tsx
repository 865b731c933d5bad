// i18n: not yet translated (issue 16)
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { signOutAndLeave } from '../../../lib/session';
import { useSignOutEverywhere } from '../api';
import { AccountSection } from './account-section';

/** Ends every session of the account, after a confirmation; this browser goes to the home page signed out. */
export function SignOutEverywhereSection() {
  const [isConfirming, setIsConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: () => signOutAndLeave('/'),
    });
  return (
    <AccountSection
      id="sessions"
      title="Sign out everywhere"
      description="Lost a phone or signed in on a shared computer? End every session of your account, this one included."
    >
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out everywhere
      </Button>
      <Modal
        open={isConfirming}
        onOpenChange={(open) => {
          if (!signOut.isPending) setIsConfirming(open);
          if (!open) signOut.reset();
        }}
        title="Sign out on every device?"
        description="Every browser and device signed in to your account is signed out, this one too. You can sign in again with your password."
      >
        {signOut.isError ? (
          <ErrorMessage className="mb-4">
            {signOut.error.message || 'We could not sign you out everywhere. Please try again.'}
          </ErrorMessage>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={signOut.isPending}>
            Cancel
          </Button>
          <Button variant="dark" onClick={confirm} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </div>
      </Modal>
    </AccountSection>
  );
}
