import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

const PendingApprovalModal = lazy(() =>
  import('./pending-approval-modal').then((module) => ({ default: module.PendingApprovalModal })),
);

/** Account Pending Approval, mounted once by the root layout and opened through the dialog registry. */
export function PendingApprovalDialog() {
  const state = useDialog('pending-approval');
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <PendingApprovalModal />
    </Suspense>
  );
}
