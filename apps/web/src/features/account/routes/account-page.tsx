import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';

/** /account: the signed-in user's profile, documents, password, e-mail preferences and sessions. */
export function AccountPage() {
  const { isAuthenticated } = useSession();
  const { open } = useDialogs();
  const openSignIn = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });

  useEffect(() => {
    if (!isAuthenticated) open({ name: 'auth', view: 'login', onSuccess: () => {} });
  }, [isAuthenticated, open]);

  return (
    <div className="container-page py-8 md:py-12">
      <title>My account — Samplebank</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">My account</h1>
      {isAuthenticated ? null : (
        <div className="mt-8 flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
          <Lock aria-hidden="true" className="size-5 text-brand" />
          <p className="mt-4 text-lg font-semibold text-ink">Please sign in to see your account.</p>
          <div className="mt-6">
            <Button variant="dark" onClick={openSignIn}>
              Sign in
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
