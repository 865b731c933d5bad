import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { ZUpdateUserRequestSchema } from '@samplebank/contracts/users';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

const REASON_MAX_LENGTH = 1000;

// the reason the API takes with a rejection, required here because a rejection without one is refused
const ZRejectionFormSchema = ZUpdateUserRequestSchema.pick({ rejectionReason: true }).required();
type RejectionForm = z.infer<typeof ZRejectionFormSchema>;

type RejectAccountDialogProps = {
  accountName: string;
  isOpen: boolean;
  isSubmitting: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason a rejected account is e-mailed. */
export function RejectAccountDialog({
  accountName,
  isOpen,
  isSubmitting,
  onOpenChange,
  onReject,
}: RejectAccountDialogProps) {
  const t = useT('admin');
  // the contract's length check carries no words of its own; the admin reads this one
  const resolver = useMemo(() => zodResolver(ZRejectionFormSchema, { error: () => t('reject.reasonRequired') }), [t]);
  const form = useForm<RejectionForm>({ resolver, defaultValues: { rejectionReason: '' } });
  const error = form.formState.errors.rejectionReason?.message;

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-white p-6 shadow-popover outline-none sm:p-7">
          <Dialog.Title className="text-xl font-semibold tracking-tight text-ink">
            {t.rich('reject.title', { name: <span translate="no">{accountName}</span> })}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-muted">{t('reject.description')}</Dialog.Description>
          <form
            noValidate
            className="mt-5"
            onSubmit={form.handleSubmit(({ rejectionReason }) => onReject(rejectionReason))}
          >
            <TextAreaField
              label={t('reject.reason')}
              error={error}
              maxLength={REASON_MAX_LENGTH}
              rows={4}
              placeholder={t('reject.placeholder')}
              className="resize-y"
              {...form.register('rejectionReason', {
                // the message goes as soon as the admin types again
                onChange: () => form.clearErrors('rejectionReason'),
              })}
            />
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting} className="bg-danger hover:bg-danger/90">
                {isSubmitting ? t('reject.submitting') : t('reject.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
