import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
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
  const t = useT('organizations');
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
      title={t('modal.title')}
      description={t('modal.description')}
      className="sm:max-w-2xl"
    >
      {!user ? (
        <p className="text-sm text-muted">{t('modal.signIn')}</p>
      ) : (user.organizationId && existing.isPending) || prefill.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('modal.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : user.organizationId && existing.isError ? (
        <ErrorMessage
          action={
            <Button size="sm" variant="secondary" onClick={() => existing.refetch()}>
              {t('modal.tryAgain')}
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
