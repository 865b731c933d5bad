import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';

/**
 * /signup: the page beneath (the home page) with the registration dialog open over it. When the sign-up flow
 * ends, the address goes back to /.
 */
export function SignupRoute({ children }: { children: ReactNode }) {
  const { current, open } = useDialogs();
  const navigate = useNavigate();
  const hasOpened = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the dialog once, on arrival
  useEffect(() => {
    open({ name: 'auth', view: 'signup' });
  }, []);

  useEffect(() => {
    if (current) hasOpened.current = true;
    else if (hasOpened.current) navigate(paths.home.to(), { replace: true });
  }, [current, navigate]);

  return children;
}
