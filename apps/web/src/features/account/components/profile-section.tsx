import { zodResolver } from '@hookform/resolvers/zod';
import { type TUser, ZUpdateUserRequestSchema } from '@samplebank/contracts/users';
import { Pencil } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../lib/dialogs';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRenameAccount } from '../api';
import { profileRows, USER_TYPE_KEYS } from '../lib/account-profile';
import { formatAccountDate } from '../lib/format-date';
import { AccountSection, DetailRows } from './account-section';

export const NAME_MAX_LENGTH = 100;

// the name as PUT /users/{id} checks it, required here because this form only ever sends a name
const ZRenameFormSchema = ZUpdateUserRequestSchema.pick({ name: true }).required();
type RenameForm = z.infer<typeof ZRenameFormSchema>;

/** What the registration wizard collected, with the name editable in place. */
export function ProfileSection({ user }: { user: TUser }) {
  const t = useT('account');
  const { open } = useDialogs();
  const isAdmin = user.role === 'ADMIN';
  const userTypeKey = user.userType ? USER_TYPE_KEYS[user.userType] : undefined;
  const rows = [
    { label: t('profile.name'), value: <NameField user={user} /> },
    { label: t('profile.email'), value: user.email },
    {
      label: t('profile.accountType'),
      value: isAdmin
        ? t('profile.administrator')
        : userTypeKey
          ? t(userTypeKey)
          : (user.userType ?? t('profile.notChosen')),
    },
    ...profileRows(user, t).map((row) =>
      row.isName ? { label: row.label, value: <span translate="no">{row.value}</span> } : row,
    ),
    { label: t('profile.memberSince'), value: formatAccountDate(user.createdAt) },
  ];
  return (
    <AccountSection id="profile" title={t('sections.profile')} description={t('profile.description')}>
      <DetailRows rows={rows} />
      {!isAdmin && user.isProfileComplete ? (
        <p className="mt-4 text-sm text-muted">
          {t.rich('profile.lockedNote', {
            ask: (chunks) => (
              <button
                type="button"
                onClick={() => open({ name: 'contact', inquiryType: 'Account problem' })}
                className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
              >
                {chunks}
              </button>
            ),
          })}
        </p>
      ) : null}
    </AccountSection>
  );
}

/** The name, with an Edit button that turns it into a small form; focus goes to the field and back. */
function NameField({ user }: { user: TUser }) {
  const t = useT('account');
  // the contract's length check carries no words of its own; the person reads this one
  const renameResolver = useMemo(() => zodResolver(ZRenameFormSchema, { error: () => t('profile.nameRequired') }), [t]);
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const rename = useRenameAccount();
  const form = useForm<RenameForm>({ resolver: renameResolver, defaultValues: { name: user.name } });

  const stopEditing = () => {
    setIsEditing(false);
    form.clearErrors();
    // the form unmounts: give focus back to the button that opened it
    window.setTimeout(() => editRef.current?.focus(), 0);
  };

  const submit = form.handleSubmit(({ name }) => {
    if (name === user.name) {
      stopEditing();
      return;
    }
    rename.mutate(
      { userId: user._id, name },
      {
        onSuccess: () => {
          toast.success(t('profile.nameSaved'));
          stopEditing();
        },
        onError: (failure) => {
          if (setServerFieldErrors(failure, form.setError, ['name'])) return;
          form.setError('name', {
            type: 'server',
            message: failure.message || t('profile.nameFailed'),
          });
        },
      },
    );
  });

  if (!isEditing) {
    return (
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span translate="no">{user.name}</span>
        <Button
          ref={editRef}
          variant="ghost"
          size="sm"
          aria-label={t('profile.editName', { name: user.name })}
          onClick={() => {
            form.reset({ name: user.name });
            setIsEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('profile.edit')}
        </Button>
      </span>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={t('profile.name')}
        isLabelHidden
        error={form.formState.errors.name?.message}
        {...form.register('name')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stopEditing();
        }}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        // the field the person just asked to edit
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={rename.isPending}>
          {rename.isPending ? t('profile.saving') : t('profile.saveName')}
        </Button>
        <Button variant="secondary" size="sm" onClick={stopEditing} disabled={rename.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
