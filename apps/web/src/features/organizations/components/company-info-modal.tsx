// i18n: not yet translated (issue 16)
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useOrganization } from '../api';
import { useProfilePrefill } from '../hooks/use-profile-prefill';
import { OrganizationForm } from './organization-form';

/**
 * Asked of a signed-in, approved user without an organization when they add a sample to the cart (spec §4): a
 * company, or the user as an individual (a student or personal use), started from what the wizard already asked.
 * After saving, the dialog closes and the caller's `onSaved` (the add-to-cart retry) runs.
 */
export function CompanyInfoModal({ onSaved }: { onSaved?: () => void }) {
  const dialogs = useDialogs();
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(true);
  // a user who already has one (another tab, a stale page) edits it rather than making a second one
  const existing = useOrganization(user?.organizationId);
  const prefill = useProfilePrefill(user);

  const close = () => {
    setIsOpen(false);
    dialogs.close();
  };

  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Your ordering details"
      description="Tell us who the samples are for and where to send them. We keep these details for your next orders, and you can change them later on the Company page."
      className="sm:max-w-2xl"
    >
      {!user ? (
        <p className="text-sm text-muted">Please sign in to add your details.</p>
      ) : (user.organizationId && existing.isPending) || prefill.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your details...</span>
          <Skeleton className="h-20 w-full" />
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
        <OrganizationForm
          organization={existing.data}
          initialValues={prefill.values}
          kindNames={prefill.names}
          variant="dialog"
          autoFocusFirstField
          onCancel={close}
          onSaved={() => {
            close();
            onSaved?.();
          }}
        />
      )}
    </Modal>
  );
}
