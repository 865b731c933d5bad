import { lazy, Suspense } from 'react';
import { useDialog } from '../../lib/dialogs';

const RegistrationWizardDialog = lazy(() =>
  import('./registration-wizard-dialog').then((module) => ({ default: module.RegistrationWizardDialog })),
);

/** Loads the wizard's code only when it first opens, keeping it out of the first page load. */
export function RegistrationWizardMount() {
  const dialog = useDialog('registration-wizard');
  return dialog ? (
    <Suspense fallback={null}>
      <RegistrationWizardDialog />
    </Suspense>
  ) : null;
}
