import { Clock, Lock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useDialogs } from '../lib/dialogs';
import { useT } from '../lib/i18n';
import { useSession } from '../lib/session';
import { Button } from './ui/button';

type AccountGateProps = {
  /** the page's signed-out text, e.g. 'Not Authorized, Please log in to view cart.' */
  signedOutMessage: string;
  children: ReactNode;
};

/**
 * A sign-in-required page (spec §2): a visitor sees the sign-in dialog and the page's signed-out text; a signed-in
 * account that staff have not approved sees the pending-approval dialog and a notice; an approved user the page.
 */
export function AccountGate({ signedOutMessage, children }: AccountGateProps) {
  const t = useT('common');
  const { user, isAuthenticated } = useSession();
  const { open } = useDialogs();
  const awaitsApproval = isAuthenticated && user !== null && !user.isApproved;

  // a no-op onSuccess keeps the user on this page after signing in; the page then renders for them
  const openSignIn = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });

  useEffect(() => {
    if (!isAuthenticated) open({ name: 'auth', view: 'login', onSuccess: () => {} });
  }, [isAuthenticated, open]);
  useEffect(() => {
    if (awaitsApproval) open({ name: 'pending-approval' });
  }, [awaitsApproval, open]);

  if (!isAuthenticated) {
    return (
      <GateNotice
        icon={<Lock aria-hidden="true" className="size-5" />}
        title={signedOutMessage}
        action={
          <Button variant="dark" onClick={openSignIn}>
            {t('account.signIn')}
          </Button>
        }
      />
    );
  }
  if (awaitsApproval) {
    return (
      <GateNotice
        icon={<Clock aria-hidden="true" className="size-5" />}
        title={t('gate.awaitingTitle')}
        text={t('gate.awaitingText')}
        action={
          <Button variant="secondary" onClick={() => open({ name: 'pending-approval' })}>
            {t('gate.viewStatus')}
          </Button>
        }
      />
    );
  }
  return children;
}

function GateNotice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
        {icon}
      </span>
      <p className="mt-4 max-w-md text-lg font-semibold text-ink">{title}</p>
      {text ? <p className="mt-2 max-w-md text-sm text-muted">{text}</p> : null}
      <div className="mt-6">{action}</div>
    </div>
  );
}
