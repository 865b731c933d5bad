import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../../lib/session';
import { authApi } from '../api';
import { authMessages } from '../messages';

/** On app load with a stored session, reads the user afresh; a failure ends the session (spec §4). */
export function SessionRefresh() {
  const { user, token, updateUser, signOut } = useSession();
  const hasRun = useRef(false);
  const userId = user?._id ?? user?.id;

  useEffect(() => {
    if (hasRun.current || !token || !userId) return;
    hasRun.current = true;
    authApi
      .currentUser(userId)
      .then(updateUser)
      .catch(() => {
        toast.error(authMessages.fetchUserFailed);
        signOut();
      });
  }, [token, userId, updateUser, signOut]);

  return null;
}
