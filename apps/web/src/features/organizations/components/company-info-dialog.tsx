import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

// the form (react-hook-form, zod and the address lists) loads only when the dialog opens
const CompanyInfoModal = lazy(() =>
  import('./company-info-modal').then((module) => ({ default: module.CompanyInfoModal })),
);

/** The company information dialog, mounted once by the root layout and opened through the dialog registry. */
export function CompanyInfoDialog() {
  const state = useDialog('company-info');
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <CompanyInfoModal onSaved={state.onSaved} />
    </Suspense>
  );
}
