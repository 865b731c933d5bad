import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, SESSION_EXPIRED_EVENT } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { browserRegistry, translate } from '../../../lib/i18n';
import { type EndedSession, hasStoredSession, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';

/**
 * Keeps the session honest. On app load with a stored session, reads the user afresh; a refusal that is not the
 * token's ends the session (spec §4). A session begun in this page load is already fresh, and a request that never
 * got an answer (offline, or cut short by leaving the page) says nothing about the account, so neither signs out.
 *
 * When the server refuses the token of a signed-in user (expired or revoked), the user stays on the page: the
 * sign-in dialog opens with "Your session has ended" (see LoginView) and, once signed in again, the page's data is
 * fetched afresh; signed in as someone else, every cached answer is dropped so nothing of the first account stays on
 * screen.
 */
export function SessionRefresh() {
  const { user, token, updateUser, signOut, endSession, endedSession } = useSession();
  const { open } = useDialogs();
  const queryClient = useQueryClient();
  // read from the browser's storage, not the session: a page hydrated from the server render starts signed out and
  // reads the stored session a moment later
  const storedAtLoad = useRef<boolean | null>(null);
  storedAtLoad.current ??= hasStoredSession();
  const hasRun = useRef(false);
  const sessionToResume = useRef<EndedSession | null>(null);
  const userId = user?._id ?? user?.id;

  useEffect(() => {
    if (hasRun.current || !storedAtLoad.current || !token || !userId) return;
    hasRun.current = true;
    authApi
      .currentUser(userId)
      .then(updateUser)
      .catch((error) => {
        // no answer says nothing; a refused token is handled below, with the sign-in dialog
        if (error instanceof ApiError && (error.status === 0 || error.status === 401)) return;
        // every page has this, so the sign-in screens' messages may not have loaded yet
        void browserRegistry()
          .loadOne('auth')
          .then(() => toast.error(translate('auth')('session.fetchUserFailed')));
        signOut();
      });
  }, [token, userId, updateUser, signOut]);

  useEffect(() => {
    const onExpired = () => {
      if (!endSession()) return;
      open({ name: 'auth', view: 'login', onSuccess: () => {} });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [endSession, open]);

  // remember who was signed in, to tell after the next sign-in whether it is the same account
  useEffect(() => {
    if (endedSession) sessionToResume.current = endedSession;
  }, [endedSession]);

  useEffect(() => {
    const ended = sessionToResume.current;
    if (!token || !ended) return;
    sessionToResume.current = null;
    // another account drops every cached answer of the first (the cart, orders and boards keys name no user) and
    // loads its own; the same account only needs its data read afresh
    if (userId === ended.userId) void queryClient.invalidateQueries();
    else void queryClient.resetQueries();
  }, [token, userId, queryClient]);

  return null;
}
