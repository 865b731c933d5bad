import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useOrganization } from '../api';
import { OrganizationForm } from './organization-form';

/**
 * Asked of a signed-in, approved user without a company when they add a sample to the cart (spec §4).
 * After saving, the dialog closes and the caller's `onSaved` (the add-to-cart retry) runs.
 */
export function CompanyInfoModal({ onSaved }: { onSaved?: () => void }) {
  const dialogs = useDialogs();
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(true);
  // a user who already has a company (another tab, a stale page) edits it rather than making a second one
  const existing = useOrganization(user?.organizationId);

  const close = () => {
    setIsOpen(false);
    dialogs.close();
  };

  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Company information"
      description="Samples are ordered for a company and shipped to its address. Add your company once and we will use it for every order."
      className="sm:max-w-2xl"
    >
      {!user ? (
        <p className="text-sm text-muted">Please sign in to add your company.</p>
      ) : user.organizationId && existing.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your company...</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : user.organizationId && existing.isError ? (
        <ErrorMessage
          action={
            <Button size="sm" variant="secondary" onClick={() => existing.refetch()}>
              Try again
            </Button>
          }
        >
          {existing.error.message}
        </ErrorMessage>
      ) : (
        <>
          <p className="mb-6 flex items-start gap-3 rounded-lg bg-canvas p-3 text-sm text-muted">
            <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            You can change these details later from your account menu, under Company.
          </p>
          <OrganizationForm
            organization={existing.data}
            variant="dialog"
            autoFocusFirstField
            onCancel={close}
            onSaved={() => {
              close();
              onSaved?.();
            }}
          />
        </>
      )}
    </Modal>
  );
}
