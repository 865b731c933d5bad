import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { type DialogState, useDialogs } from '../../../lib/dialogs';

/**
 * /contact and /request-sample: the home page with the dialog open over it; closing the dialog
 * leaves the address for /.
 */
export function ModalRoute({ dialog, children }: { dialog: DialogState; children: ReactNode }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const hasOpened = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once when the route is entered
  useEffect(() => {
    dialogs.open(dialog);
  }, []);

  useEffect(() => {
    if (dialogs.current?.name === dialog.name) hasOpened.current = true;
    else if (hasOpened.current && dialogs.current === null) navigate(paths.home.to(), { replace: true });
  }, [dialogs.current, dialog.name, navigate]);

  return children;
}
