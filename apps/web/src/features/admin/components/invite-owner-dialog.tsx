import { zodResolver } from '@hookform/resolvers/zod';
import { ZInviteBrandMemberRequestSchema } from '@samplebank/contracts/brand-portal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useInviteBrandMember } from '../partner-applications-api';

// staff invite a brand's owner: the address is the contract's, the role is always owner here
const ZInviteOwnerFormSchema = z.object({ email: ZInviteBrandMemberRequestSchema.shape.email });
type InviteOwnerForm = z.input<typeof ZInviteOwnerFormSchema>;

/** Invites someone by e-mail to run a brand as its owner; the server's refusal (a member already, too many) is shown. */
export function InviteOwnerDialog({ brand, onClose }: { brand: { _id: string; name: string }; onClose: () => void }) {
  const t = useT('admin');
  const invite = useInviteBrandMember(brand._id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InviteOwnerForm>({
    resolver: zodResolver(ZInviteOwnerFormSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(({ email }) => {
    setProblem(null);
    invite.mutate(
      { email, role: 'owner' },
      {
        onSuccess: (invitation) => {
          toast.success(t('inviteOwner.sent', { email: invitation.email }));
          onClose();
        },
        onError: (error) => {
          if (setServerFieldErrors(error, form.setError, ['email'])) return;
          // a member already, too many invitations waiting, too many sent this hour: the server says which
          setProblem(
            error instanceof ApiError && [403, 404, 409, 429].includes(error.status)
              ? error.message
              : t('inviteOwner.failed'),
          );
        },
      },
    );
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('inviteOwner.title')}
      description={t.rich('inviteOwner.description', { brand: <span translate="no">{brand.name}</span> })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {problem}
          </p>
        )}
        <TextField
          label={t('inviteOwner.email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={invite.isPending}>
            {invite.isPending ? t('inviteOwner.sending') : t('inviteOwner.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
