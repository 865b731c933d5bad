import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { localeOfPath } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/**
 * /finish-profile, the link of the "Finish your Samplebank profile" reminder: the page beneath (the home page) with
 * the wizard open where the account stopped. A visitor, or someone signed in as another account, signs in first
 * (the e-mail from the link filled in); signing in with an unfinished profile carries on in the wizard by itself,
 * and any other sign-in opens it to show where the account stands. When the dialogs close, the address goes to /.
 */
export function FinishProfileRoute({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useSession();
  const { current, open } = useDialogs();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hasOpened = useRef(false);
  const hasShownWizard = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the right dialog once, on arrival
  useEffect(() => {
    const email = params.get('email')?.trim().toLowerCase() || undefined;
    const openWizard = (forEmail?: string) =>
      open({ name: 'registration-wizard', startAt: 'status-check', email: forEmail });
    if (isAuthenticated && user && (!email || email === user.email.toLowerCase())) {
      openWizard(user.email);
      return;
    }
    // a sign-in that went on into the wizard also calls this when the wizard is done: it is not opened twice
    open({ name: 'auth', view: 'login', email, onSuccess: () => !hasShownWizard.current && openWizard(email) });
  }, []);

  useEffect(() => {
    if (current?.name === 'registration-wizard') hasShownWizard.current = true;
    if (current) hasOpened.current = true;
    // the wizard may have sent the user on (to /samples once approved): only this page's own address goes home
    // (the address without its language: /ms/finish-profile too)
    else if (hasOpened.current && localeOfPath(window.location.pathname).path === paths.finishProfile.path) {
      navigate(paths.home.to(), { replace: true });
    }
  }, [current, navigate]);

  return children;
}
