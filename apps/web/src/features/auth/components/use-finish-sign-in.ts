import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { LOGIN_SUCCESS_DELAY_MS } from '../messages';

/**
 * The end of a successful sign-in (spec §4): "Welcome back", the dialog closes, and about 100 ms later the
 * caller's retry runs, or the user goes to /samples.
 */
export function useFinishSignIn() {
  const t = useT('auth');
  const navigate = useNavigate();
  const { close } = useDialogs();
  return (onSuccess?: () => void) => {
    toast.success(t('login.welcomeBack'));
    close();
    window.setTimeout(() => {
      if (onSuccess) onSuccess();
      else navigate(paths.samples.to());
    }, LOGIN_SUCCESS_DELAY_MS);
  };
}
