import { zodResolver } from '@hookform/resolvers/zod';
import {
  PARTNER_APPLICATION_LIMITS,
  type TDeclinePartnerApplicationRequest,
  type TPartnerApplication,
  ZDeclinePartnerApplicationRequestSchema,
} from '@samplebank/contracts/partner-applications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeclinePartnerApplication } from '../partner-applications-api';

/** Decline, with a note the applicant is e-mailed in the language they applied in. */
export function DeclineApplicationDialog({
  application,
  onClose,
}: {
  application: TPartnerApplication;
  onClose: () => void;
}) {
  const t = useT('admin');
  const decline = useDeclinePartnerApplication();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TDeclinePartnerApplicationRequest>({
    resolver: zodResolver(ZDeclinePartnerApplicationRequestSchema),
    defaultValues: { note: '' },
  });

  const submit = form.handleSubmit(({ note }) => {
    setProblem(null);
    decline.mutate(
      { id: application._id, note },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => {
          if (setServerFieldErrors(error, form.setError, ['note'])) return;
          const message =
            error instanceof ApiError && error.status !== 0 && error.message
              ? error.message
              : t('partnerApplications.declineDialog.failed');
          if (error instanceof ApiError && error.status === 409) {
            toast.error(message);
            onClose();
            return;
          }
          setProblem(message);
        },
      },
    );
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('partnerApplications.declineDialog.title')}
      description={t(
        application.locale === 'ms'
          ? 'partnerApplications.declineDialog.descriptionMs'
          : 'partnerApplications.declineDialog.descriptionEn',
        { email: application.email },
      )}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {problem}
          </p>
        )}
        <TextAreaField
          label={t('partnerApplications.declineDialog.note')}
          required
          rows={5}
          maxLength={PARTNER_APPLICATION_LIMITS.decisionNote}
          placeholder={t('partnerApplications.declineDialog.placeholder')}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={decline.isPending} className="bg-danger hover:bg-danger/90">
            {decline.isPending
              ? t('partnerApplications.declineDialog.declining')
              : t('partnerApplications.declineDialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
