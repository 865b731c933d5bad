import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

const AuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })));

/** Loads the sign-in dialog's code only when it first opens, keeping it out of the first page load. */
export function AuthDialogMount() {
  const dialog = useDialog('auth');
  return dialog ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}
