import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

// the form (react-hook-form and zod) loads only when someone opens it
const RequestSampleModal = lazy(() =>
  import('./request-sample-modal').then((module) => ({ default: module.RequestSampleModal })),
);

/** Request for Sample, mounted once by the root layout and opened through the dialog registry. */
export function RequestSampleDialog() {
  const state = useDialog('request-sample');
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <RequestSampleModal
        productName={state.productName}
        category={state.category}
        brandInformation={state.brandInformation}
        submitOnOpen={state.submitOnOpen}
      />
    </Suspense>
  );
}
