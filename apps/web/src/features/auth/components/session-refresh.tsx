import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authApi } from '../api';
import { authMessages } from '../messages';

/**
 * On app load with a stored session, reads the user afresh; an answer that refuses it ends the session
 * (spec §4). A session begun in this page load is already fresh, and a request that never got an answer
 * (offline, or cut short by leaving the page) says nothing about the account, so neither signs out.
 */
export function SessionRefresh() {
  const { user, token, updateUser, signOut } = useSession();
  const storedAtLoad = useRef(Boolean(token));
  const hasRun = useRef(false);
  const userId = user?._id ?? user?.id;

  useEffect(() => {
    if (hasRun.current || !storedAtLoad.current || !token || !userId) return;
    hasRun.current = true;
    authApi
      .currentUser(userId)
      .then(updateUser)
      .catch((error) => {
        if (error instanceof ApiError && error.status === 0) return;
        toast.error(authMessages.fetchUserFailed);
        signOut();
      });
  }, [token, userId, updateUser, signOut]);

  return null;
}
