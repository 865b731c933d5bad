import { hasUnfinishedProfile, isBusinessUser } from '@samplebank/domain/onboarding';
import { Clock3, FileUp, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { pendingApprovalCopyFor, UNFINISHED_PROFILE_COPY } from '../pending-approval-copy';

// the parts of the dialog's sentences: the point in bold, the aside muted, the address breaking anywhere
const strong = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
const muted = (chunks: ReactNode[]) => <span className="text-muted">{chunks}</span>;
const address = (chunks: ReactNode[]) => <span className="font-medium wrap-anywhere">{chunks}</span>;

/**
 * Account Pending Approval: shown to a signed-in account awaiting approval when it opens the cart or Orders. An
 * account that has not finished the wizard (no type, a half-filled profile, missing documents) is not being
 * reviewed yet: it is told so and offered "Finish your profile", which opens the wizard where it stopped.
 * Loaded and mounted by PendingApprovalDialog when the dialog registry opens 'pending-approval'.
 */
export function PendingApprovalModal() {
  const t = useT('common');
  const dialogs = useDialogs();
  const { user } = useSession();
  const navigate = useNavigate();

  const copy = pendingApprovalCopyFor(user?.userType);
  const isUnfinished = user ? hasUnfinishedProfile(user) : false;
  // a business that submitted its details but still misses a required document (DESIGN.md §6)
  const needsDocuments = Boolean(user && isUnfinished && user.isProfileComplete && isBusinessUser(user));

  const finishProfile = () =>
    dialogs.open({
      name: 'registration-wizard',
      startAt: 'status-check',
      email: user?.email,
      // as from the verification banner: the page reloads after completion, a tick later
      onComplete: () => window.setTimeout(() => window.location.reload(), 0),
    });

  const browseSamples = () => {
    dialogs.close();
    navigate(paths.samples.to());
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && dialogs.close()}
      title={t('approval.title')}
      description={t(isUnfinished ? UNFINISHED_PROFILE_COPY.heading : copy.heading)}
      className="sm:max-w-lg"
    >
      <div className="space-y-5">
        <p className="text-sm text-ink">{t(isUnfinished ? UNFINISHED_PROFILE_COPY.body : copy.body)}</p>
        <ul className="space-y-3">
          <li className="flex gap-3 rounded-lg bg-canvas p-3">
            <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <p className="text-sm text-ink">
              {t.rich(isUnfinished ? 'approval.reviewUnfinished' : 'approval.review', { strong, muted })}
            </p>
          </li>
          <li className="flex gap-3 rounded-lg bg-canvas p-3">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <p className="text-sm text-ink">
              {user?.email
                ? t.rich('approval.emailAt', { email: user.email, strong, muted, address })
                : t.rich('approval.email', { strong })}
            </p>
          </li>
        </ul>
        {needsDocuments && (
          <p className="flex gap-3 rounded-lg border border-warning/30 bg-warning-soft p-3 text-sm text-ink">
            <FileUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            {t(UNFINISHED_PROFILE_COPY.documents)}
          </p>
        )}
        <p className="text-sm text-muted">{t(copy.meanwhile)}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {isUnfinished ? (
            <>
              <Button variant="secondary" onClick={browseSamples}>
                {t('actions.browseSamples')}
              </Button>
              <Button variant="dark" onClick={finishProfile}>
                {needsDocuments ? t('approval.uploadDocuments') : t(UNFINISHED_PROFILE_COPY.action)}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => dialogs.close()}>
                {t('approval.gotIt')}
              </Button>
              <Button variant="dark" onClick={browseSamples}>
                {t('actions.browseSamples')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
