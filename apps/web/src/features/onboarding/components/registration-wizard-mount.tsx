import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

const RegistrationWizard = lazy(() =>
  import('./registration-wizard').then((module) => ({ default: module.RegistrationWizard })),
);

/** Loads the wizard's code only when it first opens, keeping it out of the first page load. */
export function RegistrationWizardMount() {
  const dialog = useDialog('registration-wizard');
  return dialog ? (
    <Suspense fallback={null}>
      <RegistrationWizard />
    </Suspense>
  ) : null;
}
